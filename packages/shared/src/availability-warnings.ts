import { coercedRowIdField, isCalendarDate } from './bounds.js';
import { businessInstant, businessWallClock } from './business-time.js';
import {
  clashes,
  fitsIn,
  isOff,
  toMinutes,
  weekdayOf,
  type SlotCalendar,
  type SlotStaff,
  type WeekdayPeriod,
} from './slots.js';
import { z } from './zod.js';

/**
 * Scheduling warnings for the back office (docs/booking.md, "Availability in the back office"): when staff
 * put a visit outside someone's availability, they are told why in words, and may still save — they know
 * things the rows do not (decision 047). Pure, over the same rows as the open slots.
 */

export interface NamedStaff extends SlotStaff {
  /** First and last name, as the back office shows them. */
  name: string;
}

export interface AvailabilityInputs {
  staff: readonly NamedStaff[];
  calendar: SlotCalendar;
  /** Holiday names by yyyy-MM-dd. */
  holidayNames: Readonly<Record<string, string>>;
  /** The visit's service: its name and buffers; null when the visit has none. */
  service: { id: number; name: string; bufferBefore: number; bufferAfter: number } | null;
}

export interface VisitToCheck {
  date: string;
  /** HH:mm or HH:mm:ss wall-clock. */
  start: string;
  end: string;
  staffId: number | null;
  serviceTypeId: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 8:00 AM, as the back office writes times. */
export function clockLabel(time: string): string {
  const minutes = toMinutes(time);
  const h = Math.floor(minutes / 60) % 24;
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(minutes % 60)} ${suffix}`;
}

/** "8:00 AM – 4:00 PM, 6:00 PM – 8:00 PM": the periods of one weekday, earliest first. */
export function periodsLabel(periods: readonly { starts: string; ends: string }[]): string {
  return [...periods]
    .sort((a, b) => toMinutes(a.starts) - toMinutes(b.starts))
    .map((p) => `${clockLabel(p.starts)} – ${clockLabel(p.ends)}`)
    .join(', ');
}

const WEEKDAY_NAMES = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];
export const weekdayPlural = (weekday: number) => WEEKDAY_NAMES[weekday] ?? '';

const of = (periods: readonly WeekdayPeriod[], weekday: number) => periods.filter((p) => p.weekday === weekday);

/**
 * Why a visit falls outside availability, in words; empty when it does not. Checks the business's day
 * (holiday, closed weekday, opening hours) and, when a staff member is assigned, their time off, working
 * hours, services and other visits with the travel buffers (the same rules as an open slot).
 */
export function availabilityProblems(visit: VisitToCheck, inputs: AvailabilityInputs): string[] {
  const { timeZone } = inputs.calendar;
  const problems: string[] = [];
  const weekday = weekdayOf(visit.date);
  const startMin = toMinutes(visit.start);
  const endMin = toMinutes(visit.end);

  const holiday = inputs.holidayNames[visit.date] ?? (inputs.calendar.holidays.includes(visit.date) ? 'holiday' : null);
  const opening = of(inputs.calendar.openingHours, weekday);
  if (holiday !== null) problems.push(`The business is closed that day (${holiday})`);
  else if (opening.length === 0) problems.push(`The business is closed on ${weekdayPlural(weekday)}`);
  else if (!fitsIn(opening, weekday, startMin, endMin))
    problems.push(`Outside opening hours (${periodsLabel(opening)})`);

  const staff = visit.staffId === null ? undefined : inputs.staff.find((s) => s.id === visit.staffId);
  if (!staff) return problems;
  const name = staff.name;
  const hours = of(staff.hours, weekday);
  if (isOff(staff, visit.date)) problems.push(`${name} is on time off that day`);
  else if (hours.length === 0) problems.push(`${name} does not work on ${weekdayPlural(weekday)}`);
  else if (!fitsIn(hours, weekday, startMin, endMin))
    problems.push(`Outside ${name}'s working hours (${periodsLabel(hours)})`);

  const service = inputs.service;
  if (service && staff.serviceIds.length > 0 && !staff.serviceIds.includes(service.id))
    problems.push(`${name} does not do ${service.name}`);

