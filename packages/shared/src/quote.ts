import { z } from './zod.js';
import type { QuoteContactInput } from './contact.js';
import { quoteFields } from './quote-fields.js';

export { PREFERRED_DATE_PAST_MESSAGE } from './quote-fields.js';

/** The quote form's categories: the landing form's first four, then these two. */
export const QUOTE_SERVICE_CATEGORIES = [
  'Personal Assistance & Errands',
  'Home & Tech Support',
  'Administrative & Paperwork',
  'Specialized & Project Services',
  'Meal Prep & Cooking',
  'Other Service',
] as const;

export const ESTIMATED_DURATIONS = ['3 hours', '5 hours', 'More than 5 hours', 'Not sure'] as const;

const text = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters`);

/**
 * The pricing section's quote form. `toQuotePayload` folds its extras into the message and
 * also sends them as fields, which the request keeps. The details are capped below the
 * landing message limit so the folded message always fits.
 */
export const quoteRequestSchema = z.object({
  firstName: text(100).min(2, 'First name must be at least 2 characters'),
  lastName: text(100).min(2, 'Last name must be at least 2 characters'),
  email: text(254).toLowerCase().pipe(z.email('Please enter a valid email address')),
  phone: text(30).min(10, 'Please enter a valid phone number'),
  serviceInterest: text(100).min(1, 'Please select a service category'),
  ...quoteFields,
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
 * The message becomes structured text: category, specific service, optional duration, date and
 * location, then the details. The extras travel as fields too, so the request keeps them. Accepting the
 * terms includes their communications consent, so the request asks for e-mail updates with consent given.
 */
export function toQuotePayload(quote: QuoteRequestInput): QuoteContactInput {
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
    specificService: quote.specificService,
    estimatedDuration: quote.estimatedDuration,
    preferredDate: quote.preferredDate,
    locationDetails: quote.locationDetails,
  };
}

/** Validates the form and gives the quote payload `POST /api/contact` takes. */
export const quoteSubmissionSchema = quoteRequestSchema.transform(toQuotePayload);
