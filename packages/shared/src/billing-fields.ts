import { lineAmount } from './billing-totals.js';
import { MAX_CENTS, rowIdField } from './bounds.js';
import { BILLING_MESSAGES, LINE_KINDS, parseMoney, parseQuantity } from './billing.js';
import { z } from './zod.js';

/**
 * The form fields every billing form shares (price list, quote lines, job items, payments, the notary
 * fee): people type dollars and decimals; the schema hands the server integer cents and hundredths.
 */

/** "195.00" → 19500. Up to $1,000,000. */
export const moneyField = z
  .string()
  .trim()
  .max(20, BILLING_MESSAGES.amountInvalid)
  .transform((text, ctx) => {
    const cents = parseMoney(text);
    if (cents === null || cents > MAX_CENTS) {
      ctx.addIssue({ code: 'custom', message: BILLING_MESSAGES.amountInvalid });
      return z.NEVER;
    }
    return cents;
  });

/** "1.5" → 150; more than zero, at most 1,000. */
export const quantityField = z
  .string()
  .trim()
  .max(10, BILLING_MESSAGES.quantityInvalid)
  .transform((text, ctx) => {
    const hundredths = parseQuantity(text);
    if (hundredths === null || hundredths <= 0 || hundredths > 100_000) {
      ctx.addIssue({ code: 'custom', message: BILLING_MESSAGES.quantityInvalid });
      return z.NEVER;
    }
    return hundredths;
  });

/** "10" or "12.5" (percent) → basis points, 1 to 10,000. */
export const percentField = z
  .string()
  .trim()
  .max(6, BILLING_MESSAGES.percentInvalid)
  .transform((text, ctx) => {
    const bp = parseQuantity(text);
    if (bp === null || bp < 1 || bp > 10_000) {
      ctx.addIssue({ code: 'custom', message: BILLING_MESSAGES.percentInvalid });
      return z.NEVER;
    }
    return bp;
  });

/** One quote line as the quote builder sends it. */
export const lineFieldsSchema = z.object({
  kind: z.enum(LINE_KINDS),
  priceItemId: rowIdField().nullable().optional(),
  description: z.string().trim().min(1, BILLING_MESSAGES.descriptionRequired).max(300),
  quantity: quantityField,
  unitPrice: moneyField,
  /** A package's included time, in minutes. */
  minutes: z
    .number()
    .int()
    .positive()
    .max(24 * 60)
    .nullable()
    .optional(),
  /** A percentage discount; then the unit price is not used. */
  percent: z
    .union([percentField, z.literal('').transform(() => null)])
    .nullable()
    .optional(),
});
export type LineFieldsValues = z.input<typeof lineFieldsSchema>;
export type LineFields = z.output<typeof lineFieldsSchema>;

export const linesSchema = z
  .array(lineFieldsSchema)
  .min(1, BILLING_MESSAGES.linesRequired)
  .max(50, BILLING_MESSAGES.tooManyLines)
  // Each line's amount and the subtotal are stored as integer cents: kept within MAX_CENTS.
  .refine((lines) => withinMaxCents(lines), BILLING_MESSAGES.totalTooLarge);

function withinMaxCents(lines: readonly LineFields[]): boolean {
  const amounts = lines
    .filter((line) => !line.percent)
    .map((line) =>
      lineAmount({
        kind: line.kind,
        description: line.description,
        quantityHundredths: line.quantity,
        unitCents: line.unitPrice,
      }),
    );
  const subtotal = amounts.filter((cents) => cents > 0).reduce((sum, cents) => sum + cents, 0);
  return subtotal <= MAX_CENTS && amounts.every((cents) => Math.abs(cents) <= MAX_CENTS);
}
