import { z } from './zod.js';

/** What the referral calls answer (docs/referrals.md); the code field and words are in referrals.ts. */

/** GET /api/user/referral: the client's code and link, the discount, and the friends who came with it. */
export const referralViewSchema = z.object({
  code: z.string(),
  /** The full address to share. */
  link: z.string(),
  /** The referral discount in the price list, in words of both languages; null when the owner set none. */
  discount: z
    .object({
      name: z.string(),
      nameEs: z.string(),
      percentBp: z.number().int().nullable(),
      amountCents: z.number().int().nullable(),
    })
    .nullable(),
  friends: z.array(z.object({ firstName: z.string(), billed: z.boolean(), thanked: z.boolean() })),
});
export type ReferralView = z.infer<typeof referralViewSchema>;

/** GET /api/admin/clients/:id/referrals: who referred the client, whom they referred, and where the discounts went. */
export const staffReferralsSchema = z.object({
  code: z.string().nullable(),
  referredBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  referred: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      registeredAt: z.string(),
      welcomeInvoiceNumber: z.number().int().nullable(),
      thanksInvoiceNumber: z.number().int().nullable(),
    }),
  ),
});
export type StaffReferrals = z.infer<typeof staffReferralsSchema>;
