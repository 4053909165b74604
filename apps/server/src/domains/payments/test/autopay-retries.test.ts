import { describe, expect, it } from 'vitest';
import { AUTOPAY_MAX_TRIES, mayPassLater, nextTryOn } from '../autopay-retries.js';

const decline = (declineCode: string | null, adviceCode: string | null = null) => ({ declineCode, adviceCode });

describe('when autopay tries a declined card again', () => {
  it('tries a decline that may pass 3 days later, then 5 days after that, and stops after the third try', () => {
    expect(nextTryOn(1, decline('insufficient_funds'), '2026-12-04')).toBe('2026-12-07');
    expect(nextTryOn(2, decline('insufficient_funds'), '2026-12-07')).toBe('2026-12-12');
    expect(nextTryOn(AUTOPAY_MAX_TRIES, decline('insufficient_funds'), '2026-12-12')).toBeNull();
    // Across the end of a month and a year.
    expect(nextTryOn(1, decline('processing_error'), '2026-12-30')).toBe('2027-01-02');
  });

  it('retries the declines that may pass, and never the ones that will not', () => {
    for (const code of [
      'insufficient_funds',
      'processing_error',
      'try_again_later',
      'generic_decline',
      'do_not_honor',
      'card_declined',
      null,
    ])
      expect(mayPassLater(decline(code)), String(code)).toBe(true);
    for (const code of [
      'lost_card',
      'stolen_card',
      'pickup_card',
      'expired_card',
      'incorrect_number',
      'invalid_account',
      'fraudulent',
      'authentication_required',
    ])
      expect(nextTryOn(1, decline(code), '2026-12-04'), code).toBeNull();
  });

  it('follows the issuer’s advice first, when Stripe passes it on', () => {
    expect(mayPassLater(decline('generic_decline', 'do_not_try_again'))).toBe(false);
    expect(mayPassLater(decline('insufficient_funds', 'confirm_card_data'))).toBe(false);
    expect(mayPassLater(decline('expired_card', 'try_again_later'))).toBe(true);
  });
});
