import { businessToday, type Locale } from '@ta/shared';
import type { ServiceContext } from '../service-context.js';
import * as activity from './card-payment-events.js';
import { sendCardReceipts, sendRefundNotices } from './card-receipts.js';
import * as cardActivity from './payment-card-events.js';
import { recordDeposit } from './deposit-payments.js';
import type { CardPayment, CardRefund, SavedCard, StripeEvent } from './stripe-gateway.js';

/**
 * Stripe's webhook events (docs/payments.md). Each is handled once: its id is claimed in the same
 * transaction that records what it tells, so a repeated delivery finds it taken and changes nothing,
 * and a failed one leaves nothing behind for Stripe to try again. What Stripe tells is read back from
 * Stripe first (the payment with its fee, a charge's refunds), outside the transaction; payments and
 * refunds are keyed by Stripe's own ids, so events in any order record each once.
 */

/** What Stripe was asked before the transaction, for the events that move money. */
type Facts =
  | {
      kind: 'payment';
      payment: CardPayment;
      sessionId: string | null;
      payerEmail: string | null;
      payerName: string | null;
    }
  | { kind: 'refunds'; payment: CardPayment; refunds: CardRefund[] }
  | { kind: 'card'; sessionId: string; card: SavedCard; customerId: string | null }
  | { kind: 'expired'; sessionId: string }
  | { kind: 'none' };

async function factsOf(ctx: ServiceContext, event: StripeEvent): Promise<Facts> {
  const stripe = ctx.stripe;
  if (!stripe) return { kind: 'none' };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.mode === 'setup') {
        // A card saved on Stripe's page (decision 077): read back, with its label and expiry.
        const read = await stripe.checkoutOf(session.id);
        if (read.status !== 'complete' || !read.card) return { kind: 'none' };
        return { kind: 'card', sessionId: session.id, card: read.card, customerId: read.customerId };
      }
      if (session.mode !== 'payment') return { kind: 'none' };
      const read = await stripe.checkoutOf(session.id);
      if (!read.paid || !read.payment) return { kind: 'none' };
      return {
        kind: 'payment',
        payment: read.payment,
        sessionId: session.id,
        payerEmail: read.payerEmail,
        payerName: read.payerName,
      };
    }
    case 'payment_intent.succeeded': {
      const payment = await stripe.paymentById(event.data.object.id);
      return { kind: 'payment', payment, sessionId: null, payerEmail: null, payerName: null };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!intentId) return { kind: 'none' };
      const [payment, refunds] = await Promise.all([stripe.paymentById(intentId), stripe.refundsOf(intentId)]);
      return { kind: 'refunds', payment, refunds };
    }
    case 'checkout.session.expired':
      return { kind: 'expired', sessionId: event.data.object.id };
    default:
      return { kind: 'none' };
  }
}

/**
 * Records a card payment Stripe told of, once, on the invoice it pays (or as the quote's deposit),
 * with its receipts. Returns what was done, in words.
 */
