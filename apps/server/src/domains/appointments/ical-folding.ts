/**
 * iCalendar line folding (RFC 5545 §3.1): a content line longer than 75 octets, not counting its
 * CRLF, is split with CRLF followed by one space, and a multi-octet UTF-8 character is never split.
 * The `ics` package counts characters instead, so "é", "ñ" or an emoji made its lines too long.
 */
const MAX_OCTETS = 75;
const FOLD = '\r\n ';

/** Joins folded lines back (a CRLF followed by a space or a tab continues the line). */
export function unfoldCalendar(text: string): string {
  return text.replace(/\r\n[ \t]/g, '');
}

/** One content line, without its CRLF, folded into physical lines of at most 75 octets each. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first physical line holds 75 octets; each continuation holds 74 after its leading space.
  let room = MAX_OCTETS;
  for (const codePoint of line) {
    const size = Buffer.byteLength(codePoint, 'utf8');
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
      room = MAX_OCTETS - 1;
    }
    current += codePoint;
    octets += size;
  }
  parts.push(current);
  return parts.join(FOLD);
}

/** A whole iCalendar text (CRLF line ends), folded however it came, folded again by octets. */
export function foldCalendar(text: string): string {
  return unfoldCalendar(text)
    .split('\r\n')
    .map((line) => (line === '' ? line : foldLine(line)))
    .join('\r\n');
}
