import { formatCents, formatQuantity, type ReferralView } from '@ta/shared';

/** The account page's "Refer a friend" section, as an anchor (the dashboard's tip links to it). */
export const REFERRAL_SECTION_ID = 'refer-a-friend';

/** "10%" or "$20.00": what the referral discount takes off. */
export function discountWords(discount: NonNullable<ReferralView['discount']>): string {
  return discount.percentBp !== null
    ? `${formatQuantity(discount.percentBp)}%`
    : formatCents(discount.amountCents ?? 0);
}
