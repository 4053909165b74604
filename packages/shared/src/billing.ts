/**
 * From request to paid (docs/billing.md): the words of the price list, quotes, invoices, payments and
 * the notary journal, and money as text. Constants and pure helpers only, so any page can read them
 * without loading zod; the totals are in billing-totals.ts and the form fields in billing-fields.ts.
 *
 * Money is always integer cents and quantities integer hundredths (1.5 hours is 150): no sum is ever
 * made with fractions of a cent.
 */

/** What a price-list item is: it decides how a quote or an invoice line made from it is counted. */
export const PRICE_ITEM_KINDS = ['package', 'hourly', 'travel', 'notary', 'discount', 'item'] as const;
export type PriceItemKind = (typeof PRICE_ITEM_KINDS)[number];

/**
 * A quote or invoice line. The price list's kinds, plus `overtime` (time past a package, on an
 * invoice), `groceries` and `parts` (bought for the job, at cost) and `cancellation` (the late fee).
 */
export const LINE_KINDS = [...PRICE_ITEM_KINDS, 'overtime', 'groceries', 'parts', 'cancellation'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** Percentage discounts apply to these kinds only: never to travel or to things bought at cost. */
export const DISCOUNTABLE_KINDS: readonly LineKind[] = ['package', 'hourly', 'overtime', 'notary'];

export const QUOTE_STATUSES = ['draft', 'sent', 'changes_requested', 'approved', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_RESPONSE_ACTIONS = ['approved', 'changes_requested'] as const;
export type QuoteResponseAction = (typeof QUOTE_RESPONSE_ACTIONS)[number];

export const JOB_ITEM_KINDS = ['groceries', 'parts', 'other'] as const;
export type JobItemKind = (typeof JOB_ITEM_KINDS)[number];

export const INVOICE_KINDS = ['job', 'late_cancellation'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** An invoice's state as people read it; worked out from its sums, its due date and whether it was voided. */
export const INVOICE_STATES = ['unpaid', 'partly_paid', 'paid', 'overdue', 'void'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** How a payment was made. `online` is kept for a card provider added later; staff never pick it. */
export const PAYMENT_METHODS = ['cash', 'check', 'card_in_person', 'zelle', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const RECORDED_PAYMENT_METHODS = [
  'cash',
  'check',
  'card_in_person',
  'zelle',
] as const satisfies readonly PaymentMethod[];

/** Florida notarial acts. */
export const NOTARY_ACT_TYPES = [
  'acknowledgment',
  'jurat',
  'oath_or_affirmation',
  'copy_certification',
  'vehicle_vin_verification',
  'other',
] as const;
export type NotaryActType = (typeof NOTARY_ACT_TYPES)[number];
/** How the signer's identity was proven. */
export const NOTARY_ID_METHODS = ['personally_known', 'id_document', 'credible_witness'] as const;
export type NotaryIdMethod = (typeof NOTARY_ID_METHODS)[number];
export const NOTARY_ID_TYPES = [
  'florida_driver_license',
  'florida_id_card',
  'other_state_driver_license',
  'us_passport',
  'foreign_passport',
  'military_id',
  'other',
] as const;
export type NotaryIdType = (typeof NOTARY_ID_TYPES)[number];

/** The billing rules kept in app_settings, with the values used until the owner sets others. */
export const BILLING_SETTING_KEYS = {
  minimumMinutes: 'billing.minimum_minutes',
  dueDays: 'billing.due_days',
  quoteValidDays: 'billing.quote_valid_days',
} as const;
export const DEFAULT_BILLING_RULES = { minimumMinutes: 180, dueDays: 14, quoteValidDays: 30 } as const;

/** The late-cancellation fee: half of the service fee (Terms and Conditions). */
export const LATE_CANCELLATION_SHARE_BP = 5000;

/** Cents as `$1,234.50` (en-US and es-US write money alike). Integer arithmetic only. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const dollars = Math.trunc(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}$${dollars.toLocaleString('en-US')}.${rest}`;
}

/** Cents as the plain decimal a form field holds: 19500 → "195.00". */
export function centsToInput(cents: number): string {
  const abs = Math.abs(Math.trunc(cents));
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const MONEY_PATTERN = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/;

/** "$1,234.5", "195", ".75" → cents; null when it is not an amount of money. No floating point. */
export function parseMoney(text: string): number | null {
  const match = MONEY_PATTERN.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const whole = Number((match[1] ?? '0').replaceAll(',', ''));
  const fraction = Number((match[2] ?? '0').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Hundredths as the decimal people type: 150 → "1.5", 100 → "1". */
export function formatQuantity(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const rest = hundredths % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

const QUANTITY_PATTERN = /^(\d+)?(?:\.(\d{1,2}))?$/;

/** "1.5" → 150; null when it is not a quantity. */
export function parseQuantity(text: string): number | null {
  const match = QUANTITY_PATTERN.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const value = Number(match[1] ?? '0') * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/** Basis points as a percentage people read: 1000 → "10%", 1250 → "12.5%". */
export function formatPercent(bp: number): string {
  return `${formatQuantity(bp)}%`;
}

/** Invoice numbers as printed: 7 → "INV-000007". */
export function invoiceLabel(number: number): string {
  return `INV-${String(number).padStart(6, '0')}`;
}

/** Quote references as printed: 12 → "Q-0012". */
export function quoteLabel(id: number): string {
  return `Q-${String(id).padStart(4, '0')}`;
}

export const BILLING_MESSAGES = {
  amountInvalid: 'Please enter an amount like 195.00',
  quantityInvalid: 'Please enter a quantity like 1 or 1.5',
  percentInvalid: 'Please enter a percentage between 0.01 and 100',
  descriptionRequired: 'Please describe this line',
  linesRequired: 'Please add at least one line',
  tooManyLines: 'A quote or invoice can have at most 50 lines',
  totalTooLarge: 'A line or total can be at most $1,000,000.00',
  quoteNotEditable: 'This quote has been sent. Make a new version to change it.',
  quoteApprovedStaff: 'This quote is approved. Only the owner can change an approved quote.',
  quoteVersionChanged: 'This quote has changed since you opened it. Please read the new version.',
  quoteNotOpen: 'This quote can no longer be answered. Please call us.',
  quoteExpired: 'This quote has expired. Please ask us for a new one.',
  quoteLinkInvalid: 'This link is no longer valid. Please use the newest e-mail we sent you, or call us.',
  nameMustMatch: 'Please type your full name to approve',
  nameNotOnQuote: 'This is not the name on the quote. Please type your first and last name.',
  changesMessageRequired: 'Please tell us what you would like changed',
  notApproved: 'Only an approved quote can be scheduled.',
  alreadyScheduled: 'This quote is already scheduled.',
  workTimeOrder: 'The end of the work must be after its start',
  noWorkTime: 'Please record the time on the job first',
  alreadyInvoiced: 'This visit already has an invoice.',
  notLateCancellation: 'Only a visit cancelled with less than 24 hours’ notice can be billed the late fee.',
  invoiceVoid: 'This invoice has been voided.',
  paymentTooLarge: 'This payment is more than the balance due',
  paymentReferenceRequired: 'Please enter the check number',
  notaryLocked: 'Journal entries cannot be changed after the day they were written. Add a correction instead.',
  idNumberRequired: 'Please enter the ID number',
  idTypeRequired: 'Please choose the type of ID',
} as const;

/**
 * An invoice's state on a given New York calendar day: void, paid in full, overdue (a balance after
 * the due day), partly paid, or unpaid.
 */
export function invoiceState(
  invoice: { totalCents: number; paidCents: number; dueOn: string; voidedAt: string | null },
  today: string,
): InvoiceState {
  if (invoice.voidedAt) return 'void';
  if (invoice.paidCents >= invoice.totalCents) return 'paid';
  if (invoice.dueOn < today) return 'overdue';
  return invoice.paidCents > 0 ? 'partly_paid' : 'unpaid';
}

/** The client's page of an invoice (the invoice and receipt e-mails link to it). */
export function clientInvoicePath(invoiceId: number): string {
  return `/invoices/${invoiceId}`;
}
