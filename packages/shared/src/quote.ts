import { z } from './zod.js';
import { businessToday } from './business-time.js';
import type { LandingContactInput } from './contact.js';

/** SPEC §3: the quote form's categories: the landing form's first four, then these two. */
export const QUOTE_SERVICE_CATEGORIES = [
  'Personal Assistance & Errands',
  'Home & Tech Support',
  'Administrative & Paperwork',
  'Specialized & Project Services',
  'Meal Prep & Cooking',
  'Other Service',
] as const;

export const ESTIMATED_DURATIONS = ['3 hours', '5 hours', 'More than 5 hours', 'Not sure'] as const;

export const PREFERRED_DATE_PAST_MESSAGE = 'Please choose today or a later date';

const text = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters`);
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * The pricing section's quote form. Its extras are not stored as columns (SPEC §3): `toLandingPayload`
 * folds them into the message, and the request is sent with the landing form's shape.
 * The details are capped below the landing message limit so the folded message always fits.
 */
export const quoteRequestSchema = z.object({
  firstName: text(100).min(2, 'First name must be at least 2 characters'),
  lastName: text(100).min(2, 'Last name must be at least 2 characters'),
  email: text(254).toLowerCase().pipe(z.email('Please enter a valid email address')),
  phone: text(30).min(10, 'Please enter a valid phone number'),
  serviceInterest: text(100).min(1, 'Please select a service category'),
  specificService: text(200).min(2, 'Please describe the specific service needed'),
  estimatedDuration: optionalText(50),
  // Checked when the form is sent, so "today" is the day of sending in the business's zone.
  preferredDate: optionalText(10)
    .refine((v) => v === undefined || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Please enter a date like 2026-03-15')
    .refine((v) => v === undefined || v >= businessToday(), PREFERRED_DATE_PAST_MESSAGE),
  locationDetails: optionalText(300),
  message: text(4000).min(10, 'Please provide details about your service needs'),
  termsAccepted: z.boolean().refine((v) => v, 'You must accept the terms and privacy policy to continue'),
});
export type QuoteRequestFormValues = z.input<typeof quoteRequestSchema>;
export type QuoteRequestInput = z.output<typeof quoteRequestSchema>;

/** 'yyyy-MM-dd' as 'MMMM d, yyyy' (a calendar date: no time zone shift). */
function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(`${date}T00:00Z`));
}

const QUOTE_CATEGORY_LABEL = 'Service category: ';
const QUOTE_SPECIFIC_LABEL = 'Specific service: ';

/**
 * Whether a landing-form message is a quote request: it opens with the lines `toLandingPayload` writes,
 * in any capitalisation. A quote is sent with the landing form's shape, so its message is what tells
 * the two apart.
 */
export function isQuoteMessage(message: string): boolean {
  const [category = '', specific = ''] = message.toLowerCase().split('\n');
  return (
    category.startsWith(QUOTE_CATEGORY_LABEL.toLowerCase()) && specific.startsWith(QUOTE_SPECIFIC_LABEL.toLowerCase())
  );
}

/**
 * SPEC §7: the message becomes structured text: category, specific service, optional duration, date and
 * location, then the details. Accepting the terms includes their communications consent, so the request
 * asks for e-mail updates with consent given.
 */
export function toLandingPayload(quote: QuoteRequestInput): LandingContactInput {
  const lines = [
    `${QUOTE_CATEGORY_LABEL}${quote.serviceInterest}`,
    `${QUOTE_SPECIFIC_LABEL}${quote.specificService}`,
    quote.estimatedDuration ? `Estimated duration: ${quote.estimatedDuration}` : null,
    quote.preferredDate ? `Preferred date: ${longDate(quote.preferredDate)}` : null,
    quote.locationDetails ? `Location: ${quote.locationDetails}` : null,
  ].filter((line): line is string => line !== null);
  return {
    firstName: quote.firstName,
    lastName: quote.lastName,
    email: quote.email,
    phone: quote.phone,
    serviceInterest: quote.serviceInterest,
    message: `${lines.join('\n')}\n\nDetails:\n${quote.message}`,
    newsletter: false,
    notifyByEmail: true,
    notifyBySms: false,
    consentGiven: quote.termsAccepted,
  };
}

/** Validates the form and gives the landing payload `POST /api/contact` takes. */
export const quoteSubmissionSchema = quoteRequestSchema.transform(toLandingPayload);
