/**
 * A time-of-day column as the app reads it: 'H:mm', 'HH:mm' or 'HH:mm:ss' (PostgreSQL's `time`) as 'HH:mm';
 * anything else is left for the caller to notice.
 */
export function normalizeTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  return match ? `${match[1]?.padStart(2, '0')}:${match[2]}` : value;
}
