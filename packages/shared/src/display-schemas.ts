import { CONTRASTS, TEXT_SIZES } from './display.js';
import { z } from './zod.js';

// Apart from display.ts, which every page's first script imports: zod stays in the forms' chunk.
export const textSizeSchema = z.enum(TEXT_SIZES);
export const contrastSchema = z.enum(CONTRASTS);

/**
 * The display form: a text size, a contrast, or both, and the page (any language) to come back to.
 * The size buttons send only `textSize` and the contrast button only `contrast`; the other choice is kept.
 */
export const displayChoiceSchema = z
  .object({
    textSize: textSizeSchema.optional(),
    contrast: contrastSchema.optional(),
    next: z.string().max(2048).optional(),
  })
  .refine((choice) => choice.textSize !== undefined || choice.contrast !== undefined, {
    message: 'Please choose a text size or a contrast.',
  });
export type DisplayChoice = z.infer<typeof displayChoiceSchema>;
