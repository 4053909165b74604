import {
  addDaysToDate,
  APPOINTMENT_STATUSES,
  isCalendarDate,
  WEEK_DAYS,
  weekEnd,
  type AppointmentStatus,
} from '@ta/shared';
import { laterPage, listHref, pageFrom, searchFrom } from '../../lib/list-address';

/**
 * What the appointments calendar shows, kept in the address (`?date=&view=&search=&status=&page=`)
 * so a reload, a shared link or Back returns to the same list.
 */
export type CalendarView = 'day' | 'week';

export interface CalendarParams {
  /** The selected day, yyyy-MM-dd (today in New York when the address has none). */
  date: string;
  view: CalendarView;
  search: string;
  /** '' means All Statuses. */
  status: AppointmentStatus | '';
  page: number;
}

/** The status filter's choices after All Statuses (Scheduled, the default status, comes first). */
export const CALENDAR_STATUS_FILTERS = [
  'scheduled',
  'confirmed',
  'pending',
  'cancelled',
  'completed',
] as const satisfies readonly AppointmentStatus[];

export const CALENDAR_PATH = '/admin/appointments';
function isStatus(value: string): value is AppointmentStatus {
  return (APPOINTMENT_STATUSES as readonly string[]).includes(value);
}

/** Reads the address; anything malformed falls back to its default instead of failing. */
export function parseCalendarParams(search: string, today: string): CalendarParams {
  const query = new URLSearchParams(search);
  const date = query.get('date') ?? '';
  const status = query.get('status') ?? '';
  return {
    date: isCalendarDate(date) ? date : today,
    view: query.get('view') === 'week' ? 'week' : 'day',
    search: searchFrom(query),
    status: isStatus(status) ? status : '',
    page: pageFrom(query),
  };
}

/** The address for these values; defaults are left out, so today's day view is plain `/admin/appointments`. */
export function calendarHref(params: CalendarParams, today: string): string {
  return listHref(CALENDAR_PATH, {
    date: params.date !== today ? params.date : null,
    view: params.view === 'week' ? 'week' : null,
    search: params.search,
    status: params.status,
    page: laterPage(params.page),
  });
}

/** Previous / next: a day at a time in the day view, a whole week in the week view. */
export function stepDate(date: string, view: CalendarView, direction: -1 | 1): string {
  return addDaysToDate(date, direction * (view === 'week' ? WEEK_DAYS : 1));
}

/** The days the list covers: the date alone, or the date plus 6 days. */
export function calendarRange(date: string, view: CalendarView): { from: string; to: string } {
  return { from: date, to: view === 'week' ? weekEnd(date) : date };
}

/** Every day of the range in order, for grouping the week view by day. */
export function daysOf(range: { from: string; to: string }): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to && days.length < WEEK_DAYS; day = addDaysToDate(day, 1)) days.push(day);
  return days;
}
