import { describe, expect, it } from 'vitest';
import {
  deadlineFrom,
  delayUntilWarning,
  formatCountdown,
  isWarningDue,
  minutesLeft,
  spokenMark,
} from './session-clock';

const times = (idleIn: number, absoluteIn: number, server = Date.parse('2026-11-24T10:00:00Z')) => ({
  idleExpiresAt: new Date(server + idleIn).toISOString(),
  absoluteExpiresAt: new Date(server + absoluteIn).toISOString(),
  serverTime: new Date(server).toISOString(),
});

describe('session clock', () => {
  it("counts what is left by the server's clock from the browser's own now", () => {
    // The browser's clock is an hour behind the server's: the deadline is still 30 minutes away.
    const localNow = Date.parse('2026-11-24T09:00:00Z');
    const deadline = deadlineFrom(times(30 * 60_000, 12 * 3_600_000), localNow);
    expect(deadline.endsAt - localNow).toBe(30 * 60_000);
    expect(deadline.canExtend).toBe(true);
  });

  it('ends at the absolute limit when it comes first, and then cannot be put off', () => {
    const deadline = deadlineFrom(times(30 * 60_000, 5 * 60_000), 0);
    expect(deadline).toEqual({ endsAt: 5 * 60_000, canExtend: false });
  });

  it('warns two minutes before the end, and waits until then', () => {
    const deadline = { endsAt: 30 * 60_000, canExtend: true };
    expect(isWarningDue(deadline, 0)).toBe(false);
    expect(delayUntilWarning(deadline, 0)).toBe(28 * 60_000);
    expect(isWarningDue(deadline, 28 * 60_000)).toBe(true);
    expect(delayUntilWarning(deadline, 29 * 60_000)).toBe(0);
    // A client's week-long limit is read again within the hour rather than on one long timer.
    expect(delayUntilWarning({ endsAt: 7 * 86_400_000, canExtend: true }, 0)).toBe(3_600_000);
  });

  it('shows minutes and seconds, and speaks only at one minute and 30 seconds', () => {
    expect(formatCountdown(120_000)).toBe('2:00');
    expect(formatCountdown(65_500)).toBe('1:06');
    expect(formatCountdown(-3000)).toBe('0:00');
    expect(minutesLeft(119_000)).toBe(2);
    expect(minutesLeft(5000)).toBe(1);
    expect(spokenMark(90_000)).toBeNull();
    expect(spokenMark(60_000)).toBe('one-minute');
    expect(spokenMark(31_000)).toBe('one-minute');
    expect(spokenMark(30_000)).toBe('half-minute');
  });
});
