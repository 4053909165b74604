import { describe, expect, it } from 'vitest';
import { normalizeTrackingCode, TRACKING_ALPHABET } from './tracking-code.js';

describe('tracking codes', () => {
  it('has no look-alike symbols', () => {
    for (const c of '01OIL') expect(TRACKING_ALPHABET).not.toContain(c);
    expect(new Set(TRACKING_ALPHABET).size).toBe(31);
  });

  it.each([
    ['TA-7KQ2-MX9P', 'TA-7KQ2-MX9P'],
    ['ta-7kq2-mx9p', 'TA-7KQ2-MX9P'],
    ['TA7KQ2MX9P', 'TA-7KQ2-MX9P'],
    ['7KQ2MX9P', 'TA-7KQ2-MX9P'],
    [' 7kq2 mx9p ', 'TA-7KQ2-MX9P'],
    ['TABCDEFG', 'TA-TABC-DEFG'],
  ])('reads %j as %s', (input, code) => {
    expect(normalizeTrackingCode(input)).toBe(code);
  });

  it.each(['', 'TA-', 'TA-7KQ2-MX9', 'TA-7KQ2-MX9PP', 'TA-0KQ2-MX9P', 'TA-IKQ2-MX9P', "TA-7KQ2-MX9'", 'XX-7KQ2-MX9P'])(
    'refuses %j',
    (input) => {
      expect(normalizeTrackingCode(input)).toBeNull();
    },
  );
});
