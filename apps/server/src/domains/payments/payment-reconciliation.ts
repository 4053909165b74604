import {
  businessToday,
  formatCents,
  invoiceLabel,
  quoteLabel,
  reconciliationDifferenceSchema,
  type ReconciliationDifference,
  type ReconciliationRun,
} from '@ta/shared';
import { z } from 'zod';
import type { JobContext, ServiceContext } from '../service-context.js';
import { atStripe, gatewayOr404 } from './invoice-checkout.js';
import type { ReconciliationRow, RecordedCardPayment, RecordedDeposit } from './reconciliations-repository.js';
import type { CardPayment, CardRefund, StripeGateway } from './stripe-gateway.js';

/**
 * The daily comparison of card payments with Stripe's (docs/payments-reconciliation.md). Stripe is read
 * first, and what it answers is compared with the payments, deposits and refunds recorded here; the
 * differences are kept, in the owner's words, as the New York day's one row. Nothing is put right on
 * its own: the owner reads the list and decides. A failure to reach Stripe throws before anything is
 * written (the queue tries the job again; an admin's "Check again now" answers 503).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every run looks this far back, so a difference stays listed for weeks, not only on the day it appears. */
export const RECONCILIATION_LOOK_BACK_DAYS = 35;

/**
 * Where a run starts: 35 days back, or a day before the previous run when that was longer ago (the job
 * did not run for weeks), so no payment falls between two runs.
 */
export function periodStart(previous: Pick<ReconciliationRow, 'createdAt'> | undefined, now: Date): Date {
  const lookBack = now.getTime() - RECONCILIATION_LOOK_BACK_DAYS * DAY_MS;
  if (!previous) return new Date(lookBack);
  return new Date(Math.min(lookBack, Date.parse(previous.createdAt) - DAY_MS));
}

/** A call to Stripe, as the caller wants its failure: thrown as it is (the job) or as a 503 (a request). */
type AskStripe = <T>(call: () => Promise<T>) => Promise<T>;

/** Stripe's refunds that count: made or on their way (as stripe-events.ts records them). */
const counted = (refunds: readonly CardRefund[]) =>
  refunds.filter((r) => r.status === 'succeeded' || r.status === 'pending');

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function difference(fields: Partial<ReconciliationDifference> & Pick<ReconciliationDifference, 'kind' | 'what'>) {
  return {
    invoiceId: null,
    quoteId: null,
    label: null,
    stripeCents: null,
    hereCents: null,
    stripeId: null,
    ...fields,
  } satisfies ReconciliationDifference;
}

/** What is recorded here under one Stripe payment id: an invoice's payment, or else a quote's deposit. */
type Recorded = { kind: 'payment'; row: RecordedCardPayment } | { kind: 'deposit'; row: RecordedDeposit };

const labelOf = (recorded: Recorded) =>
  recorded.kind === 'payment'
    ? {
        invoiceId: recorded.row.invoiceId,
        label: invoiceLabel(recorded.row.invoiceNumber),
      }
    : { quoteId: recorded.row.quoteId, label: quoteLabel(recorded.row.quoteId) };

