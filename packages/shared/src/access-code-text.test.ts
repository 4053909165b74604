import { describe, expect, it } from 'vitest';
import { looksLikeAccessCode } from './access-code-text.js';

describe('looksLikeAccessCode', () => {
  it('finds codes as people type them, in English and Spanish', () => {
    for (const text of [
      'Gate code 4512',
      'gate: 4512#',
      'Lockbox 0419, key inside',
      'lock box combo is 12-34-56',
      'Alarm 9087 then press off',
      'Door code is 1 2 3 4',
      'Use the keypad: 55821',
      'Código de la puerta 4512',
      'El portón abre con 7788',
      'PIN 0000',
    ]) {
      expect(looksLikeAccessCode(text), text).toBe(true);
    }
  });

  it('leaves ordinary notes alone', () => {
    for (const text of [
      'Weekly groceries',
      'Bring the tablet charger.',
      'The garage code is on the note by the door.',
      'Zip code 34102, the blue house',
      'Código postal 34102',
      'Ring the door bell twice; she is 92 and hard of hearing',
      'Call 352 555 0199 on arrival',
      null,
      '',
    ]) {
      expect(looksLikeAccessCode(text), String(text)).toBe(false);
    }
  });
});
