import type { Repositories } from '../repositories.js';
import * as activity from './invoice-events.js';

/** The payment row's note on an invoice for a deposit counted on it, in the office's words. */
export const DEPOSIT_NOTE = 'Deposit paid with the quote';

/**
 * Counts each paid deposit of a quote not yet on an invoice as a payment of the invoice made from it
 * (docs/quotes.md, "Deposits"): Stripe's payment id, fee, card and payer copied, the invoice's paid sum
 * raised, in the caller's transaction (`repos` are its). A deposit is counted once: it keeps the payment it became.
 * Returns the cents counted.
 */
export async function countDeposits(repos: Repositories, quoteId: number, invoiceId: number): Promise<number> {
  let counted = 0;
  for (const deposit of await repos.quoteDeposits.unapplied(quoteId)) {
    const recorded = await repos.cardPayments.recordCardPayment(invoiceId, {
      amountCents: deposit.amountCents,
      paymentIntentId: deposit.providerReference,
      feeCents: deposit.feeCents,
      cardLabel: deposit.cardLabel,
      paidByUserId: deposit.paidByUserId,
      payerName: deposit.payerName,
      payerEmail: deposit.payerEmail,
      receivedOn: deposit.paidOn,
      note: DEPOSIT_NOTE,
    });
    // The payment was recorded already (it cannot be twice): the deposit only points at it.
    const payment = recorded?.payment ?? (await repos.cardPayments.paymentByIntent(deposit.providerReference));
    if (!payment || !(await repos.quoteDeposits.setApplied(deposit.id, payment.id))) continue;
    if (recorded) {
      counted += deposit.amountCents;
      await repos.events.record(activity.depositCounted(recorded.invoice, deposit, quoteId));
    }
  }
  return counted;
}
