import { z } from './zod.js';

/**
 * The daily comparison of card payments with Stripe's (docs/payments-reconciliation.md): what it can
 * find, each in the owner's words, and the run the admin reads.
 */
export const RECONCILIATION_DIFFERENCE_KINDS = [
  /** Stripe took a payment made here, and it is not recorded here. */
  'missing-here',
  /** The amount recorded here is not what Stripe took. */
  'amount-differs',
  /** What Stripe refunded of a payment is not what is recorded here. */
  'refunds-differ',
  /** A card payment recorded here that Stripe does not have (or that did not go through there). */
  'missing-at-stripe',
  /** An invoice paid by card more than its total. */
  'overpaid',
] as const;
export type ReconciliationDifferenceKind = (typeof RECONCILIATION_DIFFERENCE_KINDS)[number];

export const reconciliationDifferenceSchema = z.object({
  kind: z.enum(RECONCILIATION_DIFFERENCE_KINDS),
  /** What differs and what to do, in the owner's words. */
  what: z.string(),
  /** The invoice it concerns, when known here. */
  invoiceId: z.number().int().nullable(),
  /** A deposit's quote. */
  quoteId: z.number().int().nullable(),
  /** "INV-000042", or a deposit's "Q-0012". */
  label: z.string().nullable(),
  /** What Stripe has: the payment, or the sum of its refunds; null when Stripe has nothing. */
  stripeCents: z.number().int().nullable(),
  /** What is recorded here, in the same terms; null when nothing is. */
  hereCents: z.number().int().nullable(),
  /** Stripe's payment id (pi_…), to find it in Stripe's dashboard. */
  stripeId: z.string().nullable(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

export const reconciliationRunSchema = z.object({
  /** The New York day of the run: one run is kept a day. */
  runOn: z.string(),
  /** The period checked: payments made from this instant… */
  checkedFrom: z.string(),
  /** …to when the run read them. */
  checkedAt: z.string(),
  differences: z.array(reconciliationDifferenceSchema),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

/** GET /api/admin/payments/reconciliation and POST …/run (admins): the latest run, none before the first. */
export const reconciliationSchema = z.object({ latest: reconciliationRunSchema.nullable() });
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** The dashboard's line about the latest run (admins, with card payments on). */
export const reconciliationSummarySchema = z.object({
  runOn: z.string(),
  checkedAt: z.string(),
  differences: z.number().int(),
});
export type ReconciliationSummary = z.infer<typeof reconciliationSummarySchema>;
