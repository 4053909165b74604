import { describe, expect, it } from 'vitest';
import { formatAppointmentDate, formatClockTime, formatRequestAge, formatTimeRange } from './format-dashboard-time';

describe('appointment dates and times, as written (New York wall time)', () => {
  it("formats dates as 'MMMM d, yyyy'", () => {
    expect(formatAppointmentDate('2025-06-05')).toBe('June 5, 2025');
    expect(formatAppointmentDate('2025-12-31')).toBe('December 31, 2025');
  });

  it('formats 12-hour times, with or without seconds', () => {
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('09:30:00')).toBe('9:30 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('17:45')).toBe('5:45 PM');
    expect(formatTimeRange('09:00', '12:00')).toBe('9:00 AM to 12:00 PM');
  });

  it('says Invalid date / Invalid time for values it cannot read', () => {
    expect(formatAppointmentDate('soon')).toBe('Invalid date');
    expect(formatClockTime('noon')).toBe('Invalid time');
  });
});

describe('formatRequestAge', () => {
  const now = new Date('2025-06-10T16:00:00Z');

  it('says how long ago, with "ago"', () => {
    expect(formatRequestAge('2025-06-07T16:00:00Z', now)).toBe('3 days ago');
    expect(formatRequestAge('2025-06-10T15:00:00Z', now)).toBe('about 1 hour ago');
  });

  it('never speaks of the future when the clocks disagree', () => {
    expect(formatRequestAge('2025-06-10T16:02:00Z', now)).toBe('less than a minute ago');
  });
});
