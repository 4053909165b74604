import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldCalendar, foldLine, unfoldCalendar } from './ical-folding.js';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');
/** Text with the characters people type here: accents, ñ, emoji (4 octets), CJK (3 octets), escapes. */
const text = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', ',', '\\n', 'é', 'ñ', 'ü', '€', '中', '😀', '👍🏽', '\u0301'),
  maxLength: 400,
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('counts octets, not characters: 40 "é" (80 octets) need a second line', () => {
    const folded = foldLine(`LOCATION:${'é'.repeat(40)}`);
    const lines = folded.split('\r\n');
    expect(lines).toHaveLength(2);
    expect(octets(lines[0] ?? '')).toBeLessThanOrEqual(75);
    // 9 octets of "LOCATION:" then 33 "é" (66 octets): a 34th would make 77.
    expect(lines[0]).toBe(`LOCATION:${'é'.repeat(33)}`);
    expect(lines[1]).toBe(` ${'é'.repeat(7)}`);
  });

  it('never splits an emoji across lines', () => {
    const folded = foldLine(`SUMMARY:${'😀'.repeat(30)}`);
    for (const line of folded.split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      expect(line).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    }
  });

  it('for any text: every line at most 75 octets, whole code points, and unfolding gives it back', () => {
    fc.assert(
      fc.property(text, (value) => {
        const line = `DESCRIPTION:${value}`;
        const folded = foldLine(line);
        const physical = folded.split('\r\n');
        for (const [i, part] of physical.entries()) {
          expect(octets(part)).toBeLessThanOrEqual(75);
          if (i > 0) expect(part.startsWith(' ')).toBe(true);
          // Each physical line is whole UTF-8 on its own: no character was cut in two.
          expect(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(part, 'utf8'))).toBe(part);
        }
        expect(unfoldCalendar(folded)).toBe(line);
      }),
    );
  });
});

describe('foldCalendar', () => {
  it('refolds lines folded by characters (with a tab) by octets, and keeps the CRLF ends', () => {
    const byCharacters = `BEGIN:VCALENDAR\r\nLOCATION:${'ñ'.repeat(70)}\r\n\t${'ñ'.repeat(10)}\r\nEND:VCALENDAR\r\n`;
    const folded = foldCalendar(byCharacters);
    expect(folded.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfoldCalendar(folded)).toBe(`BEGIN:VCALENDAR\r\nLOCATION:${'ñ'.repeat(80)}\r\nEND:VCALENDAR\r\n`);
  });
});
