import { LOCALES } from './locales.js';
import { z } from './zod.js';

/*
 * Kept apart from locales.ts, which every page loads: importing zod there put the form libraries into
 * the entry chunk, whose cycle with the forms chunk stopped pages from hydrating (docs/decisions/009:
 * code every page runs must not import a schema module).
 */

export const localeSchema = z.enum(LOCALES);

/** The language switch's form: the language chosen, and the page (any language) to show in it. */
export const languageChoiceSchema = z.object({
  language: localeSchema,
  next: z.string().max(2048).optional(),
});
