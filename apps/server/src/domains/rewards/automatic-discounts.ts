import type { LineInput, Locale } from '@ta/shared';
import type { Repositories } from '../repositories.js';
import type { PriceItem } from '../quotes/index.js';

/** A discount a client has earned and not yet been given: its grant's key and its invoice line. */
export interface EarnedDiscount {
  key: string;
  line: LineInput;
}

/** The referred client's own discount, on their first invoice. */
export const WELCOME_KEY = 'referral-welcome';
/** The referrer's discount for one friend, once that friend has been billed. */
export const thanksKey = (referredId: number) => `referral-thanks-${referredId}`;
/** The loyalty discount earned with the `n`th group of paid visits. */
const loyaltyKey = (n: number) => `loyalty-${n}`;

/** The price list's discount as an invoice line, in the invoice's language. */
function lineOf(item: PriceItem, language: Locale): LineInput {
  return {
    kind: 'discount',
    description: language === 'es' ? item.nameEs : item.name,
    quantityHundredths: 100,
    unitCents: item.amountCents ?? 0,
    minutes: null,
    percentBp: item.percentBp,
  };
}

/**
 * What the client's next invoice takes off automatically (docs/referrals.md), from the discounts the
 * owner set in the price list: the welcome discount of a client who registered with a friend's code;
 * a thank-you discount for each friend they referred who has been billed since; one loyalty discount
 * for each so many paid visits not yet rewarded (the oldest first, one an invoice). Nothing is claimed here.
 */
export async function earnedDiscounts(
  repos: Repositories,
  clientId: number,
  language: Locale,
): Promise<EarnedDiscount[]> {
  const [given, referral, loyalty] = await Promise.all([
    repos.rewards.grantKeys(clientId),
    repos.priceList.givenFor('referral'),
    repos.priceList.givenFor('loyalty'),
  ]);
  const earned: EarnedDiscount[] = [];
  if (referral) {
    if (!given.has(WELCOME_KEY) && (await repos.rewards.referrerOf(clientId))) {
      earned.push({ key: WELCOME_KEY, line: lineOf(referral, language) });
    }
    for (const friend of await repos.rewards.billedReferrals(clientId)) {
      if (!given.has(thanksKey(friend))) earned.push({ key: thanksKey(friend), line: lineOf(referral, language) });
    }
  }
  if (loyalty?.afterVisits) {
    const groups = Math.floor((await repos.rewards.paidVisits(clientId)) / loyalty.afterVisits);
    for (let n = 1; n <= groups; n += 1) {
      if (given.has(loyaltyKey(n))) continue;
      earned.push({ key: loyaltyKey(n), line: lineOf(loyalty, language) });
      break;
    }
  }
  return earned;
}

/**
 * Claims the client's earned discounts for the invoice being made, in its transaction: each is given
 * once, whatever runs at the same moment (a second invoice made at once finds it claimed and goes
 * without). Returns the lines to add; `attachGrants` then ties them to the invoice.
 */
export async function claimEarnedDiscounts(
  repos: Repositories,
  clientId: number,
  language: Locale,
): Promise<LineInput[]> {
  const lines: LineInput[] = [];
  for (const discount of await earnedDiscounts(repos, clientId, language)) {
    if (await repos.rewards.claim(clientId, discount.key)) lines.push(discount.line);
  }
  return lines;
}

/** The price list's discount for standing visits billed by the month, as a line on each month's invoice; null without one. */
export async function planDiscountLine(repos: Repositories, language: Locale): Promise<LineInput | null> {
  const item = await repos.priceList.givenFor('plan');
  return item ? lineOf(item, language) : null;
}
