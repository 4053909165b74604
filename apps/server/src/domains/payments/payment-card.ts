import { randomUUID } from 'node:crypto';
import {
  autopayConsentText,
  invoiceLabel,
  pathInLocale,
  type AutopayInput,
  type CardCheckout,
  type Locale,
  type PaymentCard,
  type StaffPaymentCard,
} from '@ta/shared';
import { conflict, notFound } from '../../lib/http-errors.js';
import { sha256 } from '../../lib/tokens.js';
import type { UserRecord } from '../accounts/index.js';
import type { ServiceContext } from '../service-context.js';
import type { AutopayTryRow, CardCustomerRow } from './autopay-repository.js';
import { atStripe, gatewayOr404 } from './invoice-checkout.js';
import * as activity from './payment-card-events.js';

/**
 * The account holder's card on file and autopay (docs/decisions/077-card-on-file-and-autopay.md). The
 * card is saved on Stripe's own page (Checkout in setup mode, for the client's Stripe customer), and
 * only Stripe's webhook makes it the card on file (stripe-events.ts). Autopay goes on only with the
 * box ticked under words that name the card, what is charged and when, and how to stop; the words are
 * kept as shown, with the time and who agreed. Without card payments set up every call is 404.
 */

/** The account page the card is managed on, and where Stripe's page comes back to. */
export const PAYMENT_CARD_PAGE = '/profile';

/** The autopay words for a card, in each language. */
const consentWordsFor = (cardLabel: string) => ({
  en: autopayConsentText('en', cardLabel),
  es: autopayConsentText('es', cardLabel),
});

/** Names the exact words shown (both languages, with the card): agreeing to other words is refused. */
const versionOf = (words: { en: string; es: string }) => sha256(`${words.en}\n${words.es}`).slice(0, 16);

const cardOf = (row: CardCustomerRow | undefined) =>
  row?.paymentMethodId && row.cardLabel ? { label: row.cardLabel, expires: row.cardExpires } : null;

async function nameOfUser(ctx: ServiceContext, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const user = await ctx.repos.users.findById(id);
  return user ? `${user.firstName} ${user.lastName}`.trim() : null;
}

/** GET /api/payment-card: the card, autopay, the words to agree to and, while on, the words agreed to. */
export async function paymentCardOf(ctx: ServiceContext, client: UserRecord): Promise<PaymentCard> {
  gatewayOr404(ctx);
  const row = await ctx.repos.autopay.customerOf(client.id);
  const card = cardOf(row);
  const words = card ? consentWordsFor(card.label) : null;
  const agreed =
    row?.autopay && row.consentText && row.consentedAt
      ? { text: row.consentText, at: row.consentedAt, by: (await nameOfUser(ctx, row.consentedById)) ?? '' }
      : null;
  return {
    card,
    autopay: row?.autopay === true && card !== null,
    consentWords: words,
    consentVersion: words ? versionOf(words) : null,
    agreed,
  };
}

/**
 * POST /api/payment-card/setup: Stripe's page to save a card (or a new one in its place). The client's
 * Stripe customer is made once and kept; an older save page left open is ended first.
 */
export async function startCardSetup(ctx: ServiceContext, client: UserRecord, language: Locale): Promise<CardCheckout> {
  const stripe = gatewayOr404(ctx);
  let customer = await ctx.repos.autopay.customerOf(client.id);
  if (!customer) {
    const customerId = await atStripe(() =>
      stripe.createCustomer({
        email: client.email,
        name: `${client.firstName} ${client.lastName}`.trim(),
        clientId: client.id,
      }),
    );
    customer = await ctx.repos.autopay.keepCustomer(client.id, customerId);
  }
  for (const sessionId of await ctx.repos.autopay.openCardCheckouts(client.id)) {
    await atStripe(() => stripe.expireCheckout(sessionId));
    await ctx.repos.cardPayments.setCheckoutStatus(sessionId, 'expired', new Date().toISOString());
  }
  const back = `${ctx.publicUrl}${pathInLocale(PAYMENT_CARD_PAGE, language)}`;
  const { customerId } = customer;
  const { sessionId, url } = await atStripe(() =>
    stripe.startCheckout({
      mode: 'setup',
      description: '',
      amountCents: 0,
      language,
      email: client.email,
      customerId,
      tags: { purpose: 'card', clientId: client.id, consentBy: client.id },
      successUrl: `${back}?card=saved`,
      cancelUrl: back,
      idempotencyKey: randomUUID(),
    }),
  );
  await ctx.repos.cardPayments.addCheckout({
    sessionId,
    purpose: 'card',
    clientId: client.id,
    amountCents: 0,
    payerUserId: client.id,
  });
  return { url };
}

