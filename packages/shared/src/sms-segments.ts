/**
 * How many texts a message costs. A carrier bills each segment: GSM-7 (the basic alphabet) holds 160
 * characters in one text and 153 in each part of a longer one; a single character outside it (an "á",
 * a curly quote, an emoji) turns the whole message into UCS-2, 70 in one text and 67 per part
 * (docs/sms.md "Segments"). Staff see the count as they type, and the message texts are kept within it.
 */

/** The GSM 03.38 basic alphabet: one septet each. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Its extension table: an escape and the character, two septets each. */
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

const SINGLE = { 'GSM-7': 160, 'UCS-2': 70 } as const;
const PART = { 'GSM-7': 153, 'UCS-2': 67 } as const;

/** Whether every character of `text` is in the GSM-7 alphabet (basic or extension table). */
export function isGsm7(text: string): boolean {
  for (const char of text) if (!GSM_BASIC.has(char) && !GSM_EXTENDED.has(char)) return false;
  return true;
}

/**
 * The encoding, size and segment count of `text`. In a long message a character is never split between
 * two parts (an escape and its character, or the two halves of an emoji, stay together), so a part
 * may carry one unit less than its maximum.
 */
export function smsSize(text: string): SmsSize {
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const widths = [...text].map((char) => (encoding === 'GSM-7' ? (GSM_EXTENDED.has(char) ? 2 : 1) : char.length));
  const units = widths.reduce((sum, width) => sum + width, 0);
  if (units === 0) return { encoding, units, segments: 0 };
  if (units <= SINGLE[encoding]) return { encoding, units, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const width of widths) {
    if (used + width > PART[encoding]) {
      segments += 1;
      used = 0;
    }
    used += width;
  }
  return { encoding, units, segments };
}
