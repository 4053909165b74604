import { randomInt } from 'node:crypto';
import { TRACKING_ALPHABET } from '@ta/shared';

/** A fresh TA-XXXX-XXXX code from the look-alike-free alphabet (crypto randomness). */
export function generateTrackingCode(): string {
  const pick = () => TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)];
  const group = () => Array.from({ length: 4 }, pick).join('');
  return `TA-${group()}-${group()}`;
}
