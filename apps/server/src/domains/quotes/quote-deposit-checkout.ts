import { randomUUID } from 'node:crypto';
import { defaultBusiness, pathInLocale, quoteLabel, type CardCheckout, type Locale } from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { conflict, notFound, unavailable } from '../../lib/http-errors.js';
import type { UserRecord } from '../accounts/index.js';
import type { ServiceContext } from '../service-context.js';
import { depositDue, ownQuote, quoteOfLink } from './quote-views.js';
import type { QuoteRecord } from './quotes-repository.js';

/**
 * Stripe's page for a quote's deposit (docs/quotes.md, "Deposits"), started right after the approval
 * or by "Pay the deposit by card" on the quote's page. Nothing is marked paid here: the webhook records
 * the deposit (payments/deposit-payments.ts), never the browser coming back. The gateway comes with the
 * context (`ctx.stripe`), as for invoices (payments/invoice-checkout.ts), whose refusals these repeat.
 */

/** Stripe did not answer or refused the call: the visitor reads that nothing was charged. */
async function atStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw unavailable('card_provider_down');
  }
}

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
  const stripe = ctx.stripe;
  if (!stripe) throw notFound('card_payments_off');
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
