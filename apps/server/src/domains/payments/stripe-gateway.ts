import type Stripe from 'stripe';
import type { loadStripe } from '../../lib/heavy-libraries.js';
import type { Locale } from '@ta/shared';
import type { StripeSettings } from '../../config.js';

/**
 * The calls this app makes to Stripe, through the official library only (docs/payments.md): a hosted
 * Checkout page for a payment or for saving a card, reading a payment with its fee, charging a saved
 * card, refunds, the payments of a period, and each webhook's signature. The secret key stays inside
 * the library's client; nothing here logs or returns it.
 */

/** What the app writes on each Stripe payment, so an event alone says what it pays and who paid. */
export interface PaymentTags {
  purpose: 'invoice' | 'deposit' | 'autopay';
  invoiceId?: number;
  quoteId?: number;
  quoteVersion?: number;
  /** The signed-in person who paid (the client or someone of their circle); none by an e-mailed link. */
  payerUserId?: number;
}

export interface CheckoutStart {
  mode: 'payment' | 'setup';
  /** What the page shows as the one line paid for (payment mode). */
  description: string;
  amountCents: number;
  language: Locale;
  /** The payer's address, filled in on Stripe's page. */
  email: string | undefined;
  /** A saved-card checkout's customer; a payment keeps its card on this customer when `keepCard` is set. */
  customerId?: string;
  tags: PaymentTags | { purpose: 'card'; clientId: number; consentBy: number };
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** A succeeded (or not) card payment as the app keeps it. */
export interface CardPayment {
  paymentIntentId: string;
  status: string;
  amountCents: number;
  /** Null until Stripe has made the balance transaction. */
  feeCents: number | null;
  cardLabel: string | null;
  payerName: string | null;
  payerEmail: string | null;
  tags: PaymentTags | null;
  /** What was refunded of its charge so far (Stripe keeps the sum on the charge). */
  amountRefunded: number;
  /** Unix seconds. */
  created: number;
}

export interface CardRefund {
  refundId: string;
  paymentIntentId: string | null;
  amountCents: number;
  status: string;
  reason: string | null;
}

export interface SavedCard {
  paymentMethodId: string;
  customerId: string | null;
  cardLabel: string | null;
  /** 'MM/YYYY'. */
  expires: string | null;
}

/**
 * A decline of a saved card, in Stripe's words and code, with the issuer's advice when Stripe passes
 * it on (`advice_code`: 'try_again_later', 'do_not_try_again', 'confirm_card_data').
 */
export class CardDeclined extends Error {
  constructor(
    message: string,
    readonly declineCode: string | null,
    readonly paymentIntentId: string | null,
    readonly adviceCode: string | null = null,
  ) {
    super(message);
  }
}

const brandNames: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** "Visa ending 4242": the brand and last four digits, never more of the card. */
export function cardLabelOf(card: { brand?: string | null; last4?: string | null } | null | undefined): string | null {
  if (!card?.last4) return null;
  return `${brandNames[card.brand ?? ''] ?? 'Card'} ending ${card.last4}`;
}

function tagsOf(metadata: Stripe.Metadata | null | undefined): PaymentTags | null {
  if (!metadata?.purpose) return null;
  const number = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
  const purpose = metadata.purpose;
  if (purpose !== 'invoice' && purpose !== 'deposit' && purpose !== 'autopay') return null;
  const tags: PaymentTags = { purpose };
  const invoiceId = number(metadata.invoiceId);
  const quoteId = number(metadata.quoteId);
  const quoteVersion = number(metadata.quoteVersion);
  const payerUserId = number(metadata.payerUserId);
  if (invoiceId !== undefined) tags.invoiceId = invoiceId;
  if (quoteId !== undefined) tags.quoteId = quoteId;
  if (quoteVersion !== undefined) tags.quoteVersion = quoteVersion;
  if (payerUserId !== undefined) tags.payerUserId = payerUserId;
  return tags;
}

function metadataOf(tags: CheckoutStart['tags'] | PaymentTags): Record<string, string> {
  return Object.fromEntries(Object.entries(tags).map(([key, value]) => [key, String(value)]));
}

function paymentOf(intent: Stripe.PaymentIntent): CardPayment {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const balance = charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
  return {
    paymentIntentId: intent.id,
    status: intent.status,
    amountCents: intent.amount_received || intent.amount,
    feeCents: balance ? balance.fee : null,
    cardLabel: cardLabelOf(charge?.payment_method_details?.card),
    payerName: charge?.billing_details?.name ?? null,
    payerEmail: charge?.billing_details?.email ?? intent.receipt_email ?? null,
    tags: tagsOf(intent.metadata),
    amountRefunded: charge?.amount_refunded ?? 0,
    created: intent.created,
  };
}

function refundOf(refund: Stripe.Refund): CardRefund {
  return {
    refundId: refund.id,
    paymentIntentId:
      typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? null),
    amountCents: refund.amount,
    status: refund.status ?? 'pending',
    reason: refund.metadata?.reason ?? refund.reason ?? null,
  };
}

type StripeLibrary = Awaited<ReturnType<typeof loadStripe>>;

/**
 * The client for the business's own account; `apiUrl` (tests only) points it at a local server. The
 * library is given, loaded on first use (lib/heavy-libraries.ts), so a site without card payments never carries it.
 */
