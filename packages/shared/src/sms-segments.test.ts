import { describe, expect, it } from 'vitest';
import { isGsm7, smsSize } from './sms-segments.js';

describe('smsSize', () => {
  it('counts a plain English text as GSM-7, 160 characters to one text', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSize('a'.repeat(306))).toEqual({ encoding: 'GSM-7', units: 306, segments: 2 });
    expect(smsSize('a'.repeat(307))).toEqual({ encoding: 'GSM-7', units: 307, segments: 3 });
    expect(smsSize('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0 });
  });

  it('counts the extension characters (€, brackets) as two and never splits one between parts', () => {
    expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    // 152 plain, then a two-septet character: it does not fit the first part's last septet.
    const text = `${'a'.repeat(152)}€${'a'.repeat(10)}`;
    expect(smsSize(text)).toEqual({ encoding: 'GSM-7', units: 164, segments: 2 });
    expect(smsSize(`${'a'.repeat(152)}€${'a'.repeat(152)}`).segments).toBe(3);
  });

  it('keeps the Spanish letters GSM-7 has (ñ, é, ¿, ¡, ü) and turns to UCS-2 for the ones it lacks (á, í, ó, ú)', () => {
    expect(isGsm7('¿Señor Müller? ¡Qué bien!')).toBe(true);
    expect(isGsm7('Mañana a las 10:00, ¿está bien?')).toBe(false);
    expect(smsSize('á'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSize('á'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSize('á'.repeat(135))).toEqual({ encoding: 'UCS-2', units: 135, segments: 3 });
  });

  it('counts a curly quote or an emoji as UCS-2, an emoji as two units kept in one part', () => {
    expect(smsSize('It’s on its way').encoding).toBe('UCS-2');
    expect(smsSize('🙂')).toEqual({ encoding: 'UCS-2', units: 2, segments: 1 });
    // 66 units then an emoji: it goes whole into the second part.
    expect(smsSize(`${'a'.repeat(66)}🙂${'a'.repeat(4)}`)).toEqual({ encoding: 'UCS-2', units: 72, segments: 2 });
  });
});
