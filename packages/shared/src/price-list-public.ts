/**
 * The price list as the landing page reads it (GET /api/price-list, docs/billing.md "The price list"):
 * types only, so the landing page's code never loads zod. Both languages come in one answer (one
 * shape for every visitor and cache); the page picks the words of its own language.
 */
export interface PublicPackage {
  id: number;
  name: string;
  nameEs: string;
  description: string | null;
  descriptionEs: string | null;
  amountCents: number;
  /** The time the package includes. */
  minutes: number | null;
  popular: boolean;
}

export interface PublicPriceList {
  /** The active packages marked for the landing page, in list order. */
  packages: PublicPackage[];
  /** The shortest time billed (the billing rule), in minutes. */
  minimumMinutes: number;
  /** Whether any active travel fee exists (the note on travel outside the area). */
  travelFees: boolean;
  /** The active notary fee per signature; null when none is offered. */
  notaryFeeCents: number | null;
  /** Whether any active discount exists (the note on discounts). */
  discounts: boolean;
}
