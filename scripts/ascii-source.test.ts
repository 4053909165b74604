import { describe, expect, it } from 'vitest';
import { asciiSource } from './ascii-source.mjs';

/** Runs a function body and returns what it returns. */
const run = (body: string): unknown => new Function(body)();

describe('asciiSource', () => {
  it('leaves ASCII code as it is', () => {
    const code = 'const a = "plain"; // a comment\nreturn a;';
    expect(asciiSource(code)).toBe(code);
  });

  it('writes every other character as an escape that means the same in strings, templates, expressions and names', () => {
    const code = [
      '// a comment: “sábado” → lunes…',
      'const año = "mother’s";',
      'const name = `María ${año} 🏠`;',
      "const shape = /^[\\p{L}'’.-]+$/u;",
      'const plain = /’/;',
      'return [año, name, shape.test("O’Neil"), shape.test("O?Neil"), plain.test("it’s"), { señal: 1 }.señal];',
    ].join('\n');
    const ascii = asciiSource(code);
    expect(ascii).toMatch(/^[\0-\x7f]*$/);
    expect(run(ascii)).toEqual(run(code));
    expect(run(ascii)).toEqual(['mother’s', 'María mother’s 🏠', true, false, true, 1]);
  });

  it('refuses a backslash escaping such a character rather than change what it means', () => {
    expect(() => asciiSource('return "\\’";')).toThrow(/backslash before a non-ASCII character/);
    // An escaped backslash before it is a backslash, then the character: that is fine.
    expect(run(asciiSource('return "\\\\’";'))).toBe('\\’');
  });
});
