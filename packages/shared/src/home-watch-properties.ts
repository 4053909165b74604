import { coercedRowIdField } from './bounds.js';
import { isCalendarDate } from './bounds.js';
import { propertyChecklistSchema } from './home-watch-checklists.js';
import { visitPlanSchema, visitResultSchema, visitSummarySchema } from './home-watch-visits.js';
import { z } from './zod.js';
import { FIELD_MESSAGES } from './field-messages.js';

/**
 * Home watch: a client's properties checked while the owner is away (docs/home-watch.md).
 * A property's access notes (gate, lockbox and alarm codes) are write-only in every schema here:
 * answers say only whether some are on file.
 */

/** Florida's 67 counties: a property's county is one of them, so storm mode can pick by county. */
export const FLORIDA_COUNTIES = [
  'Alachua', 'Baker', 'Bay', 'Bradford', 'Brevard', 'Broward', 'Calhoun', 'Charlotte', 'Citrus', 'Clay',
  'Collier', 'Columbia', 'DeSoto', 'Dixie', 'Duval', 'Escambia', 'Flagler', 'Franklin', 'Gadsden',
  'Gilchrist', 'Glades', 'Gulf', 'Hamilton', 'Hardee', 'Hendry', 'Hernando', 'Highlands', 'Hillsborough',
  'Holmes', 'Indian River', 'Jackson', 'Jefferson', 'Lafayette', 'Lake', 'Lee', 'Leon', 'Levy', 'Liberty',
  'Madison', 'Manatee', 'Marion', 'Martin', 'Miami-Dade', 'Monroe', 'Nassau', 'Okaloosa', 'Okeechobee',
  'Orange', 'Osceola', 'Palm Beach', 'Pasco', 'Pinellas', 'Polk', 'Putnam', 'St. Johns', 'St. Lucie',
  'Santa Rosa', 'Sarasota', 'Seminole', 'Sumter', 'Suwannee', 'Taylor', 'Union', 'Volusia', 'Wakulla',
  'Walton', 'Washington',
] as const; // prettier-ignore
export type FloridaCounty = (typeof FLORIDA_COUNTIES)[number];

export const PROPERTY_MESSAGES = {
  addressRequired: 'Please enter the street address',
  cityRequired: 'Please enter the city',
  zipInvalid: 'Please enter a 5-digit ZIP code',
  countyRequired: 'Please choose the county',
  dateInvalid: FIELD_MESSAGES.dateInvalid,
  returnBeforeLeaving: 'The return date must be on or after the leaving date',
  notFound: 'Property not found',
} as const;
const M = PROPERTY_MESSAGES;