export function createStripeGateway(settings: StripeSettings, StripeLibrary: StripeLibrary) {
  const { errors } = StripeLibrary;
  const where = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new StripeLibrary(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(where
      ? {
          host: where.hostname,
          port: Number(where.port || (where.protocol === 'https:' ? 443 : 80)),
          protocol: where.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });

  async function paymentById(paymentIntentId: string): Promise<CardPayment> {
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
      expand: ['latest_charge.balance_transaction'],
    });
    return paymentOf(intent);
  }

  return {
    /** A hosted Checkout page: its id and address. */
    async startCheckout(start: CheckoutStart): Promise<{ sessionId: string; url: string }> {
      const metadata = metadataOf(start.tags);
      const common = {
        locale: start.language,
        success_url: start.successUrl,
        cancel_url: start.cancelUrl,
        metadata,
        ...(start.customerId ? { customer: start.customerId } : start.email ? { customer_email: start.email } : {}),
      } satisfies Partial<Stripe.Checkout.SessionCreateParams>;
      const params: Stripe.Checkout.SessionCreateParams =
        start.mode === 'setup'
          ? { ...common, mode: 'setup', currency: 'usd', setup_intent_data: { metadata } }
          : {
              ...common,
              mode: 'payment',
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: 'usd',
                    unit_amount: start.amountCents,
                    product_data: { name: start.description },
                  },
                },
              ],
              payment_intent_data: { metadata, description: start.description },
            };
      const session = await stripe.checkout.sessions.create(params, { idempotencyKey: start.idempotencyKey });
      if (!session.url) throw new Error('Stripe answered a Checkout session without its address');
      return { sessionId: session.id, url: session.url };
    },

    /** Ends an open Checkout page, so an older tab cannot pay twice; one already done or ended is left. */
    async expireCheckout(sessionId: string): Promise<void> {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        if (error instanceof errors.StripeInvalidRequestError) return;
        throw error;
      }
    },

    /** A Checkout session's payment or saved card, read back from Stripe. */
    async checkoutOf(sessionId: string) {
      const session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['payment_intent.latest_charge.balance_transaction', 'setup_intent.payment_method'],
      });
      const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      const setup = typeof session.setup_intent === 'object' ? session.setup_intent : null;
      const method = setup && typeof setup.payment_method === 'object' ? setup.payment_method : null;
      return {
        sessionId: session.id,
        mode: session.mode,
        status: session.status,
        paid: session.payment_status === 'paid',
        customerId: typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null),
        payment: intent ? paymentOf(intent) : null,
        card: method ? savedCardOf(method) : null,
        payerName: session.customer_details?.name ?? null,
        payerEmail: session.customer_details?.email ?? null,
      };
    },

    /** A payment with its charge and fee. */
    paymentById,

    /** A payment by its id; null when Stripe has no payment of that id (the daily comparison asks). */
    async findPayment(paymentIntentId: string): Promise<CardPayment | null> {
      try {
        return await paymentById(paymentIntentId);
      } catch (error) {
        if (error instanceof errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
    },

    /** Payments made since `since` (unix seconds), newest first, every page. */
    async paymentsSince(since: number): Promise<CardPayment[]> {
      const payments: CardPayment[] = [];
      for await (const intent of stripe.paymentIntents.list({
        created: { gte: since },
        limit: 100,
        expand: ['data.latest_charge.balance_transaction'],
      })) {
        payments.push(paymentOf(intent));
      }
      return payments;
    },

    /** Refunds part or all of a payment; the same key never refunds twice. */
    async refund(input: {
      paymentIntentId: string;
      amountCents: number;
      reason: string;
      idempotencyKey: string;
    }): Promise<CardRefund> {
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: input.amountCents,
          reason: 'requested_by_customer',
          metadata: { reason: input.reason.slice(0, 500) },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return refundOf(refund);
    },

    async refundsOf(paymentIntentId: string): Promise<CardRefund[]> {
      const refunds: CardRefund[] = [];
      for await (const refund of stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
        refunds.push(refundOf(refund));
      }
      return refunds;
    },

    async createCustomer(input: { email: string; name: string; clientId: number }): Promise<string> {
      const customer = await stripe.customers.create(
        { email: input.email, name: input.name, metadata: { clientId: String(input.clientId) } },
        { idempotencyKey: `customer-${input.clientId}` },
      );
      return customer.id;
    },

    /** Charges a saved card with no one present (autopay); a decline throws CardDeclined. */
    async chargeSavedCard(input: {
      customerId: string;
      paymentMethodId: string;
      amountCents: number;
      description: string;
      tags: PaymentTags;
      idempotencyKey: string;
    }): Promise<CardPayment> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: metadataOf(input.tags),
            expand: ['latest_charge.balance_transaction'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return paymentOf(intent);
      } catch (error) {
        if (error instanceof errors.StripeCardError) {
          const intent = (error.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent;
          throw new CardDeclined(
            error.message,
            error.decline_code ?? error.code ?? null,
            intent?.id ?? null,
            error.advice_code ?? null,
          );
        }
        throw error;
      }
    },

    /** Takes a saved card off its customer (the client removed it). */
    async forgetCard(paymentMethodId: string): Promise<void> {
      try {
        await stripe.paymentMethods.detach(paymentMethodId);
      } catch (error) {
        if (error instanceof errors.StripeInvalidRequestError) return;
        throw error;
      }
    },

    /** The event a webhook carries, once its signature over the raw body is checked; a bad one throws. */
    eventOf(rawBody: Buffer, signature: string): Stripe.Event {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },
  };
}

function savedCardOf(method: Stripe.PaymentMethod): SavedCard {
  const card = method.card;
  return {
    paymentMethodId: method.id,
    customerId: typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null),
    cardLabel: cardLabelOf(card),
    expires: card ? `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}` : null,
  };
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;
export type StripeEvent = Stripe.Event;
