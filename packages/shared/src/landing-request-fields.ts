import { isCalendarDate } from './bounds.js';
import { businessToday } from './business-time.js';
import { z } from './zod.js';

/**
 * The landing request form's own fields (the pricing section's "Request a quote"), checked alike by the form in the browser and
 * by `POST /api/contact`, which keeps them with the request (not only inside the message).
 */
export const PREFERRED_DATE_PAST_MESSAGE = 'Please choose today or a later date';

const text = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters`);
/** Blank, null or left out all mean "not given". */
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : undefined));

export const landingRequestFields = {
  specificService: text(200).min(2, 'Please describe the specific service needed'),
  estimatedDuration: optionalText(50),
  // Checked when the form is sent, so "today" is the day of sending in the business's zone.
  preferredDate: optionalText(10)
    .refine((v) => v === undefined || isCalendarDate(v), 'Please enter a date like 2026-03-15')
    .refine((v) => v === undefined || v >= businessToday(), PREFERRED_DATE_PAST_MESSAGE),
  locationDetails: optionalText(300),
};
