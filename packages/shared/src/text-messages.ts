import { defaultBusiness } from './business.js';
import { LOCALES, type Locale } from './locales.js';
import { z } from './zod.js';

/**
 * Text messages (docs/sms.md): what a client (or a trusted contact, for a client they help) chooses to
 * get by text, the number, and the consent US carriers expect: given apart from booking and never
 * required, naming the business, what is texted, how often, that rates may apply, STOP and HELP. The
 * server keeps the very words shown with the time, the number and the language.
 */

/** The service a request made from an unknown number's text names (docs/sms.md). */
export const TEXT_MESSAGE_SERVICE = 'Text message';

/** Each kind of text, chosen on its own. */
export const SMS_KINDS = ['reminder', 'visit_steps', 'changes', 'invoice_due', 'sign_in_code'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];
/** What a trusted contact may get for a client they help: not the client's invoices or sign-in codes. */
export const CIRCLE_SMS_KINDS = ['reminder', 'visit_steps', 'changes'] as const satisfies readonly SmsKind[];
export type CircleSmsKind = (typeof CIRCLE_SMS_KINDS)[number];

export const TEXT_MESSAGES = {
  phoneInvalid: 'Please enter a US mobile number with its area code, like (352) 555-0142',
  consentRequired: 'Please tick the box to agree to texts',
  consentChanged: 'The words about texts changed since this page was opened. Please read them again and tick the box.',
  kindsRequired: 'Please choose at least one kind of text',
  off: 'Text messages are not set up. We will keep using e-mail.',
  notOn: 'Texts are not on for this account. Please turn them on first.',
  signatureInvalid: 'This webhook is not signed by our Twilio account.',
} as const;

