import { z } from './zod.js';

/**
 * A client asks for home checks of one of their properties from its page (docs/home-watch.md,
 * "Asking for home checks"): POST /api/properties/{id}/home-checks makes a request to the office
 * (the property-check service, the house as its place), as the owner, or as a trusted contact with
 * the `act` right on the owner's behalf. The office then sets up the visit plan.
 */
export const HOME_CHECKS_NOTE_MAX = 1000;

export const homeChecksRequestSchema = z.object({
  note: z
    .string()
    .trim()
    .max(HOME_CHECKS_NOTE_MAX, `Please keep this under ${HOME_CHECKS_NOTE_MAX} characters`)
    .optional()
    .transform((v) => v || null),
});
export type HomeChecksRequestInput = z.input<typeof homeChecksRequestSchema>;
export type HomeChecksRequestValues = z.output<typeof homeChecksRequestSchema>;

/** What the request answers: the new request's id (its tracking code goes by e-mail to the owner). */
export const homeChecksRequestedSchema = z.object({ requestId: z.number().int() });
export type HomeChecksRequested = z.infer<typeof homeChecksRequestedSchema>;