const text = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters`);
/** Optional text: blank means none (null). */
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => v || null);
/** An optional calendar day: blank means none (null). */
const optionalDate = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((v) => v || null)
  .refine((v) => v === null || isCalendarDate(v), M.dateInvalid);

export const ZIP_PATTERN = /^\d{5}$/;
export const zipSchema = z.string({ error: M.zipInvalid }).trim().regex(ZIP_PATTERN, M.zipInvalid);
export const countySchema = z.enum(FLORIDA_COUNTIES, { error: M.countyRequired });

const propertyFields = {
  /** What the owner calls it ("The Naples condo"); blank shows the street address. */
  label: optionalText(80),
  addressLine: text(200).min(1, M.addressRequired),
  city: text(80).min(1, M.cityRequired),
  zip: zipSchema,
  county: countySchema,
  /** The days the owner is away (both optional; plans run between them). */
  awayFrom: optionalDate,
  awayUntil: optionalDate,
  alarmCompany: optionalText(200),
  emergencyContacts: optionalText(1000),
  preferredVendors: optionalText(1000),
};

/** A property's own fields, in the form's order (the access notes come apart: they are write-only). */
export const PROPERTY_FIELDS = [
  'label',
  'addressLine',
  'city',
  'zip',
  'county',
  'awayFrom',
  'awayUntil',
  'alarmCompany',
  'emergencyContacts',
  'preferredVendors',
] as const;
/** Every field of the property form, for the messages the server gives beside each. */
export const PROPERTY_FORM_FIELDS = [...PROPERTY_FIELDS, 'accessNotes', 'clearAccessNotes'] as const;

const returnAfterLeaving = (v: { awayFrom?: string | null; awayUntil?: string | null }) =>
  !v.awayFrom || !v.awayUntil || v.awayUntil >= v.awayFrom;

/**
 * A new property, or every field of one being edited (the form always sends them all).
 * `accessNotes`: blank keeps what is on file (nothing, for a new one); text replaces it.
 * `clearAccessNotes`: true removes what is on file.
 */
export const propertyInputSchema = z
  .object({
    ...propertyFields,
    accessNotes: optionalText(1000),
    clearAccessNotes: z
      .union([z.boolean(), z.literal('on'), z.literal('true')])
      .optional()
      .transform((v) => v === true || v === 'on' || v === 'true'),
  })
  .refine(returnAfterLeaving, { message: M.returnBeforeLeaving, path: ['awayUntil'] });
export type PropertyInput = z.input<typeof propertyInputSchema>;
export type PropertyValues = z.output<typeof propertyInputSchema>;

/** A staff member creating a property for a client names the client. */
export const staffPropertyInputSchema = propertyInputSchema.and(
  z.object({ clientId: coercedRowIdField('Please choose a client') }),
);
export type StaffPropertyValues = z.output<typeof staffPropertyInputSchema>;

/** A property as its owner and the back office see it: never the access notes themselves. */
export const propertySchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  label: z.string().nullable(),
  addressLine: z.string(),
  city: z.string(),
  zip: z.string(),
  county: z.enum(FLORIDA_COUNTIES),
  awayFrom: z.string().nullable(),
  awayUntil: z.string().nullable(),
  alarmCompany: z.string().nullable(),
  emergencyContacts: z.string().nullable(),
  preferredVendors: z.string().nullable(),
  /** Access notes are on file; their text is read only by staff assigned to a visit. */
  accessNotesOnFile: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type Property = z.infer<typeof propertySchema>;

/** One line of "My Properties" and of the back office's list. */
export const propertySummarySchema = propertySchema.extend({
  /** The owner's name (back office only; the owner's own list repeats theirs). */
  clientName: z.string(),
  nextVisit: z.object({ visitId: z.number().int(), date: z.string(), startTime: z.string() }).nullable(),
  lastReport: z.object({ visitId: z.number().int(), finishedAt: z.string(), result: visitResultSchema }).nullable(),
  /** Findings of an issue the owner has not yet decided about. */
  findingsAwaitingDecision: z.number().int(),
});
export type PropertySummary = z.infer<typeof propertySummarySchema>;

/** One opening of a property's access notes, as its owner is shown it: by whom (first name) and when. */
export const accessOpeningSchema = z.object({ staffFirstName: z.string(), openedAt: z.string() });
export type AccessOpening = z.infer<typeof accessOpeningSchema>;

/**
 * GET /api/properties/:id: a property as its owner sees it, with its visits (cancelled ones left
 * out) and every opening of its access codes, newest first.
 */
export const clientPropertyDetailSchema = z.object({
  property: propertySchema,
  visits: z.array(visitSummarySchema),
  accessOpenings: z.array(accessOpeningSchema),
});
export type ClientPropertyDetail = z.infer<typeof clientPropertyDetailSchema>;

/** GET /api/admin/properties/:id: the back office's page of a property. */
export const staffPropertyDetailSchema = z.object({
  property: propertySchema,
  clientName: z.string(),
  clientEmail: z.string(),
  /** The phone number of the owner's latest request, if any (accounts hold no phone number). */
  clientPhone: z.string().nullable(),
  /** The plans still running, newest first. */
  plans: z.array(visitPlanSchema),
  visits: z.array(visitSummarySchema),
  checklist: propertyChecklistSchema,
});
export type StaffPropertyDetail = z.infer<typeof staffPropertyDetailSchema>;

/** GET /api/admin/properties: `search` over label, address, city, ZIP and the owner's name. */
export const propertyListQuerySchema = z.object({ search: z.string().trim().max(100).optional() });
export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>;

/** A client a new property can belong to (GET /api/admin/property-clients): staff pick one by name or e-mail. */
export const propertyClientChoiceSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type PropertyClientChoice = z.infer<typeof propertyClientChoiceSchema>;
/** How many clients the picker lists at once; a search narrows them. */
export const PROPERTY_CLIENT_CHOICES = 25;

/** The one-line name of a property: its label, else its street address. */
export function propertyName(p: { label: string | null; addressLine: string }): string {
  return p.label || p.addressLine;
}

/** The address on one line, as on an envelope. */
export function propertyAddress(p: { addressLine: string; city: string; zip: string }): string {
  return `${p.addressLine}, ${p.city}, FL ${p.zip}`;
}
