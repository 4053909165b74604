import { z } from './zod.js';

/**
 * Bounds every input shares, so SQLite and PostgreSQL refuse the same values with the same 4xx
 * (docs/reliability.md, "Input bounds"): PostgreSQL's integer columns stop at 2³¹ − 1 and its
 * dates and timestamps refuse what SQLite's text columns keep.
 */

/** The largest row id (and any other stored integer a person sends): PostgreSQL's `integer`. */
export const MAX_ROW_ID = 2_147_483_647;

/** The largest amount in cents on any line or total: $1,000,000, far below the integer limit. */
export const MAX_CENTS = 100_000_000;

/** Dates are refused outside these years: a birth date fits, and so does a plan years ahead. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-MM-dd (2026-02-30 is not one), from 1900 to 2100. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < FIRST_YEAR || y > LAST_YEAR) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * True when text holds a control character other than tab, line feed and carriage return
 * (PostgreSQL cannot store NUL; the others only break pages, PDFs and e-mails). The server
 * refuses every request carrying one, in any field.
 */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** A row id typed as a number. */
export const rowIdField = (message?: string) =>
  z
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(MAX_ROW_ID, message);

/** A row id from a form or query string ("12" or 12). */
export const coercedRowIdField = (message?: string) =>
  z.coerce
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(MAX_ROW_ID, message);
