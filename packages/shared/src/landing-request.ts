import { z } from './zod.js';
import type { LandingRequestPayload } from './contact.js';
import { landingRequestFields } from './landing-request-fields.js';

export { PREFERRED_DATE_PAST_MESSAGE } from './landing-request-fields.js';

/** The landing request form's categories: the contact form's first four, then these two. */
export const LANDING_REQUEST_CATEGORIES = [
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
 * The landing request form: what the pricing section's "Request a quote" opens, asking for a price
 * (staff answer it with a quote, domains/quotes). `toLandingRequestPayload` folds its extras into the message and
 * also sends them as fields, which the request keeps. The details are capped below the
 * landing message limit so the folded message always fits.
 */
export const landingRequestSchema = z.object({
  firstName: text(100).min(2, 'First name must be at least 2 characters'),
  lastName: text(100).min(2, 'Last name must be at least 2 characters'),
  email: text(254).toLowerCase().pipe(z.email('Please enter a valid email address')),
  phone: text(30).min(10, 'Please enter a valid phone number'),
  serviceInterest: text(100).min(1, 'Please select a service category'),
  ...landingRequestFields,
  message: text(4000).min(10, 'Please provide details about your service needs'),
  termsAccepted: z.boolean().refine((v) => v, 'You must accept the terms and privacy policy to continue'),
});
export type LandingRequestFormValues = z.input<typeof landingRequestSchema>;
export type LandingRequestInput = z.output<typeof landingRequestSchema>;

/** 'yyyy-MM-dd' as 'MMMM d, yyyy' (a calendar date: no time zone shift). */
function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(`${date}T00:00Z`));
}

const CATEGORY_LABEL = 'Service category: ';
const SPECIFIC_LABEL = 'Specific service: ';

/**
 * Whether a message sent with the contact form's shape came from the landing request form: it opens
 * with the lines `toLandingRequestPayload` writes, in any capitalisation. Such a request may come in the
 * contact form's shape, so its message is what tells the two apart.
 */
export function isLandingRequestMessage(message: string): boolean {
  const [category = '', specific = ''] = message.toLowerCase().split('\n');
  return category.startsWith(CATEGORY_LABEL.toLowerCase()) && specific.startsWith(SPECIFIC_LABEL.toLowerCase());
}

/**
 * The message becomes structured text: category, specific service, optional duration, date and
 * location, then the details. The extras travel as fields too, so the request keeps them. Accepting the
 * terms includes their communications consent, so the request asks for e-mail updates with consent given.
 */
export function toLandingRequestPayload(request: LandingRequestInput): LandingRequestPayload {
  const lines = [
    `${CATEGORY_LABEL}${request.serviceInterest}`,
    `${SPECIFIC_LABEL}${request.specificService}`,
    request.estimatedDuration ? `Estimated duration: ${request.estimatedDuration}` : null,
    request.preferredDate ? `Preferred date: ${longDate(request.preferredDate)}` : null,
    request.locationDetails ? `Location: ${request.locationDetails}` : null,
  ].filter((line): line is string => line !== null);
  return {
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: request.phone,
    serviceInterest: request.serviceInterest,
    message: `${lines.join('\n')}\n\nDetails:\n${request.message}`,
    newsletter: false,
    notifyByEmail: true,
    notifyBySms: false,
    consentGiven: request.termsAccepted,
    specificService: request.specificService,
    estimatedDuration: request.estimatedDuration,
    preferredDate: request.preferredDate,
    locationDetails: request.locationDetails,
  };
}

/** Validates the form and gives the payload `POST /api/contact` takes. */
export const landingRequestSubmissionSchema = landingRequestSchema.transform(toLandingRequestPayload);
