import { defaultBusiness } from './business.js';
import { LOCALES, type Locale } from './locales.js';
import { z } from './zod.js';

/**
 * A client's card on file and autopay (docs/decisions/077-card-on-file-and-autopay.md): the card is
 * saved on Stripe's own page; autopay charges it for each invoice on its due day, only after the
 * account holder ticked a box under words that say what is charged, when, and how to stop.
 */

export const PAYMENT_CARD_MESSAGES = {
  consentRequired: 'Please tick the box to agree before turning on autopay',
  consentChanged:
    'The autopay words changed since this page was opened (a new card, or new terms). Please read them again and tick the box.',
  noCard: 'There is no card saved on this account. Please save a card first.',
} as const;

/**
 * The card as people read it, in their language: the label is kept as Stripe's brand and last four
 * digits in English ("Visa ending 4242"); Spanish reads "Visa terminada en 4242".
 */
export function cardLabelIn(label: string, language: Locale): string {
  if (language === 'en') return label;
  const match = /^(.*) ending (\d{4})$/.exec(label);
  if (!match) return label;
  const brand = match[1] === 'Card' ? 'Tarjeta' : match[1];
  return `${brand} terminada en ${match[2]}`;
}

/**
 * The words the account holder agrees to for autopay, with the card they name. What is charged (the
 * full balance of each invoice), when (its due day; at once for one already past due), that the
 * invoice comes by e-mail first, and how to stop (here, or by phone). The server keeps the very words
 * shown, in the language they were read in, with the time and who agreed.
 */
export function autopayConsentText(
  language: Locale,
  cardLabel: string,
  business: { name: string; phoneDisplay: string } = defaultBusiness,
): string {
  const card = cardLabelIn(cardLabel, language);
  return language === 'es'
    ? `Autorizo a ${business.name} a cobrar a mi ${card} el saldo total de cada factura en su fecha de vencimiento, o enseguida si la factura ya está vencida. Recibiré cada factura por correo electrónico antes del cobro. Puedo desactivar el pago automático aquí en cualquier momento, o llamando al ${business.phoneDisplay}.`
    : `I allow ${business.name} to charge my ${card} for the full balance of each invoice on its due date, or right away for an invoice that is already past due. I will get each invoice by e-mail before the charge. I can turn autopay off here at any time, or by calling ${business.phoneDisplay}.`;
}

/** The card on file as the client and the office see it: its brand, last four digits and expiry ('MM/YYYY'). */
export const savedCardSchema = z.object({ label: z.string(), expires: z.string().nullable() });
export type SavedCardView = z.infer<typeof savedCardSchema>;

/** GET /api/payment-card: the account holder's card, autopay, and the words to agree to. */
export const paymentCardSchema = z.object({
  card: savedCardSchema.nullable(),
  autopay: z.boolean(),
  /** The autopay words for the card on file, in each language (the page shows its own); null without a card. */
  consentWords: z.object({ en: z.string(), es: z.string() }).nullable(),
  /** Names these exact words: turning autopay on sends it back, so words changed since are not agreed to. */
  consentVersion: z.string().nullable(),
  /** While autopay is on: the words agreed to, when, and by whom. */
  agreed: z.object({ text: z.string(), at: z.string(), by: z.string() }).nullable(),
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;

const autopayChoiceFields = z.object({
  /** true: turn autopay on (with the box ticked); false: turn it off. */
  autopay: z.boolean(),
  /** The box under the autopay words. */
  agree: z.boolean().optional(),
  consentVersion: z.string().trim().max(100).optional(),
});

function consentGiven(value: z.infer<typeof autopayChoiceFields>, ctx: z.RefinementCtx) {
  if (!value.autopay) return;
  if (value.agree !== true)
    ctx.addIssue({ code: 'custom', path: ['agree'], message: PAYMENT_CARD_MESSAGES.consentRequired });
  else if (!value.consentVersion)
    ctx.addIssue({ code: 'custom', path: ['consentVersion'], message: PAYMENT_CARD_MESSAGES.consentChanged });
}

/** The account page's autopay forms (without JavaScript the language is the page's). */
export const autopayChoiceSchema = autopayChoiceFields.superRefine(consentGiven);
export type AutopayChoiceValues = z.input<typeof autopayChoiceSchema>;

/** PUT /api/payment-card/autopay: the choice, and the language the words were read in (the page's, unless said). */
export const autopayInputSchema = autopayChoiceFields
  .extend({ language: z.enum(LOCALES).optional() })
  .superRefine(consentGiven);
export type AutopayInput = z.infer<typeof autopayInputSchema>;

/** The account page's forms that send nothing but themselves: save or replace the card, remove it. */
export const paymentCardFormSchema = z.object({});

export const AUTOPAY_TRY_OUTCOMES = ['pending', 'succeeded', 'failed'] as const;
export type AutopayTryOutcome = (typeof AUTOPAY_TRY_OUTCOMES)[number];

/** One autopay charge of an invoice, as the back office lists it. */
export const autopayTrySchema = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  invoiceLabel: z.string(),
  tryNumber: z.number().int(),
  amountCents: z.number().int(),
  outcome: z.enum(AUTOPAY_TRY_OUTCOMES),
  /** Stripe's decline code ('insufficient_funds') and its words, for a failed try. */
  declineCode: z.string().nullable(),
  message: z.string().nullable(),
  /** The New York day of the next try; null when no other try will be made. */
  nextTryOn: z.string().nullable(),
  triedAt: z.string(),
});
export type AutopayTry = z.infer<typeof autopayTrySchema>;

/** A client's card and autopay in the back office: the label only, never more of the card. */
export const staffPaymentCardSchema = z.object({
  card: savedCardSchema.nullable(),
  autopay: z.boolean(),
  consentedAt: z.string().nullable(),
  consentedBy: z.string().nullable(),
  consentText: z.string().nullable(),
  tries: z.array(autopayTrySchema),
});
export type StaffPaymentCard = z.infer<typeof staffPaymentCardSchema>;
