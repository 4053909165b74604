import { randomInt } from 'node:crypto';
import { referralPath, type ReferralView, type StaffReferrals } from '@ta/shared';
import type { ServiceContext } from '../service-context.js';
import type { UserRecord } from '../accounts/index.js';

/** Letters and digits no one misreads on a phone or over the phone: no 0/O, 1/I/L. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** "RUTH-7K2M": the first name's letters (up to six) and four random characters. */
export function newReferralCode(firstName: string): string {
  const letters = firstName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 6);
  let tail = '';
  for (let i = 0; i < 4; i += 1) tail += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${letters || 'FRIEND'}-${tail}`;
}

/** The client's code, made at its first reading (about 920,000 tails for each name: a clash is tried again). */
async function referralCodeOf(ctx: ServiceContext, user: UserRecord): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const code = await ctx.repos.rewards.codeOf(user.id);
    if (code) return code;
    await ctx.repos.rewards.setCode(user.id, newReferralCode(user.firstName));
  }
  throw new Error('no free referral code after 8 tries');
}

/** GET /api/user/referral (docs/referrals.md): the client's code and link, the discount, their friends. */
export async function referralOf(ctx: ServiceContext, user: UserRecord): Promise<ReferralView> {
  const code = await referralCodeOf(ctx, user);
  const discount = await ctx.repos.priceList.givenFor('referral');
  const friends = await ctx.repos.rewards.referredBy(user.id);
  return {
    code,
    link: `${ctx.publicUrl}${referralPath(code)}`,
    discount: discount
      ? {
          name: discount.name,
          nameEs: discount.nameEs,
          percentBp: discount.percentBp,
          amountCents: discount.amountCents,
        }
      : null,
    // First names only: a client sees that a friend came, not their account.
    friends: friends.map((friend) => ({
      firstName: friend.firstName,
      billed: friend.welcomeInvoiceNumber !== null,
      thanked: friend.thanksInvoiceNumber !== null,
    })),
  };
}

/** GET /api/admin/clients/:id/referrals: who referred the client, whom they referred, where each discount went. */
export async function staffReferralsOf(ctx: ServiceContext, clientId: number): Promise<StaffReferrals> {
  const [code, referrer, referred] = await Promise.all([
    ctx.repos.rewards.codeOf(clientId),
    ctx.repos.rewards.referrerOf(clientId),
    ctx.repos.rewards.referredBy(clientId),
  ]);
  return {
    code,
    referredBy: referrer ? { id: referrer.id, name: `${referrer.firstName} ${referrer.lastName}` } : null,
    referred: referred.map((friend) => ({
      id: friend.id,
      name: `${friend.firstName} ${friend.lastName}`,
      registeredAt: friend.registeredAt,
      welcomeInvoiceNumber: friend.welcomeInvoiceNumber,
      thanksInvoiceNumber: friend.thanksInvoiceNumber,
    })),
  };
}
