import { randomUUID } from 'node:crypto';
import { businessToday, defaultBusiness, pathInLocale, quoteLabel, type CardCheckout, type Locale } from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { conflict } from '../../lib/http-errors.js';
import type { UserRecord } from '../accounts/index.js';
import { depositDue, ownQuote, quoteDepositPaid, quoteOfLink, type QuoteRecord } from '../quotes/index.js';
import type { Repositories } from '../repositories.js';
import type { ServiceContext } from '../service-context.js';
import * as activity from './card-payment-events.js';
import { sendDepositReceipts } from './card-receipts.js';
import { atStripe, gatewayOr404 } from './invoice-checkout.js';
import type { CardPayment } from './stripe-gateway.js';

/**
 * A quote's deposit paid by card (docs/quotes.md, "Deposits"): Stripe's page for it, started right
 * after the approval or by "Pay the deposit by card" on the quote's page; the webhook records it once
 * (stripe-events.ts), and the invoice made from the quote counts it as paid (invoice-making.ts). As
 * for invoices, nothing is marked paid by the browser coming back: only Stripe's word is.
 */

/** The payment row's note on an invoice for a deposit counted on it, in the office's words. */
export const DEPOSIT_NOTE = 'Deposit paid with the quote';

interface Payer {
  userId: number | null;
  email: string | undefined;
  language: Locale;
}

/**
 * Starts Stripe's page for what is left of the deposit of an approved quote's current version; an older
 * page left open is ended first. 404 without card payments; 409 when nothing is due (not approved, no
 * deposit asked, already on an invoice) or it is paid; 503 when Stripe cannot be reached.
 */
export async function startDepositCheckout(
  ctx: ServiceContext,
  quote: QuoteRecord,
  payer: Payer,
  page: { path: string; clientId: number | null },
): Promise<CardCheckout> {
  const stripe = gatewayOr404(ctx);
  const version = (await ctx.repos.quotes.versions(quote.id)).find((v) => v.version === quote.currentVersion);
  if (quote.status !== 'approved' || !version || version.depositCents === null) throw conflict('deposit_not_due');
  const { dueCents } = await depositDue(ctx.repos, quote, version);
  if (dueCents <= 0) throw conflict('deposit_paid');
  if ((await ctx.repos.quoteDeposits.invoiceOfQuote(quote.id)) !== undefined) throw conflict('deposit_not_due');
  for (const sessionId of await ctx.repos.cardPayments.openCheckouts({ quoteId: quote.id })) {
    await atStripe(() => stripe.expireCheckout(sessionId));
    await ctx.repos.cardPayments.setCheckoutStatus(sessionId, 'expired', new Date().toISOString());
  }
  const back = `${ctx.publicUrl}${pathInLocale(page.path, payer.language)}`;
  const { sessionId, url } = await atStripe(() =>
    stripe.startCheckout({
      mode: 'payment',
      description: `${defaultBusiness.name}: ${mailIntl(payer.language).t('deposit.line', { label: quoteLabel(quote.id) })}`,
      amountCents: dueCents,
      language: payer.language,
      email: payer.email,
      tags: {
        purpose: 'deposit',
        quoteId: quote.id,
        quoteVersion: version.version,
        ...(payer.userId ? { payerUserId: payer.userId } : {}),
      },
      successUrl: `${back}?deposit=paid`,
      cancelUrl: back,
      idempotencyKey: randomUUID(),
    }),
  );
  await ctx.repos.cardPayments.addCheckout({
    sessionId,
    purpose: 'deposit',
    quoteId: quote.id,
    quoteVersion: version.version,
    clientId: page.clientId,
    amountCents: dueCents,
    payerUserId: payer.userId,
  });
  return { url };
}

/** In the client area: the client's own quote, or their client's for a circle member with the billing right. */
export async function payClientDeposit(
  ctx: ServiceContext,
  payer: UserRecord,
  clientId: number,
  quoteId: number,
  language: Locale,
): Promise<CardCheckout> {
  const quote = await ownQuote(ctx.repos, clientId, quoteId);
  return startDepositCheckout(
    ctx,
    quote,
    { userId: payer.id, email: payer.email, language },
    { path: `/quotes/${quote.id}`, clientId },
  );
}

/**
 * From the e-mailed link: whoever holds it pays, and types their own e-mail on Stripe's page; the
 * signed-in client whose quote it is (not acting for someone else) is recorded as the payer.
 */
export async function payLinkDeposit(
  ctx: ServiceContext,
  token: string,
  signedIn: UserRecord | null,
  language: Locale,
): Promise<CardCheckout> {
  const quote = await quoteOfLink(ctx.repos, token);
  const own = signedIn !== null && quote.clientId !== null && signedIn.id === quote.clientId;
  return startDepositCheckout(
    ctx,
    quote,
    own ? { userId: signedIn.id, email: signedIn.email, language } : { userId: null, email: undefined, language },
    { path: `/quote/${token}`, clientId: quote.clientId },
  );
}

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
