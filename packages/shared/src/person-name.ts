import { z } from './zod.js';

/** The longest first or last name (a full name, such as a trusted contact's, may hold two). */
export const PERSON_NAME_MAX = 50;

export const NAME_MESSAGES = {
  lettersOnly: 'Please use only letters, spaces, apostrophes, hyphens and periods in a name',
  noAddress: 'Please type a name, not a web address',
} as const;

/** Letters of any alphabet (with their accents), and between them spaces, apostrophes, hyphens and periods. */
const NAME_SHAPE = /^[\p{L}\p{M}](?:[\p{L}\p{M}'’.-]| (?! ))*$/u;
/** A period with letters on both sides, as in a web address ("evil.example"); "J. R." and "St. John" are names. */
const ADDRESS_SHAPE = /[\p{L}\p{M}\d]\.[\p{L}\p{M}]{2,}/u;

/**
 * A person's name as they type it about themselves or someone they invite. Names go into e-mails sent
 * to any address (an invitation, a greeting), so a name can hold only what names hold: no digits,
 * no markup, no web address, no sentence of a sensible length's worth of links (docs/security.md).
 */
export function personNameField({
  min,
  max = PERSON_NAME_MAX,
  short,
  long,
}: {
  min: number;
  max?: number;
  short: string;
  long: string;
}) {
  return z
    .string({ error: short })
    .trim()
    .min(min, short)
    .max(max, long)
    .refine((name) => name.length === 0 || NAME_SHAPE.test(name), NAME_MESSAGES.lettersOnly)
    .refine((name) => !ADDRESS_SHAPE.test(name), NAME_MESSAGES.noAddress);
}
