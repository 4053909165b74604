import { DISCOUNTABLE_KINDS, LATE_CANCELLATION_SHARE_BP, type JobItemKind, type LineKind } from './billing.js';

/**
 * Every sum of money the system makes, in one place (docs/billing.md, "Totals"): a line's amount, a
 * quote's or invoice's totals, the invoice made from an approved quote and the time on the job, and
 * the late-cancellation fee. Integer cents and hundredths in, integer cents out; halves round up.
 */

export interface LineInput {
  kind: LineKind;
  description: string;
  /** Hundredths: 1 is 100, 1.5 hours is 150. */
  quantityHundredths: number;
  /** The price of one unit, in cents; for a discount, the cents taken off per unit. */
  unitCents: number;
  /** A package's included time, in minutes per unit. */
  minutes?: number | null;
  /** A percentage discount in basis points (1000 is 10%); then unitCents is not used. */
  percentBp?: number | null;
}

export interface PricedLine extends LineInput {
  /** Negative for a discount. */
  amountCents: number;
}

export interface Totals {
  lines: PricedLine[];
  /** Every line but the discounts. */
  subtotalCents: number;
  /** What the discounts take off, never more than the subtotal. */
  discountCents: number;
  totalCents: number;
}

/** a × b / d, rounded half up, for non-negative integers. */
function mulDivRound(a: number, b: number, d: number): number {
  return Math.floor((a * b * 2 + d) / (d * 2));
}

/** A line's own amount: quantity × unit price (a fixed discount is negative; a percentage one is 0 here). */
export function lineAmount(line: LineInput): number {
  if (line.kind === 'discount') return line.percentBp ? 0 : -mulDivRound(line.quantityHundredths, line.unitCents, 100);
  return mulDivRound(line.quantityHundredths, line.unitCents, 100);
}

/**
 * The totals of a list of lines. Percentage discounts each take their share of the discountable lines
 * (services, not travel or things bought at cost), side by side rather than one after another; the
 * discounts together never take more than the subtotal, so a total is never below zero.
 */
export function computeTotals(lines: readonly LineInput[]): Totals {
  const fixed = lines.map((line) => ({ ...line, amountCents: lineAmount(line) }));
  const discountable = fixed
    .filter((line) => DISCOUNTABLE_KINDS.includes(line.kind))
    .reduce((sum, line) => sum + line.amountCents, 0);
  const priced = fixed.map((line) =>
    line.kind === 'discount' && line.percentBp
      ? { ...line, amountCents: -mulDivRound(discountable, line.percentBp, 10_000) }
      : line,
  );
  const subtotalCents = priced.filter((l) => l.kind !== 'discount').reduce((sum, l) => sum + l.amountCents, 0);
  const asked = priced.filter((l) => l.kind === 'discount').reduce((sum, l) => sum - l.amountCents, 0);
  const discountCents = Math.min(asked, subtotalCents);
  return { lines: priced, subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

/** A deposit asked with a quote: a sum in cents, or a share of the total in basis points (2500 is 25%). */
export type DepositAsk = { kind: 'amount'; cents: number } | { kind: 'percent'; percentBp: number };

/**
 * The deposit in cents (docs/quotes.md, "Deposits"): the sum asked, or its share of the quote's total
 * rounded to the cent (halves up).
 */
export function depositCentsOf(deposit: DepositAsk, totalCents: number): number {
  return deposit.kind === 'amount' ? deposit.cents : mulDivRound(Math.max(0, totalCents), deposit.percentBp, 10_000);
}

/** Minutes to quarter hours, to the nearest quarter (seven and a half minutes round up). */
export function quarterHours(minutes: number): number {
  return Math.floor((Math.max(0, minutes) * 2 + 15) / 30);
}

export interface BillingRulesForJob {
  /** The hourly rate past a package (the price list's hourly item), in cents. */
  hourlyCents: number;
  /** The shortest time billed for hourly work, in minutes (the 3-hour minimum). */
  minimumMinutes: number;
}

export interface JobItemInput {
  kind: JobItemKind;
  description: string;
  amountCents: number;
}

export interface JobInvoiceInput {
  /** The approved quote version's lines. */
  quoteLines: readonly LineInput[];
  /** Minutes between the start and the end of the work; null when not recorded (then lines as quoted). */
  workedMinutes: number | null;
  items: readonly JobItemInput[];
  rules: BillingRulesForJob;
  /** The words of the added lines, in the invoice's language. */
  words: { overtime: (quarters: number) => string };
}

/**
 * The lines of an invoice for a job (docs/billing.md, "From a quote to an invoice"):
 * - a package covers its included time; time past it is an `overtime` line at the hourly rate, by the
 *   quarter hour;
 * - without a package, the quote's first hourly line is billed for the time worked, never under the
 *   minimum, by the quarter hour (the quoted hours were an estimate);
 * - everything else as quoted; groceries and parts at cost, one line each.
 */
export function jobInvoiceLines(input: JobInvoiceInput): LineInput[] {
  const lines: LineInput[] = input.quoteLines.map((line) => ({ ...line }));
  const worked = input.workedMinutes;
  if (worked !== null) {
    const packages = lines.filter((line) => line.kind === 'package');
    if (packages.length > 0) {
      const included = packages.reduce(
        (sum, line) => sum + Math.floor(((line.minutes ?? 0) * line.quantityHundredths) / 100),
        0,
      );
      const quarters = quarterHours(worked - included);
      if (worked > included && quarters > 0) {
        lines.push({
          kind: 'overtime',
          description: input.words.overtime(quarters),
          quantityHundredths: quarters * 25,
          unitCents: input.rules.hourlyCents,
        });
      }
    } else {
      const hourly = lines.find((line) => line.kind === 'hourly');
      if (hourly) hourly.quantityHundredths = quarterHours(Math.max(worked, input.rules.minimumMinutes)) * 25;
    }
  }
  for (const item of input.items) {
    lines.push({
      kind: item.kind === 'groceries' ? 'groceries' : 'parts',
      description: item.description,
      quantityHundredths: 100,
      unitCents: item.amountCents,
    });
  }
  return lines;
}

/**
 * The service fee a late cancellation is half of: the approved quote's total without travel and
 * things bought at cost (those were never spent), or, without a quote, the price given (the smallest
 * package, the minimum visit).
 */
export function cancellationBaseCents(quoteLines: readonly LineInput[] | null, fallbackCents: number): number {
  if (!quoteLines) return fallbackCents;
  const services = computeTotals(
    quoteLines.filter((line) => DISCOUNTABLE_KINDS.includes(line.kind) || line.kind === 'discount'),
  );
  return services.totalCents;
}

/** The late-cancellation line: half the service fee, rounded half up. */
export function lateCancellationLine(baseCents: number, description: string): LineInput {
  return {
    kind: 'cancellation',
    description,
    quantityHundredths: 100,
    unitCents: mulDivRound(baseCents, LATE_CANCELLATION_SHARE_BP, 10_000),
  };
}

/** What is still owed: never negative. */
export function balanceCents(totalCents: number, paidCents: number): number {
  return Math.max(0, totalCents - paidCents);
}
