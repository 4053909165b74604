import fs from 'node:fs';
import path from 'node:path';
import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { es } from './messages/es';

const dir = path.join(import.meta.dirname, 'messages');
const filesOf = (locale: string) =>
  fs
    .readdirSync(path.join(dir, locale))
    .filter((name) => name.endsWith('.json'))
    .sort();
const read = (locale: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, locale, file), 'utf8')) as Record<string, string>;

describe('the message catalogue', () => {
  it('has the same files in every language, each gathered into its catalogue', () => {
    expect(filesOf('es')).toEqual(filesOf('en'));
    const enKeys = filesOf('en').flatMap((file) => Object.keys(read('en', file)));
    expect(Object.keys(en).sort()).toEqual([...enKeys].sort());
    expect(new Set(enKeys).size).toBe(enKeys.length);
  });

  for (const file of filesOf('en')) {
    it(`${file}: keys start with the file's name, and Spanish has exactly the English keys`, () => {
      const area = file.replace(/\.json$/, '');
      const english = read('en', file);
      const spanish = read('es', file);
      for (const key of Object.keys(english)) expect(key.startsWith(`${area}.`), key).toBe(true);
      expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    });
  }

  it('states no opening hours of its own: pages write them from the one list (useOpeningHoursText)', () => {
    const hoursWords =
      /\b(monday|friday|saturday|lunes|viernes|sábado)\b|\d\s?(am|pm|a\.\s?m\.|p\.\s?m\.)\s*(to|a|-|–)\s*\d/i;
    for (const [id, message] of [...Object.entries(en), ...Object.entries(es)]) {
      expect(message, id).not.toMatch(hoursWords);
    }
  });

  it('every message parses as ICU, with the same arguments in both languages', () => {
    for (const [id, english] of Object.entries(en)) {
      const spanish = es[id as keyof typeof es];
      const result = isStructurallySame(parse(english), parse(spanish));
      expect(result.success, `${id}: ${result.error?.message ?? ''}`).toBe(true);
    }
  });

  it('has a Spanish text for every message: none left empty or copied from English by mistake', () => {
    // Words that are the same in both languages (names, numbers, a phone line) are listed here.
    const sameInBoth = new Set<string>(['site.copyright']);
    for (const [id, english] of Object.entries(en)) {
      const spanish = es[id as keyof typeof es];
      expect(spanish.trim(), id).not.toBe('');
      if (!sameInBoth.has(id) && /[a-z]{3,}/i.test(english)) expect(spanish, id).not.toBe(english);
    }
  });
});