  const own = {
    start: businessInstant(visit.date, visit.start, timeZone).getTime(),
    end: businessInstant(visit.date, visit.end, timeZone).getTime(),
    bufferBefore: service?.bufferBefore ?? 0,
    bufferAfter: service?.bufferAfter ?? 0,
  };
  for (const other of [...staff.busy].sort((a, b) => a.start - b.start)) {
    if (!clashes(own, other)) continue;
    const at = clockLabel(businessWallClock(other.start, timeZone).time);
    const overlapsItself = own.start < other.end && other.start < own.end;
    problems.push(`Overlaps ${name}'s visit at ${at}${overlapsItself ? '' : ' (with travel time)'}`);
  }
  return problems;
}

/** One staff member's availability on a day, for the "Who is working" panel. */
export const staffDaySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Their working periods that weekday (empty when not working). */
  periods: z.array(z.object({ starts: z.string(), ends: z.string() })),
  /** On time off that day. */
  off: z.boolean(),
});
export type StaffDay = z.infer<typeof staffDaySchema>;

export const availabilityDaySchema = z.object({
  date: z.string(),
  holiday: z.string().nullable(),
  opening: z.array(z.object({ starts: z.string(), ends: z.string() })),
  staff: z.array(staffDaySchema),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

/** The longest range the panel asks for at once: a week view plus margin. */
export const AVAILABILITY_MAX_DAYS = 31;

/** Who is working on a day, in words: "8:00 AM – 4:00 PM", "Time off", "Not working Saturdays". */
export function staffDayLabel(day: { date: string }, staff: StaffDay): string {
  if (staff.off) return 'Time off';
  if (staff.periods.length === 0) return `Not working ${weekdayPlural(weekdayOf(day.date))}`;
  return periodsLabel(staff.periods);
}

/** The availability of each day from `from` to `to` (yyyy-MM-dd, inclusive), in date order. */
export function availabilityDays(
  from: string,
  to: string,
  inputs: Pick<AvailabilityInputs, 'staff' | 'calendar' | 'holidayNames'>,
): AvailabilityDay[] {
  const days: AvailabilityDay[] = [];
  const [y = 0, m = 1, d = 1] = from.split('-').map(Number);
  for (let i = 0; i < AVAILABILITY_MAX_DAYS; i++) {
    const date = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (date > to) break;
    const weekday = weekdayOf(date);
    const holiday = inputs.holidayNames[date] ?? null;
    const periods = (ps: readonly WeekdayPeriod[]) =>
      of(ps, weekday)
        .map((p) => ({ starts: p.starts, ends: p.ends }))
        .sort((a, b) => toMinutes(a.starts) - toMinutes(b.starts));
    days.push({
      date,
      holiday,
      opening: holiday === null ? periods(inputs.calendar.openingHours) : [],
      staff: inputs.staff.map((s) => ({ id: s.id, name: s.name, periods: periods(s.hours), off: isOff(s, date) })),
    });
  }
  return days;
}

const dateField = z.string().refine(isCalendarDate, 'Enter a date as yyyy-MM-dd.');
const timeField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Enter a time as HH:mm.');
const idField = coercedRowIdField();

/** GET /api/admin/availability/days?from=&to= */
export const availabilityDaysQuerySchema = z
  .object({ from: dateField, to: dateField })
  .refine((q) => q.from <= q.to, { message: 'The last day must not be before the first.', path: ['to'] })
  .refine(
    (q) => (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 < AVAILABILITY_MAX_DAYS,
    { message: `Ask for at most ${AVAILABILITY_MAX_DAYS} days at once.`, path: ['to'] },
  );

export const availabilityDaysAnswerSchema = z.object({
  days: z.array(availabilityDaySchema),
  /** Warnings of the visits on those days, by appointment id (visits without any are left out). */
  visitWarnings: z.record(z.string(), z.array(z.string())),
});
export type AvailabilityDaysAnswer = z.infer<typeof availabilityDaysAnswerSchema>;

/** GET /api/admin/availability/check: the form's live check before saving. */
export const availabilityCheckQuerySchema = z
  .object({
    date: dateField,
    start: timeField,
    end: timeField,
    staffId: idField.optional(),
    serviceTypeId: idField.optional(),
    /** When editing: the visit itself does not count as busy. */
    appointmentId: idField.optional(),
  })
  .refine((q) => q.start < q.end, { message: 'The end time must be after the start time.', path: ['end'] });

export const availabilityCheckAnswerSchema = z.object({ availabilityWarnings: z.array(z.string()) });
