import { describe, expect, it } from 'vitest';
import {
  appointmentStatusLabel,
  formatAppointmentDate,
  formatClockTime,
  formatDayHeading,
  formatShortDay,
  serviceLabel,
} from './appointment-format';

describe('dates and times', () => {
  it('writes the heading as EEEE, MMMM d, yyyy', () => {
    expect(formatDayHeading('2026-03-02')).toBe('Monday, March 2, 2026');
    expect(formatDayHeading('2026-03-08')).toBe('Sunday, March 8, 2026');
  });

  it('writes dates and short days', () => {
    expect(formatAppointmentDate('2026-12-25')).toBe('December 25, 2026');
    expect(formatShortDay('2026-12-25')).toBe('Fri, Dec 25');
  });

  it('writes times in 12-hour form', () => {
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('09:00')).toBe('9:00 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('14:30:00')).toBe('2:30 PM');
  });

  it('says Invalid date / Invalid time for values that are not real', () => {
    expect(formatDayHeading('2026-02-30')).toBe('Invalid date');
    expect(formatAppointmentDate('soon')).toBe('Invalid date');
    expect(formatClockTime('25:00')).toBe('Invalid time');
    expect(formatClockTime('9am')).toBe('Invalid time');
  });
});

describe('labels', () => {
  it('names every status in words', () => {
    expect(appointmentStatusLabel('scheduled')).toBe('Scheduled');
    expect(appointmentStatusLabel('pending')).toBe('Pending');
    expect(appointmentStatusLabel('confirmed')).toBe('Confirmed');
    expect(appointmentStatusLabel('approved')).toBe('Approved/Started');
    expect(appointmentStatusLabel('in-progress')).toBe('In Progress');
    expect(appointmentStatusLabel('completed')).toBe('Completed');
    expect(appointmentStatusLabel('cancelled')).toBe('Cancelled');
  });

  it('never shows a raw or inherited key', () => {
    expect(appointmentStatusLabel('archived')).toBe('Unknown');
    expect(appointmentStatusLabel('toString')).toBe('Unknown');
  });

  it('names a missing service Unknown Service', () => {
    expect(serviceLabel(null)).toBe('Unknown Service');
    expect(serviceLabel('Tech Support')).toBe('Tech Support');
  });
});
