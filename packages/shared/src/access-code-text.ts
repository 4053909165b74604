/**
 * Words that name a way into a house, in English and Spanish: a number after one of them is a code.
 * A property's codes belong in its sealed access notes (docs/home-watch.md), never in appointment
 * notes, which go out in e-mails and calendar files.
 */
const CODE_WORDS = [
  'gate',
  'lock ?box',
  'key ?box',
  'key ?safe',
  'alarm',
  'door',
  'garage',
  'keypad',
  'padlock',
  'combo',
  'combination',
  'pin',
  'passcode',
  'entry',
  'access',
  'security',
  'puerta',
  'port[oó]n',
  'alarma',
  'candado',
  'caja de llaves',
  'garaje',
  'clave',
  'code',
  'c[oó]digo',
].join('|');

/** One of the words, then within a few words (no other number between) a number of three digits or more. */
const ACCESS_CODE = new RegExp(`(?<![\\p{L}])(?:${CODE_WORDS})(?![\\p{L}])[^\\d\\n]{0,30}?\\d(?:[\\s-]?\\d){2,}`, 'iu');
/** Postal codes are not door codes. */
const POSTAL = /(?:zip|postal)\s+code|c[oó]digo\s+postal/giu;

/** Whether a note looks like it holds a door, gate, lockbox or alarm code ("Gate code 4512", "Lockbox: 0419"). */
export function looksLikeAccessCode(text: string | null | undefined): boolean {
  if (!text) return false;
  return ACCESS_CODE.test(text.replace(POSTAL, ' '));
}

/** The notes as e-mails and calendar files may carry them: none when they look like they hold a code. */
export function notesSafeToSend(notes: string | null): string | null {
  return looksLikeAccessCode(notes) ? null : notes;
}

export const ACCESS_CODE_WARNING =
  'These notes look like they hold a door, gate, lockbox or alarm code. Notes go out in e-mails and calendar files, so these will be left out of them; keep codes in the property’s sealed access notes instead.';