/** Ten digits of a US number (with or without +1 and punctuation) as E.164, or null. */
export function usPhoneE164(input: string): string | null {
  const digits = input.replace(/[\s\-().+]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // An area code and an exchange never start with 0 or 1 (the North American Numbering Plan).
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(ten) ? `+1${ten}` : null;
}

/** '+13525550142' as people write it: '(352) 555-0142'. */
export function phoneForPeople(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}

/** A US mobile number as typed, kept as E.164. */
export const usMobileSchema = z
  .string()
  .trim()
  .max(30, TEXT_MESSAGES.phoneInvalid)
  .refine((value) => usPhoneE164(value) !== null, TEXT_MESSAGES.phoneInvalid)
  .transform((value) => usPhoneE164(value) as string);

/**
 * The words beside the box, in the client's language: the business, what is texted, how often, that
 * rates may apply, STOP and HELP, and that texts are not needed to book.
 */
export function smsConsentText(language: Locale, business: { name: string } = defaultBusiness): string {
  return language === 'es'
    ? `Envíenme mensajes de texto de ${business.name} sobre mis visitas y facturas: recordatorios, en camino, cambios, facturas pendientes y códigos para entrar que yo pida. Hasta 10 mensajes al mes. Pueden aplicarse tarifas de mensajes y datos. Responda PARAR para terminar y AYUDA para ayuda. No es necesario para reservar.`
    : `Text me from ${business.name} about my visits and invoices: reminders, on my way, changes, invoices due and sign-in codes I ask for. Up to 10 texts a month. Msg & data rates may apply. Reply STOP to end, HELP for help. Not needed to book.`;
}

/**
 * The words beside a request form's "Text me updates" box (docs/sms.md, "A request's updates"): a consent for
 * this request only, to the number on the form, naming the business, what is texted, how many, rates, STOP
 * and HELP. The server keeps these very words with the request.
 */
export function requestTextsConsentText(language: Locale, business: { name: string } = defaultBusiness): string {
  return language === 'es'
    ? `Envíenme mensajes de texto de ${business.name} sobre esta solicitud, al teléfono de arriba: que la recibimos, con su código, y cuando cambie su estado. Pocos mensajes, solo de esta solicitud. Pueden aplicarse tarifas de mensajes y datos. Responda PARAR para terminar y AYUDA para ayuda.`
    : `Text me from ${business.name} about this request at the phone number above: that you got it, with its code, and when its status changes. A few texts, about this request only. Msg & data rates may apply. Reply STOP to end, HELP for help.`;
}

/** GET /api/user/texts: the number, the kinds chosen, the consent (while texts are on) and the words to agree to. */
export const textChoicesSchema = z.object({
  /** The number texts go to, E.164; null before the first consent. */
  phone: z.string().nullable(),
  kinds: z.array(z.enum(SMS_KINDS)),
  /** While texts are on: the words agreed to and when. */
  consent: z.object({ text: z.string(), at: z.string() }).nullable(),
  /** Texts ended by a STOP reply from this number: START from the phone turns them on again. */
  stoppedByReply: z.boolean(),
  /** The business's texting number, to text START or HELP to; null when texts go out from a pool of numbers. */
  businessNumber: z.string().nullable(),
  consentWords: z.object({ en: z.string(), es: z.string() }),
  /** Names these exact words: agreeing sends it back, so words changed since are not agreed to. */
  consentVersion: z.string(),
});
export type TextChoices = z.infer<typeof textChoicesSchema>;

const kindsField = z.array(z.enum(SMS_KINDS)).min(1, TEXT_MESSAGES.kindsRequired).max(SMS_KINDS.length);

/** A box per kind, as the account page's forms send them (a box is sent only when ticked). */
const kindBoxes = z.object({
  reminder: z.boolean().default(false),
  visit_steps: z.boolean().default(false),
  changes: z.boolean().default(false),
  invoice_due: z.boolean().default(false),
  sign_in_code: z.boolean().default(false),
} satisfies Record<SmsKind, z.ZodType>);
const kindsTicked = (boxes: z.output<typeof kindBoxes>): SmsKind[] => SMS_KINDS.filter((kind) => boxes[kind]);

/** PUT /api/user/texts: texts on, to this number, for these kinds, with the box ticked under the words shown. */
export const textsOnInputSchema = z.object({
  phone: usMobileSchema,
  kinds: kindsField,
  agree: z.literal(true, { message: TEXT_MESSAGES.consentRequired }),
  consentVersion: z.string().trim().min(1, TEXT_MESSAGES.consentChanged).max(100),
  /** The language the words were read in; the page's, unless said. */
  language: z.enum(LOCALES).optional(),
});
export type TextsOnInput = z.infer<typeof textsOnInputSchema>;

/** The account page's "Turn on texts" form: the number, a box per kind, the box under the words. */
export const textsOnFormSchema = kindBoxes
  .extend({
    phone: z.string().max(30, TEXT_MESSAGES.phoneInvalid),
    agree: z.boolean().default(false),
    consentVersion: z.string().max(100).default(''),
  })
  .transform(({ phone, agree, consentVersion, ...boxes }) => ({
    phone,
    kinds: kindsTicked(boxes),
    agree,
    consentVersion,
  }))
  .pipe(textsOnInputSchema);
export type TextsOnFormValues = z.input<typeof textsOnFormSchema>;

/** PUT /api/user/texts/kinds: which kinds, while texts are on. */
export const textKindsInputSchema = z.object({ kinds: kindsField });
export type TextKindsInput = z.infer<typeof textKindsInputSchema>;

/** The account page's "Save my choices" form: a box per kind. */
export const textKindsFormSchema = kindBoxes
  .transform((boxes) => ({ kinds: kindsTicked(boxes) }))
  .pipe(textKindsInputSchema);

/** The account page's "Stop all texts" form: nothing but itself. */
export const textsOffFormSchema = z.object({});

/** What became of a text: queued (maybe waiting for the morning), sent to Twilio, delivered, or not. */
export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'undelivered'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const SMS_CONSENT_SOURCES = ['profile', 'start_reply'] as const;
export type SmsConsentSource = (typeof SMS_CONSENT_SOURCES)[number];
export const SMS_CONSENT_ENDS = ['profile', 'stop_reply', 'new_number', 'office'] as const;
export type SmsConsentEnd = (typeof SMS_CONSENT_ENDS)[number];

/** One consent as the back office reads it: given when, where, to which number, with which words; and its end. */
export const staffSmsConsentSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  source: z.enum(SMS_CONSENT_SOURCES),
  language: z.enum(LOCALES),
  text: z.string(),
  givenAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.enum(SMS_CONSENT_ENDS).nullable(),
});
export type StaffSmsConsent = z.infer<typeof staffSmsConsentSchema>;

/** One text about a client as the office reads it (a sign-in code's digits hidden), and what became of it. */
export const staffSmsMessageSchema = z.object({
  id: z.number().int(),
  toPhone: z.string(),
  /** A trusted contact's copy, not the client's own. */
  toContact: z.boolean(),
  kind: z.string(),
  body: z.string(),
  segments: z.number().int(),
  status: z.enum(SMS_STATUSES),
  errorCode: z.string().nullable(),
  errorText: z.string().nullable(),
  createdAt: z.string(),
  statusAt: z.string().nullable(),
});
export type StaffSmsMessage = z.infer<typeof staffSmsMessageSchema>;

/** A client's texts in the back office: whether texts are set up, the kinds chosen, the consents and the texts, newest first. */
export const staffTextsSchema = z.object({
  available: z.boolean(),
  kinds: z.array(z.enum(SMS_KINDS)),
  consents: z.array(staffSmsConsentSchema),
  messages: z.array(staffSmsMessageSchema),
});
export type StaffTexts = z.infer<typeof staffTextsSchema>;