/**
 * PUT /api/payment-card/autopay. On: the box ticked (the schema refuses it unticked) under the very
 * words the page showed (their version; words changed since, by a new card, are refused with 409), in
 * the language they were read in; they are kept with the time and who agreed. Off: at once.
 */
export async function setAutopay(
  ctx: ServiceContext,
  client: UserRecord,
  choice: AutopayInput,
  language: Locale,
): Promise<PaymentCard> {
  gatewayOr404(ctx);
  await ctx.inTransaction(async (tx) => {
    if (!choice.autopay) {
      if (await tx.repos.autopay.turnAutopayOff(client.id)) await tx.repos.events.record(activity.autopayOff(client));
      return;
    }
    const card = cardOf(await tx.repos.autopay.customerOf(client.id));
    if (!card) throw conflict('payment_card_none');
    const words = consentWordsFor(card.label);
    if (choice.consentVersion !== versionOf(words)) throw conflict('autopay_consent_changed');
    const on = await tx.repos.autopay.turnAutopayOn(client.id, {
      text: words[language],
      at: new Date().toISOString(),
      byId: client.id,
    });
    if (!on) throw conflict('payment_card_none');
    await tx.repos.events.record(activity.autopayOn(client, card.label));
  });
  return paymentCardOf(ctx, client);
}

/** DELETE /api/payment-card: Stripe forgets the card, then it comes off the account, and autopay with it. */
export async function removeCard(ctx: ServiceContext, client: UserRecord): Promise<PaymentCard> {
  const stripe = gatewayOr404(ctx);
  const row = await ctx.repos.autopay.customerOf(client.id);
  const card = cardOf(row);
  if (!row?.paymentMethodId || !card) throw conflict('payment_card_none');
  const { paymentMethodId } = row;
  await atStripe(() => stripe.forgetCard(paymentMethodId));
  await ctx.inTransaction(async (tx) => {
    if (await tx.repos.autopay.removeCard(client.id))
      await tx.repos.events.record(activity.cardRemoved(client, card.label));
  });
  return paymentCardOf(ctx, client);
}

/**
 * The office turns autopay off for a client who asked by phone (the words they agreed to promise it).
 * Never on: only the client's own yes, on their account page, turns it on.
 */
export async function turnAutopayOffForClient(
  ctx: ServiceContext,
  actor: UserRecord,
  clientId: number,
): Promise<StaffPaymentCard> {
  const client = await ctx.repos.users.findById(clientId);
  if (!client) throw notFound('user_not_found');
  await ctx.inTransaction(async (tx) => {
    if (await tx.repos.autopay.turnAutopayOff(clientId))
      await tx.repos.events.record(activity.autopayOffByOffice(actor, client));
  });
  return staffPaymentCard(ctx, clientId);
}

export function autopayTryView(row: AutopayTryRow & { invoiceNumber: number }) {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    invoiceLabel: invoiceLabel(row.invoiceNumber),
    tryNumber: row.tryNumber,
    amountCents: row.amountCents,
    outcome: row.outcome,
    declineCode: row.declineCode,
    message: row.message,
    nextTryOn: row.nextTryOn,
    triedAt: row.triedAt,
  };
}

/** The back office's view of a client's card and autopay: the label, the consent, the tries of their invoices. */
export async function staffPaymentCard(ctx: ServiceContext, clientId: number): Promise<StaffPaymentCard> {
  const [row, tries] = await Promise.all([
    ctx.repos.autopay.customerOf(clientId),
    ctx.repos.autopay.triesOfClient(clientId),
  ]);
  const card = cardOf(row);
  return {
    card,
    autopay: row?.autopay === true && card !== null,
    consentedAt: row?.consentedAt ?? null,
    consentedBy: await nameOfUser(ctx, row?.consentedById ?? null),
    consentText: row?.consentText ?? null,
    tries: tries.map(autopayTryView),
  };
}
