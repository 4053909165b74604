import { addDaysToDate } from '@ta/shared';

/**
 * When autopay tries a declined card again (docs/decisions/077-card-on-file-and-autopay.md, "Retries").
 * At most three tries an invoice: the first on its due day, then, after a decline that may pass
 * (not enough money today, the bank busy, a decline without a reason), 3 days later and 5 days after
 * that. A decline that says the card will never be approved (lost, stolen, closed, expired, wrong
 * number, fraud) or that the client must act (confirm the card, authenticate) is not tried again:
 * the card networks count such retries as excessive, and Stripe's advice is to ask the customer
 * for another card. The issuer's own advice, when Stripe passes it on, decides first.
 */

export const AUTOPAY_MAX_TRIES = 3;

/** Days to wait after try n's decline before try n + 1. */
const DAYS_BEFORE_TRY: Record<number, number> = { 2: 3, 3: 5 };

/**
 * Stripe's decline codes after which the same card is not charged again (docs.stripe.com/declines/codes):
 * the card is gone or blocked (Visa's "issuer will never approve" category), its data is wrong or out
 * of date (an expired card, a wrong number or CVC: the client saves a new card), or the charge needs
 * the client present (authentication). Every other code (insufficient_funds, processing_error,
 * try_again_later, generic_decline, do_not_honor, call_issuer, card_velocity_exceeded…) may pass later.
 */
export const HARD_DECLINES: ReadonlySet<string> = new Set([
  'authentication_required',
  'card_not_supported',
  'currency_not_supported',
  'expired_card',
  'fraudulent',
  'incorrect_cvc',
  'incorrect_number',
  'incorrect_pin',
  'incorrect_zip',
  'invalid_account',
  'invalid_cvc',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_number',
  'lost_card',
  'merchant_blacklist',
  'new_account_information_available',
  'not_permitted',
  'pickup_card',
  'restricted_card',
  'revocation_of_all_authorizations',
  'revocation_of_authorization',
  'security_violation',
  'service_not_allowed',
  'stolen_card',
  'stop_payment_order',
  'transaction_not_allowed',
]);

/** Stripe's `advice_code` values that say not to try this card again as it is. */
const ADVICE_NOT_AGAIN: ReadonlySet<string> = new Set(['do_not_try_again', 'confirm_card_data']);

export interface Decline {
  declineCode: string | null;
  adviceCode: string | null;
}

/** Whether a decline may pass on a later try of the same card. */
export function mayPassLater(decline: Decline): boolean {
  if (decline.adviceCode === 'try_again_later') return true;
  if (decline.adviceCode && ADVICE_NOT_AGAIN.has(decline.adviceCode)) return false;
  return !(decline.declineCode && HARD_DECLINES.has(decline.declineCode));
}

/**
 * The New York day of the try after try `tryNumber` was declined on `today`, or null when there is
 * none (a hard decline, or the last try).
 */
export function nextTryOn(tryNumber: number, decline: Decline, today: string): string | null {
  if (tryNumber >= AUTOPAY_MAX_TRIES || !mayPassLater(decline)) return null;
  const wait = DAYS_BEFORE_TRY[tryNumber + 1];
  return wait === undefined ? null : addDaysToDate(today, wait);
}