async function applyPayment(tx: ServiceContext, facts: Extract<Facts, { kind: 'payment' }>): Promise<string> {
  const { payment } = facts;
  if (payment.status !== 'succeeded') return `payment ${payment.paymentIntentId} is ${payment.status}`;
  const tags = payment.tags;
  if (facts.sessionId)
    await tx.repos.cardPayments.setCheckoutStatus(facts.sessionId, 'complete', new Date().toISOString());
  if (!tags) return 'not a payment made here';
  const payerUser = tags.payerUserId ? await tx.repos.users.findById(tags.payerUserId) : undefined;
  const payerName = payerUser
    ? `${payerUser.firstName} ${payerUser.lastName}`.trim()
    : (payment.payerName ?? facts.payerName);
  const payerEmail = payerUser?.email ?? facts.payerEmail ?? payment.payerEmail;
  // A quote's deposit (docs/quotes.md, "Deposits"): kept with the quote until an invoice counts it;
  // an event about one already counted finds it by Stripe's id, as the invoice's payment does.
  if (tags.purpose === 'deposit') {
    return recordDeposit(tx, payment, { user: payerUser, name: payerName, email: payerEmail });
  }
  if (!tags.invoiceId) return 'no invoice named';
  const known = await tx.repos.cardPayments.paymentByIntent(payment.paymentIntentId);
  if (tags.purpose === 'autopay') await tx.repos.autopay.pendingTrySucceeded(tags.invoiceId, payment.paymentIntentId);
  if (known) {
    if (known.feeCents === null && payment.feeCents !== null)
      await tx.repos.cardPayments.setFee(known.id, payment.feeCents);
    return `payment ${known.id} already recorded`;
  }
  const recorded = await tx.repos.cardPayments.recordCardPayment(tags.invoiceId, {
    amountCents: payment.amountCents,
    paymentIntentId: payment.paymentIntentId,
    feeCents: payment.feeCents,
    cardLabel: payment.cardLabel,
    paidByUserId: payerUser?.id ?? null,
    payerName,
    payerEmail,
    receivedOn: businessToday(new Date(payment.created * 1000)),
    note: tags.purpose === 'autopay' ? 'Autopay' : null,
  });
  if (!recorded) return `invoice ${tags.invoiceId} not found`;
  const { invoice } = recorded;
  await tx.repos.events.record(
    activity.cardPaid(invoice, recorded.payment, {
      payerId: payerUser?.id ?? null,
      forClientId: invoice.clientId,
      autopay: tags.purpose === 'autopay',
    }),
  );
  const language: Locale = payerUser?.language ?? invoice.language;
  await sendCardReceipts(
    tx,
    invoice,
    recorded.payment,
    payerEmail && tags.purpose !== 'autopay' ? { email: payerEmail, name: payerName, language } : null,
  );
  return `payment ${recorded.payment.id} recorded on invoice ${invoice.id}`;
}

/**
 * Records a card payment as Stripe's own event would, in the caller's transaction: the autopay sweep
 * records its charge at once this way, and the later payment_intent.succeeded finds it recorded.
 */
export function recordStripePayment(tx: ServiceContext, payment: CardPayment): Promise<string> {
  return applyPayment(tx, { kind: 'payment', payment, sessionId: null, payerEmail: null, payerName: null });
}

/**
 * A card saved on Stripe's page becomes the client's card on file, for the client whose page was
 * started here (its checkout row, never the event's own words). Answers what was done, and the card it
 * replaced, for Stripe to forget once this is committed.
 */
async function applyCard(
  tx: ServiceContext,
  facts: Extract<Facts, { kind: 'card' }>,
): Promise<{ outcome: string; replaced: string | null }> {
  const checkout = await tx.repos.cardPayments.checkoutBySession(facts.sessionId);
  if (!checkout || checkout.purpose !== 'card' || checkout.clientId === null)
    return { outcome: 'not a card page started here', replaced: null };
  await tx.repos.cardPayments.setCheckoutStatus(facts.sessionId, 'complete', new Date().toISOString());
  const before = await tx.repos.autopay.customerOf(checkout.clientId);
  const saved = await tx.repos.autopay.saveCard(checkout.clientId, {
    customerId: facts.customerId ?? facts.card.customerId ?? '',
    paymentMethodId: facts.card.paymentMethodId,
    cardLabel: facts.card.cardLabel,
    cardExpires: facts.card.expires,
  });
  if (!saved) return { outcome: `card not saved: client ${checkout.clientId} has another customer`, replaced: null };
  const client = await tx.repos.users.findById(checkout.clientId);
  const changed = before?.paymentMethodId !== facts.card.paymentMethodId;
  if (client && changed) {
    await tx.repos.events.record(
      cardActivity.cardSaved(client, facts.card.cardLabel, {
        replaced: Boolean(before?.paymentMethodId),
        autopayEnded: before?.autopay === true,
      }),
    );
  }
  return { outcome: `card saved for client ${checkout.clientId}`, replaced: saved.replaced };
}

