import { randomUUID } from 'node:crypto';
import {
  balanceCents,
  businessToday,
  defaultBusiness,
  invoiceLabel,
  pathInLocale,
  type CardCheckout,
  type Locale,
  type PayLinkInvoice,
} from '@ta/shared';
import { conflict, notFound, unavailable } from '../../lib/http-errors.js';
import { sha256 } from '../../lib/tokens.js';
import type { UserRecord } from '../accounts/index.js';
import type { InvoiceRow } from '../invoices/index.js';
import { payableByCard } from '../invoices/index.js';
import { invoiceState } from '@ta/shared';
import type { ServiceContext } from '../service-context.js';
import type { StripeGateway } from './stripe-gateway.js';

/**
 * Paying an invoice by card (docs/payments.md): the Pay button starts a Stripe Checkout page for what
 * is left to pay, from the client area (the client, or someone of their circle with the billing right)
 * or from the invoice e-mail's pay link, signed out. Nothing is marked paid here: only Stripe's
 * webhook records the payment (stripe-events.ts), never the browser coming back.
 */

export function gatewayOr404(ctx: Pick<ServiceContext, 'stripe'>): StripeGateway {
  if (!ctx.stripe) throw notFound('card_payments_off');
  return ctx.stripe;
}

/** Stripe did not answer or refused the call: the visitor reads that nothing was charged. */
export async function atStripe<T>(call: () => Promise<T>): Promise<T> {
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

/** Starts the Checkout page for an invoice's balance; an older page left open is ended first. */
async function startCheckout(
  ctx: ServiceContext,
  invoice: InvoiceRow,
  payer: Payer,
  page: { path: string; clientId: number | null },
): Promise<CardCheckout> {
  const stripe = gatewayOr404(ctx);
  if (invoice.voidedAt) throw conflict('invoice_void');
  const amountCents = balanceCents(invoice.totalCents, invoice.paidCents);
  if (amountCents <= 0) throw conflict('invoice_paid');
  for (const sessionId of await ctx.repos.cardPayments.openCheckouts({ invoiceId: invoice.id })) {
    await atStripe(() => stripe.expireCheckout(sessionId));
    await ctx.repos.cardPayments.setCheckoutStatus(sessionId, 'expired', new Date().toISOString());
  }
  const back = `${ctx.publicUrl}${pathInLocale(page.path, payer.language)}`;
  const { sessionId, url } = await atStripe(() =>
    stripe.startCheckout({
      mode: 'payment',
      description: `${defaultBusiness.name}: ${invoiceLabel(invoice.number)}`,
      amountCents,
      language: payer.language,
      email: payer.email,
      tags: { purpose: 'invoice', invoiceId: invoice.id, ...(payer.userId ? { payerUserId: payer.userId } : {}) },
      successUrl: `${back}?paid=card`,
      cancelUrl: back,
      idempotencyKey: randomUUID(),
    }),
  );
  await ctx.repos.cardPayments.addCheckout({
    sessionId,
    purpose: 'invoice',
    invoiceId: invoice.id,
    clientId: page.clientId,
    amountCents,
    payerUserId: payer.userId,
  });
  return { url };
}

/** Pay by card in the client area: the client's own invoice, or their client's for a circle member with the billing right. */
export async function payInvoiceByCard(
  ctx: ServiceContext,
  payer: UserRecord,
  clientId: number,
  invoiceId: number,
  language: Locale,
): Promise<CardCheckout> {
  const invoice = await ctx.repos.invoices.byId(invoiceId);
  if (!invoice || invoice.clientId !== clientId) throw notFound('invoice_not_found');
  return startCheckout(
    ctx,
    invoice,
    { userId: payer.id, email: payer.email, language },
    { path: `/invoices/${invoice.id}`, clientId },
  );
}

/** The invoice a pay link opens; a made-up, replaced or voided invoice's link answers the same 404. */
async function invoiceOfLink(ctx: ServiceContext, token: string): Promise<InvoiceRow> {
  const invoice = token.length >= 20 ? await ctx.repos.cardPayments.invoiceByPayToken(sha256(token)) : undefined;
  if (!invoice || invoice.voidedAt) throw notFound('pay_link_not_found');
  return invoice;
}

/** What the pay link's page shows, signed out: the invoice's sums and whether it can still be paid. */
export async function payLinkInvoice(ctx: ServiceContext, token: string): Promise<PayLinkInvoice> {
  const invoice = await invoiceOfLink(ctx, token);
  return {
    label: invoiceLabel(invoice.number),
    recipientName: invoice.recipientName,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    totalCents: invoice.totalCents,
    paidCents: invoice.paidCents,
    balanceCents: balanceCents(invoice.totalCents, invoice.paidCents),
    state: invoiceState(invoice, businessToday()),
    language: invoice.language,
    payByCard: payableByCard(ctx, invoice),
  };
}

/** Pay by card from the e-mailed link: whoever holds it pays, and types their own e-mail on Stripe's page. */
export async function payInvoiceByLink(ctx: ServiceContext, token: string, language: Locale): Promise<CardCheckout> {
  const invoice = await invoiceOfLink(ctx, token);
  return startCheckout(
    ctx,
    invoice,
    { userId: null, email: undefined, language },
    { path: `/pay/${token}`, clientId: null },
  );
}
