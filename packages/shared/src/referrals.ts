import { z } from './zod.js';

/**
 * Referrals (docs/referrals.md): each client has a code to give friends; a friend who registers with it
 * and the client who referred them each get the referral discount the owner set in the price list,
 * once, on their next invoice.
 */

export const REFERRAL_MESSAGES = {
  codeUnknown: 'This referral code was not found. Please check it, or leave the box empty.',
} as const;

/** The page a referral link opens: registration, with the code filled in. */
export const REFERRAL_PARAM = 'ref';
export const referralPath = (code: string) => `/auth?tab=register&${REFERRAL_PARAM}=${encodeURIComponent(code)}`;

/** The registration form's optional code, as typed (any case; blank for none). */
export const referralCodeField = z.string().trim().max(20, REFERRAL_MESSAGES.codeUnknown).optional();