/** The differences between one Stripe payment and what is recorded here under its id. */
async function compareOne(
  stripe: StripeGateway,
  ask: AskStripe,
  payment: CardPayment,
  recorded: Recorded,
): Promise<ReconciliationDifference[]> {
  const found: ReconciliationDifference[] = [];
  const about = { ...labelOf(recorded), stripeId: payment.paymentIntentId };
  const hereAmount = recorded.row.amountCents;
  if (payment.amountCents !== hereAmount) {
    found.push(
      difference({
        kind: 'amount-differs',
        what: `Stripe took ${formatCents(payment.amountCents)} for ${about.label}, but ${formatCents(hereAmount)} is recorded here.`,
        stripeCents: payment.amountCents,
        hereCents: hereAmount,
        ...about,
      }),
    );
  }
  const hereRefunded = recorded.kind === 'payment' ? recorded.row.refundedCents : 0;
  if (payment.amountRefunded === 0 && hereRefunded === 0) return found;
  const refunds = counted(await ask(() => stripe.refundsOf(payment.paymentIntentId)));
  const stripeRefunded = sum(refunds.map((r) => r.amountCents));
  const known = new Set(recorded.kind === 'payment' ? recorded.row.refundIds : []);
  const unknown = refunds.filter((r) => !known.has(r.refundId)).map((r) => r.refundId);
  if (stripeRefunded === hereRefunded && unknown.length === 0) return found;
  const notHere = unknown.length
    ? ` Stripe's ${unknown.length === 1 ? 'refund' : 'refunds'} ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not recorded here.`
    : '';
  found.push(
    difference({
      kind: 'refunds-differ',
      what: `Stripe refunded ${formatCents(stripeRefunded)} of the payment for ${about.label}; ${formatCents(hereRefunded)} is recorded here as refunded.${notHere}`,
      stripeCents: stripeRefunded,
      hereCents: hereRefunded,
      ...about,
    }),
  );
  return found;
}

/** A payment Stripe took for something made here, of which nothing is recorded here. */
function missingHere(payment: CardPayment, invoiceNumbers: Map<number, number>): ReconciliationDifference {
  const tags = payment.tags;
  const number = tags?.invoiceId === undefined ? undefined : invoiceNumbers.get(tags.invoiceId);
  const forWhat =
    number !== undefined
      ? { invoiceId: tags?.invoiceId ?? null, label: invoiceLabel(number) }
      : tags?.quoteId !== undefined
        ? { quoteId: tags.quoteId, label: quoteLabel(tags.quoteId) }
        : {};
  const what = forWhat.label
    ? `Stripe took ${formatCents(payment.amountCents)} for ${forWhat.label}, and it is not recorded here.`
    : tags?.invoiceId !== undefined
      ? `Stripe took ${formatCents(payment.amountCents)} for an invoice that is not found here (number ${tags.invoiceId} in Stripe's notes).`
      : `Stripe took ${formatCents(payment.amountCents)} for a payment made from this site, and it is not recorded here.`;
  return difference({
    kind: 'missing-here',
    what: `${what} Stripe's message about it may not have arrived: look it up in Stripe's dashboard before recording it.`,
    stripeCents: payment.amountCents,
    stripeId: payment.paymentIntentId,
    ...forWhat,
  });
}

function missingAtStripe(recorded: Recorded, atStripe: CardPayment | null): ReconciliationDifference {
  const about = labelOf(recorded);
  const amount = formatCents(recorded.row.amountCents);
  const what = atStripe
    ? `A card payment of ${amount} for ${about.label} is recorded here, but Stripe says it did not go through (${atStripe.status.replaceAll('_', ' ')}).`
    : `A card payment of ${amount} for ${about.label} is recorded here, but Stripe has no such payment.`;
  return difference({
    kind: 'missing-at-stripe',
    what,
    hereCents: recorded.row.amountCents,
    stripeCents: atStripe ? atStripe.amountCents : null,
    stripeId: recorded.row.paymentIntentId,
    ...about,
  });
}

/**
 * Compares Stripe's payments of the period with what is recorded here, and keeps the result as
 * today's (New York) run, replacing an earlier run of the same day.
 */
