import {
  addDaysToDate,
  APPOINTMENT_STATUSES,
  isCalendarDate,
  WEEK_DAYS,
  weekEnd,
  type AppointmentStatus,
} from '@ta/shared';

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
const MAX_PAGE = 100_000;

function isStatus(value: string): value is AppointmentStatus {
  return (APPOINTMENT_STATUSES as readonly string[]).includes(value);
}

function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Reads the address; anything malformed falls back to its default instead of failing. */
export function parseCalendarParams(search: string, today: string): CalendarParams {
  const query = new URLSearchParams(search);
  const date = query.get('date') ?? '';
  const status = query.get('status') ?? '';
  return {
    date: isCalendarDate(date) ? date : today,
    view: query.get('view') === 'week' ? 'week' : 'day',
    search: (query.get('search') ?? '').trim().slice(0, 200),
    status: isStatus(status) ? status : '',
    page: pageFrom(query.get('page')),
  };
}

/** The address for these values; defaults are left out, so today's day view is plain `/admin/appointments`. */
export function calendarHref(params: CalendarParams, today: string): string {
  const query = new URLSearchParams();
  if (params.date !== today) query.set('date', params.date);
  if (params.view === 'week') query.set('view', 'week');
  if (params.search) query.set('search', params.search);
  if (params.status) query.set('status', params.status);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `${CALENDAR_PATH}?${text}` : CALENDAR_PATH;
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
