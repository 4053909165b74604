import { PRICE_ITEM_KINDS } from './billing.js';
import { z } from './zod.js';

/**
 * The price list as the back office reads it (docs/billing.md, "The price list"): what the quote
 * builder picks lines from and the admin screen edits. Amounts in cents, percentages in basis points.
 */
export const priceItemViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRICE_ITEM_KINDS),
  name: z.string(),
  nameEs: z.string(),
  description: z.string().nullable(),
  descriptionEs: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  percentBp: z.number().int().nullable(),
  minutes: z.number().int().nullable(),
  county: z.string().nullable(),
  onLanding: z.boolean(),
  popular: z.boolean(),
  active: z.boolean(),
  position: z.number().int(),
});
export type PriceItemView = z.infer<typeof priceItemViewSchema>;
