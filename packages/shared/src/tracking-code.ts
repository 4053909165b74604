/**
 * Tracking codes: TA-XXXX-XXXX from 31 symbols that cannot be mistaken for one another when read
 * aloud or typed (no 0/O, no 1/I/L). Typed case-insensitively, with or without the dashes.
 */
export const TRACKING_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TRACKING_CODE_PATTERN = /^TA-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/;

/** The canonical 'TA-XXXX-XXXX' form of what someone typed, or null if it cannot be a code. */
export function normalizeTrackingCode(input: string): string | null {
  let compact = input.toUpperCase().replace(/[\s-]/g, '');
  // With the prefix it is 10 characters; without, 8 (which may itself start with "TA").
  if (compact.length === 10 && compact.startsWith('TA')) compact = compact.slice(2);
  if (compact.length !== 8) return null;
  const code = `TA-${compact.slice(0, 4)}-${compact.slice(4)}`;
  return TRACKING_CODE_PATTERN.test(code) ? code : null;
}
