import { SESSION_WARNING_SECONDS, type SessionTimes } from '@ta/shared';

export const WARNING_MS = SESSION_WARNING_SECONDS * 1000;
/** A timer longer than this is cut short and the times read again (a browser caps timers at ~24 days). */
const LONGEST_WAIT_MS = 60 * 60_000;
/** Leeway for the moment of the warning, so a read just outside the window does not loop. */
const LEEWAY_MS = 1000;

/** When the session ends on this browser's clock, and whether "Stay signed in" can put it off. */
export interface SessionDeadline {
  endsAt: number;
  canExtend: boolean;
}

/**
 * The server's times on this browser's clock: what is left by the server's clock, counted from the
 * moment the answer arrived (the two clocks may differ; a sleeping laptop is caught by the next read).
 */
export function deadlineFrom(times: SessionTimes, localNow: number): SessionDeadline {
  const idle = Date.parse(times.idleExpiresAt);
  const absolute = Date.parse(times.absoluteExpiresAt);
  const left = Math.min(idle, absolute) - Date.parse(times.serverTime);
  return { endsAt: localNow + left, canExtend: idle < absolute };
}

export function isWarningDue(deadline: SessionDeadline, now: number): boolean {
  return deadline.endsAt - now <= WARNING_MS + LEEWAY_MS;
}

/** How long to wait before reading the times again to decide on the warning. */
export function delayUntilWarning(deadline: SessionDeadline, now: number): number {
  return Math.min(Math.max(deadline.endsAt - WARNING_MS - now, 0), LONGEST_WAIT_MS);
}

/** "1:05": minutes and seconds left, never below 0:00. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The whole minutes the warning's title names: "in 2 minutes". */
export function minutesLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** What a screen reader hears as time runs out: once at one minute, once at 30 seconds, not every second. */
export function spokenMark(ms: number): 'one-minute' | 'half-minute' | null {
  if (ms <= 30_000) return 'half-minute';
  if (ms <= 60_000) return 'one-minute';
  return null;
}
