import { formatCents, type PublicPriceList } from '@ta/shared';
import type { MessageId } from '../../../i18n/messages/en';

/**
 * The pricing section: the packages and the notes come from the price list the owner edits
 * (GET /api/price-list, docs/billing.md "The price list"); the card for work priced per project is
 * not a price-list item and stays here.
 */
export const CUSTOM_PLAN = {
  name: 'landing.pricing.specialized.name',
  price: 'landing.pricing.specialized.price',
  priceNote: 'landing.pricing.specialized.price-note',
  description: 'landing.pricing.specialized.description',
  cta: 'landing.pricing.request-quote',
} as const satisfies Record<string, MessageId>;

/** A note under the cards, with the values its words need. */
export interface PricingNote {
  id: MessageId;
  values?: Record<string, string | number>;
}

/**
 * The notes the price list supports: the minimum from the billing rules (none when it is zero), travel
 * fees and discounts only when the owner offers some, the notary fee per signature when one is offered;
 * groceries for meal prep are always bought at cost.
 */
export function pricingNotes(list: PublicPriceList, localeTag: string): PricingNote[] {
  return [
    ...(list.minimumMinutes > 0
      ? [{ id: 'landing.pricing.notes.minimum' as const, values: { hours: list.minimumMinutes / 60 } }]
      : []),
    ...(list.travelFees ? [{ id: 'landing.pricing.notes.travel' as const }] : []),
    { id: 'landing.pricing.notes.groceries' },
    ...(list.notaryFeeCents !== null
      ? [{ id: 'landing.pricing.notes.notary' as const, values: { fee: formatPrice(list.notaryFeeCents, localeTag) } }]
      : []),
    ...(list.discounts ? [{ id: 'landing.pricing.notes.discounts' as const }] : []),
  ];
}

/**
 * A price as the page's language writes money: whole dollars without cents (`$195`), otherwise with
 * them (`$10.50`). The division only formats a whole number of dollars; no sum is made here.
 */
export function formatPrice(cents: number, localeTag: string): string {
  if (cents % 100 !== 0) return formatCents(cents);
  return new Intl.NumberFormat(localeTag, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(cents / 100);
}

/** The landing packages' prices in en-US, for the search engines' price range. */
export function landingPrices(list: PublicPriceList | null | undefined): string[] {
  return (list?.packages ?? []).map((plan) => formatPrice(plan.amountCents, 'en-US'));
}
