import { balanceCents, businessToday, defaultBusiness, invoiceLabel } from '@ta/shared';
import type { JobContext, ServiceContext } from '../service-context.js';
import { sendAutopayDeclined } from './autopay-emails.js';
import type { AutopayCandidate, AutopayTryRow } from './autopay-repository.js';
import { AUTOPAY_MAX_TRIES, nextTryOn } from './autopay-retries.js';
import * as activity from './payment-card-events.js';
import { recordStripePayment } from './stripe-events.js';
import { CardDeclined, type StripeGateway } from './stripe-gateway.js';

/**
 * The `autopay` sweep (docs/jobs.md, "Autopay"; decision 077): once a period it charges the card on
 * file for each sent, standing invoice with a balance, due today or before (New York), whose client
 * has autopay on, whose tries so far have not succeeded and whose next try is due. Each try is one
 * `autopay_tries` row, claimed by inserting it (unique invoice and try number), so of several sweeps
 * at once one charges; Stripe's idempotency key `autopay-<invoice>-<try>` makes a repeated call
 * answer the same charge. A success is recorded at once as Stripe's webhook would record it; a
 * decline marks nothing paid, tells the client and the office, and sets the next try (autopay-retries.ts).
 */

/** How often the sweep runs, across every instance. */
export const AUTOPAY_INTERVAL_SECONDS = 60 * 60;

/** Stripe's smallest card charge in dollars; a smaller balance is left for the client to pay. */
const SMALLEST_CHARGE_CENTS = 50;

/**
 * A try whose answer was never recorded (Stripe did not answer, the worker stopped) is taken up again
 * after this long, with the same idempotency key, while Stripe still keeps that key's answer (24
 * hours); after that it waits for Stripe's webhook, or for the office.
 */
const RESUME_AFTER_MS = 15 * 60 * 1000;
const RESUME_WITHIN_MS = 23 * 60 * 60 * 1000;

/** The try this sweep makes of an invoice, claimed; null when it is not due or another sweep has it. */
async function claimNextTry(
  ctx: ServiceContext,
  candidate: AutopayCandidate,
  tries: readonly AutopayTryRow[],
  today: string,
  now: Date,
): Promise<AutopayTryRow | null> {
  const { invoice } = candidate;
  if (tries.some((t) => t.outcome === 'succeeded')) return null;
  const amountCents = balanceCents(invoice.totalCents, invoice.paidCents);
  const last = tries.at(-1);
  if (!last)
    return amountCents >= SMALLEST_CHARGE_CENTS ? ctx.repos.autopay.claimTry(invoice.id, 1, amountCents) : null;
  if (last.outcome === 'pending') {
    const age = now.getTime() - Date.parse(last.triedAt);
    if (age < RESUME_AFTER_MS || age > RESUME_WITHIN_MS) return null;
    const before = new Date(now.getTime() - RESUME_AFTER_MS).toISOString();
    return (await ctx.repos.autopay.resumeTry(last.id, before, now.toISOString())) ? last : null;
  }
  if (last.nextTryOn === null || last.nextTryOn > today || last.tryNumber >= AUTOPAY_MAX_TRIES) return null;
  if (amountCents < SMALLEST_CHARGE_CENTS) return null;
  return ctx.repos.autopay.claimTry(invoice.id, last.tryNumber + 1, amountCents);
}

/**
 * Charges one claimed try. Succeeded: the payment, its receipt and the try, in one transaction.
 * Declined: the try failed with Stripe's code and words and its next try, and the e-mails. Anything
 * else (no answer) throws, and the try stays pending to be taken up again.
 */
async function chargeTry(
  ctx: JobContext,
  stripe: StripeGateway,
  candidate: AutopayCandidate,
  claimed: AutopayTryRow,
  today: string,
): Promise<'charged' | 'declined'> {
  const { invoice } = candidate;
  try {
    const payment = await stripe.chargeSavedCard({
      customerId: candidate.customerId,
      paymentMethodId: candidate.paymentMethodId,
      amountCents: claimed.amountCents,
      description: `${defaultBusiness.name}: ${invoiceLabel(invoice.number)} (autopay)`,
      tags: { purpose: 'autopay', invoiceId: invoice.id },
      idempotencyKey: `autopay-${invoice.id}-${claimed.tryNumber}`,
    });
    if (payment.status !== 'succeeded') throw new Error(`Stripe answered the charge as ${payment.status}`);
    await ctx.inTransaction(async (tx) => {
      await recordStripePayment(tx, payment);
      await tx.repos.autopay.trySucceeded(claimed.id, payment.paymentIntentId);
    });
    return 'charged';
  } catch (error) {
    if (!(error instanceof CardDeclined)) throw error;
    const next = nextTryOn(claimed.tryNumber, error, today);
    await ctx.inTransaction(async (tx) => {
      const recorded = await tx.repos.autopay.tryFailed(claimed.id, {
        paymentIntentId: error.paymentIntentId,
        declineCode: error.declineCode,
        message: error.message,
        nextTryOn: next,
      });
      // A try already settled (an answer replayed for a try taken up again) is told once.
      if (!recorded) return;
      const current = (await tx.repos.invoices.byId(invoice.id)) ?? invoice;
      const decline = {
        amountCents: claimed.amountCents,
        cardLabel: candidate.cardLabel,
        declineCode: error.declineCode,
        message: error.message,
        tryNumber: claimed.tryNumber,
        nextTryOn: next,
      };
      await tx.repos.events.record(activity.autopayDeclined(current, { ...decline, card: candidate.cardLabel }));
      const client = current.clientId === null ? undefined : await tx.repos.users.findById(current.clientId);
      await sendAutopayDeclined(tx, current, decline, client?.language ?? current.language);
    });
    return 'declined';
  }
}

/** One sweep; answers the invoices it tried (charged or declined). `now` is for tests. */
export async function chargeDueAutopay(ctx: JobContext, now: Date = new Date()): Promise<number[]> {
  const stripe = ctx.stripe;
  if (!stripe) return [];
  const today = businessToday(now);
  const candidates = await ctx.repos.autopay.dueForAutopay(today);
  const tries = await ctx.repos.autopay.triesOf(candidates.map((c) => c.invoice.id));
  const tried: number[] = [];
  for (const candidate of candidates) {
    const own = tries.filter((t) => t.invoiceId === candidate.invoice.id);
    const claimed = await claimNextTry(ctx, candidate, own, today, now);
    if (!claimed) continue;
    try {
      await chargeTry(ctx, stripe, candidate, claimed, today);
      tried.push(candidate.invoice.id);
    } catch (err) {
      ctx.logger.error(
        { err, invoiceId: candidate.invoice.id, tryNumber: claimed.tryNumber },
        'autopay: no answer from Stripe; the try is taken up again later',
      );
    }
  }
  return tried;
}