/** Records each refund of a payment not yet known here (made in Stripe's dashboard, or told before our own answer). */
async function applyRefunds(tx: ServiceContext, facts: Extract<Facts, { kind: 'refunds' }>): Promise<string> {
  let payment = await tx.repos.cardPayments.paymentByIntent(facts.payment.paymentIntentId);
  if (!payment) {
    // The refund came before the payment's own event: record the payment first, as that event will.
    await applyPayment(tx, {
      kind: 'payment',
      payment: facts.payment,
      sessionId: null,
      payerEmail: null,
      payerName: null,
    });
    payment = await tx.repos.cardPayments.paymentByIntent(facts.payment.paymentIntentId);
    // A deposit refunded before an invoice counted it is the owner's to settle in Stripe (docs/quotes.md).
    if (!payment && facts.payment.tags?.purpose === 'deposit')
      return 'refund of a deposit not on an invoice: not recorded';
    if (!payment) return 'refund of a payment not made here';
  }
  let recordedCount = 0;
  for (const refund of facts.refunds) {
    if (refund.status !== 'succeeded' && refund.status !== 'pending') continue;
    const refundedOn = businessToday();
    const reason = refund.reason && refund.reason !== 'requested_by_customer' ? refund.reason : 'Refunded in Stripe';
    const recorded = await tx.repos.cardPayments.recordRefund(payment.id, {
      refundId: refund.refundId,
      amountCents: refund.amountCents,
      reason,
      refundedById: null,
      refundedOn,
    });
    if (!recorded) continue;
    recordedCount += 1;
    await tx.repos.events.record(
      activity.cardRefunded(null, recorded.invoice, { amountCents: refund.amountCents, reason }),
    );
    await sendRefundNotices(tx, recorded.invoice, recorded.payment, {
      amountCents: refund.amountCents,
      reason,
      refundedOn,
    });
  }
  return `${recordedCount} refund(s) recorded on payment ${payment.id}`;
}

/**
 * Handles one verified event. Answers 'repeated' for an event handled before; throws (and the route
 * answers 500, so Stripe sends it again later) when Stripe could not be read back or the write failed.
 */
export async function handleStripeEvent(ctx: ServiceContext, event: StripeEvent): Promise<string> {
  const facts = await factsOf(ctx, event);
  let replacedCard: string | null = null;
  const outcome = await ctx.inTransaction(async (tx) => {
    if (!(await tx.repos.cardPayments.claimEvent(event.id, event.type))) return 'repeated';
    let outcome: string;
    switch (facts.kind) {
      case 'payment':
        outcome = await applyPayment(tx, facts);
        break;
      case 'refunds':
        outcome = await applyRefunds(tx, facts);
        break;
      case 'card': {
        const saved = await applyCard(tx, facts);
        outcome = saved.outcome;
        replacedCard = saved.replaced;
        break;
      }
      case 'expired':
        await tx.repos.cardPayments.setCheckoutStatus(facts.sessionId, 'expired', new Date().toISOString());
        outcome = 'checkout expired';
        break;
      case 'none':
        outcome = 'nothing to do';
        break;
    }
    await tx.repos.cardPayments.setEventOutcome(event.id, outcome);
    return outcome;
  });
  // The card a new one replaced is forgotten at Stripe once the new one is the card on file. Should
  // Stripe not answer, the old card stays on the customer, unused here (the outcome says so).
  if (replacedCard && ctx.stripe) {
    const old = replacedCard;
    try {
      await ctx.stripe.forgetCard(old);
      return `${outcome}; the card before it was removed at Stripe`;
    } catch {
      return `${outcome}; the card before it could not be removed at Stripe (${old})`;
    }
  }
  return outcome;
}
