import { LOCALES } from './locales.js';
import { z } from './zod.js';

// Kept apart from locales.ts: every page's first script uses those path rules, and importing zod
// there would put the form libraries into it.
export const localeSchema = z.enum(LOCALES);

/** The language switch's form: the language chosen, and the page (any language) to show in it. */
export const languageChoiceSchema = z.object({
  language: localeSchema,
  next: z.string().max(2048).optional(),
});