export async function reconcilePayments(
  ctx: ServiceContext,
  stripe: StripeGateway,
  { now = new Date(), ask = (call) => call() }: { now?: Date; ask?: AskStripe } = {},
): Promise<ReconciliationRun> {
  const { repos } = ctx;
  const from = periodStart(await repos.reconciliations.latest(), now);
  const since = businessToday(from);

  // Only payments made from this site carry our tags; one taken in Stripe's dashboard is the owner's own.
  const listed = (await ask(() => stripe.paymentsSince(Math.floor(from.getTime() / 1000)))).filter(
    (p) => p.status === 'succeeded' && p.tags !== null,
  );
  const listedIds = listed.map((p) => p.paymentIntentId);
  const [payments, deposits] = await Promise.all([
    repos.reconciliations.cardPayments(listedIds, since),
    repos.reconciliations.deposits(listedIds, since),
  ]);
  const recorded = new Map<string, Recorded>();
  for (const row of deposits) recorded.set(row.paymentIntentId, { kind: 'deposit', row });
  // A deposit counted on its invoice may be recorded as both: the invoice's payment is what is compared.
  for (const row of payments) recorded.set(row.paymentIntentId, { kind: 'payment', row });

  const found: ReconciliationDifference[] = [];
  const missing: CardPayment[] = [];
  for (const payment of listed) {
    const here = recorded.get(payment.paymentIntentId);
    if (here) found.push(...(await compareOne(stripe, ask, payment, here)));
    else missing.push(payment);
  }
  const invoiceIds = missing.flatMap((p) => (p.tags?.invoiceId === undefined ? [] : [p.tags.invoiceId]));
  const numbers = await repos.reconciliations.invoiceNumbers(invoiceIds);
  found.unshift(...missing.map((payment) => missingHere(payment, numbers)));

  // Recorded here in the period but not in Stripe's list: asked for one by one (it may be older than the
  // period's first instant, or gone).
  const listedSet = new Set(listedIds);
  for (const [intentId, here] of recorded) {
    if (listedSet.has(intentId)) continue;
    const atStripe = await ask(() => stripe.findPayment(intentId));
    if (!atStripe || atStripe.status !== 'succeeded') found.push(missingAtStripe(here, atStripe));
    else found.push(...(await compareOne(stripe, ask, atStripe, here)));
  }

  for (const invoice of await repos.reconciliations.overpaidByCard(since)) {
    const label = invoiceLabel(invoice.invoiceNumber);
    found.push(
      difference({
        kind: 'overpaid',
        what: `${label} is paid ${formatCents(invoice.paidCents - invoice.totalCents)} more than its total of ${formatCents(invoice.totalCents)}: refund the difference by card, or tell the client it stays as credit.`,
        invoiceId: invoice.invoiceId,
        label,
        hereCents: invoice.paidCents,
      }),
    );
  }

  const row = await repos.reconciliations.save({
    runOn: businessToday(now),
    checkedFrom: from.toISOString(),
    checkedAt: now.toISOString(),
    differences: JSON.stringify(found),
  });
  return runView(row);
}

const storedDifferences = z.array(reconciliationDifferenceSchema);

function runView(row: ReconciliationRow): ReconciliationRun {
  return {
    runOn: row.runOn,
    checkedFrom: row.checkedFrom,
    checkedAt: row.createdAt,
    differences: storedDifferences.parse(JSON.parse(row.differences)),
  };
}

/**
 * The scheduled job's run (docs/jobs.md, "Reconciliation"): the new run, or null when there was nothing
 * to do: no Stripe keys, or a New York day already compared (the queue adds the job twice a day, and an
 * admin's "Check again now" counts too). Stripe failing throws, for the queue to try again.
 */
export async function runPaymentReconciliation(ctx: JobContext, now = new Date()): Promise<ReconciliationRun | null> {
  if (!ctx.stripe) return null;
  if (await ctx.repos.reconciliations.ofDay(businessToday(now))) return null;
  const run = await reconcilePayments(ctx, ctx.stripe, { now });
  ctx.logger.info({ runOn: run.runOn, differences: run.differences.length }, 'card payments compared with Stripe');
  return run;
}

/** GET /api/admin/payments/reconciliation: the latest run; 404 card_payments_off without keys. */
export async function latestReconciliation(ctx: ServiceContext): Promise<{ latest: ReconciliationRun | null }> {
  gatewayOr404(ctx);
  const row = await ctx.repos.reconciliations.latest();
  return { latest: row ? runView(row) : null };
}

/** POST /api/admin/payments/reconciliation/run: an admin runs it now; Stripe unreachable answers 503. */
export async function reconcileNow(ctx: ServiceContext): Promise<{ latest: ReconciliationRun }> {
  const stripe = gatewayOr404(ctx);
  return { latest: await reconcilePayments(ctx, stripe, { ask: atStripe }) };
}
