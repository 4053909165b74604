import { describe, expect, it } from 'vitest';
import { typedNameMatches } from './typed-name.js';

describe('typedNameMatches', () => {
  it('takes the first and a last name, whatever the case, accents, spaces and middle names', () => {
    for (const typed of [
      'Dolores Muñoz',
      'dolores munoz',
      '  DOLORES   M. Muñoz ',
      'Dolores Munoz-',
      'Dolóres Muñoz',
    ]) {
      expect(typedNameMatches(typed, ['Dolores Muñoz']), typed).toBe(true);
    }
    expect(typedNameMatches('María García', ['María José García López'])).toBe(true);
    expect(typedNameMatches('Maria Lopez', ['María José García López'])).toBe(true);
  });

  it('refuses another name, one word of a full name, or the words swapped', () => {
    for (const typed of ['Frank Ortiz', 'Dolores', 'Muñoz', 'Muñoz Dolores', 'Dolores Ortiz', '', '  ', 'D M']) {
      expect(typedNameMatches(typed, ['Dolores Muñoz']), typed).toBe(false);
    }
    expect(typedNameMatches('Anna Lee', ['Dolores Muñoz', 'Anna Lee'])).toBe(true);
    expect(typedNameMatches('Cher', ['Cher'])).toBe(true);
    expect(typedNameMatches('Cher Smith', ['Cher'])).toBe(false);
  });
});
