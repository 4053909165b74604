import { businessToday } from '@ta/shared';
import type { UserRecord } from '../accounts/index.js';
import { countDeposits } from '../invoices/index.js';
import { quoteDepositPaid } from '../quotes/index.js';
import type { ServiceContext } from '../service-context.js';
import { sendDepositReceipts } from './card-receipts.js';
import type { CardPayment } from './stripe-gateway.js';

/**
 * A quote's deposit paid by card, as Stripe's webhook tells it (docs/quotes.md, "Deposits"): the quote
 * starts Stripe's page (quotes/quote-deposit-checkout.ts), this records what was paid, and the invoice
 * made from the quote counts it (invoices/invoice-deposits.ts).
 */

/** Who paid, as the webhook worked it out (stripe-events.ts). */
export interface DepositPayer {
  user: UserRecord | undefined;
  name: string | null;
  email: string | null;
}

/**
 * Records a deposit Stripe told of, once (by its payment id), with its receipts and an activity line.
 * Told again (another event of the same payment) it only fills in the fee, on the deposit and on the
 * invoice's payment it became. Paid after the invoice was made from the quote, it is counted on that
 * invoice at once. Runs in the webhook's transaction; returns what was done, in words.
 */
export async function recordDeposit(tx: ServiceContext, payment: CardPayment, payer: DepositPayer): Promise<string> {
  const known = await tx.repos.quoteDeposits.byReference(payment.paymentIntentId);
  if (known) {
    if (known.feeCents === null && payment.feeCents !== null) {
      await tx.repos.quoteDeposits.setFee(known.id, payment.feeCents);
      if (known.appliedPaymentId !== null) await tx.repos.cardPayments.setFee(known.appliedPaymentId, payment.feeCents);
    }
    return `deposit ${known.id} already recorded`;
  }
  const quoteId = payment.tags?.quoteId;
  const quote = quoteId === undefined ? undefined : await tx.repos.quotes.findById(quoteId);
  if (!quote) return 'deposit of a quote not found';
  const deposit = await tx.repos.quoteDeposits.record({
    quoteId: quote.id,
    quoteVersion: payment.tags?.quoteVersion ?? quote.currentVersion,
    amountCents: payment.amountCents,
    feeCents: payment.feeCents,
    providerReference: payment.paymentIntentId,
    paidByUserId: payer.user?.id ?? null,
    payerName: payer.name,
    payerEmail: payer.email,
    cardLabel: payment.cardLabel,
    paidOn: businessToday(new Date(payment.created * 1000)),
  });
  if (!deposit) return 'deposit already recorded';
  await tx.repos.events.record(
    quoteDepositPaid(quote, deposit, { payerId: payer.user?.id ?? null, forClientId: quote.clientId }),
  );
  await sendDepositReceipts(
    tx,
    quote,
    deposit,
    payer.email ? { email: payer.email, name: payer.name, language: payer.user?.language ?? quote.language } : null,
  );
  const invoiceId = await tx.repos.quoteDeposits.invoiceOfQuote(quote.id);
  if (invoiceId !== undefined) await countDeposits(tx.repos, quote.id, invoiceId);
  return `deposit ${deposit.id} recorded for quote ${quote.id}`;
}
