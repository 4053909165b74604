import { describe, expect, it } from 'vitest';
import { isLateCancellation, LATE_CANCELLATION_HOURS } from './late-cancellation.js';

const MINUTE = 60_000;
/** `minutes` before the given instant. */
const before = (instant: string, minutes: number) => new Date(Date.parse(instant) - minutes * MINUTE);

describe('isLateCancellation', () => {
  it('is 24 hours', () => {
    expect(LATE_CANCELLATION_HOURS).toBe(24);
  });

  // 10:00 in New York on March 17, 2026 (EDT, UTC-4) is 14:00Z.
  const march = { appointmentDate: '2026-03-17', startTime: '10:00' };

  it('is late 23 hours 59 minutes ahead, not 24 hours 1 minute ahead', () => {
    expect(isLateCancellation(march, before('2026-03-17T14:00:00Z', 23 * 60 + 59))).toBe(true);
    expect(isLateCancellation(march, before('2026-03-17T14:00:00Z', 24 * 60 + 1))).toBe(false);
  });

  it('is not late at exactly 24 hours, nor days ahead', () => {
    expect(isLateCancellation(march, new Date('2026-03-16T14:00:00Z'))).toBe(false);
    expect(isLateCancellation(march, new Date('2026-03-14T14:00:00Z'))).toBe(false);
  });

  it('is late once the appointment has started', () => {
    expect(isLateCancellation(march, new Date('2026-03-17T15:00:00Z'))).toBe(true);
  });

  it('reads the start as New York time in winter (UTC-5)', () => {
    const january = { appointmentDate: '2026-01-20', startTime: '09:30' }; // 14:30Z
    expect(isLateCancellation(january, before('2026-01-20T14:30:00Z', 23 * 60 + 59))).toBe(true);
    expect(isLateCancellation(january, before('2026-01-20T14:30:00Z', 24 * 60 + 1))).toBe(false);
  });

  it('counts real hours across the spring clock change', () => {
    // 09:00 EDT on Sunday March 8, 2026 is 13:00Z; the clocks jumped at 02:00 that night, so 24 real
    // hours earlier is 08:00 EST on March 7, not 09:00.
    const spring = { appointmentDate: '2026-03-08', startTime: '09:00' };
    expect(isLateCancellation(spring, before('2026-03-08T13:00:00Z', 23 * 60 + 59))).toBe(true);
    expect(isLateCancellation(spring, before('2026-03-08T13:00:00Z', 24 * 60 + 1))).toBe(false);
    // 08:30 EST on March 7: a day ahead on the wall clock, but only 23.5 real hours.
    expect(isLateCancellation(spring, new Date('2026-03-07T13:30:00Z'))).toBe(true);
  });

  it('counts real hours across the autumn clock change', () => {
    // 10:00 EST on Sunday November 1, 2026 is 15:00Z; the clocks fell back at 02:00 that night, so
    // 24 real hours earlier is 11:00 EDT on October 31, not 10:00.
    const autumn = { appointmentDate: '2026-11-01', startTime: '10:00' };
    expect(isLateCancellation(autumn, before('2026-11-01T15:00:00Z', 23 * 60 + 59))).toBe(true);
    expect(isLateCancellation(autumn, before('2026-11-01T15:00:00Z', 24 * 60 + 1))).toBe(false);
    // 10:30 EDT on October 31: under a day on the wall clock, but 24.5 real hours.
    expect(isLateCancellation(autumn, new Date('2026-10-31T14:30:00Z'))).toBe(false);
  });

  it('is never late when the date or time cannot be read', () => {
    const now = new Date('2026-03-16T14:00:00Z');
    expect(isLateCancellation({ appointmentDate: 'soon', startTime: '10:00' }, now)).toBe(false);
    expect(isLateCancellation({ appointmentDate: '2026-02-30', startTime: '10:00' }, now)).toBe(false);
    expect(isLateCancellation({ appointmentDate: '2026-03-16', startTime: 'noon' }, now)).toBe(false);
    expect(isLateCancellation({ appointmentDate: '2026-03-16', startTime: '24:00' }, now)).toBe(false);
  });
});
