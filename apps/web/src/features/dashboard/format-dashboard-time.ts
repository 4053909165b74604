import { format, formatDistance } from 'date-fns';

/**
 * Appointment dates and times are New York wall-clock values (yyyy-MM-dd, HH:mm). They are shown as
 * written, never converted through the device's zone: a local Date built from the parts is only a
 * vehicle for date-fns' formatting.
 */
function wallClock(date: string, time = '00:00'): Date | null {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  if (!y || !m || !d || hh === undefined || mm === undefined || Number.isNaN(hh) || Number.isNaN(mm)) return null;
  const value = new Date(y, m - 1, d, hh, mm);
  return Number.isNaN(value.getTime()) ? null : value;
}

/** 'MMMM d, yyyy', or 'Invalid date' when the value cannot be read. */
export function formatAppointmentDate(date: string): string {
  const value = wallClock(date);
  return value ? format(value, 'MMMM d, yyyy') : 'Invalid date';
}

/** 'h:mm a', or 'Invalid time' when the value cannot be read. */
export function formatClockTime(time: string): string {
  const value = wallClock('2000-01-01', time);
  return value ? format(value, 'h:mm a') : 'Invalid time';
}

export function formatTimeRange(start: string, end: string): string {
  return `${formatClockTime(start)} to ${formatClockTime(end)}`;
}

/** "3 days ago" (relative times with the suffix "ago"); a clock running behind never says "in …". */
export function formatRequestAge(iso: string, now: Date): string {
  const created = new Date(iso);
  if (Number.isNaN(created.getTime())) return 'Invalid date';
  const past = created.getTime() > now.getTime() ? now : created;
  return formatDistance(past, now, { addSuffix: true });
}
