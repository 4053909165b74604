import type { MessageId } from '../../../i18n/messages/en';

interface PricingPlan {
  name: MessageId;
  /** Whole US dollars, shown in the page's language; null for a price set per project. */
  priceUsd: number | null;
  priceNote: MessageId;
  description: MessageId;
  popular: boolean;
  /** Opens the quote form instead of scrolling to the contact form. */
  quote: boolean;
  cta: MessageId;
}

/** The pricing section's packages. */
export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    name: 'landing.pricing.three-hours.name',
    priceUsd: 195,
    priceNote: 'landing.pricing.flat-rate',
    description: 'landing.pricing.three-hours.description',
    popular: true,
    quote: false,
    cta: 'landing.get-started',
  },
  {
    name: 'landing.pricing.five-hours.name',
    priceUsd: 325,
    priceNote: 'landing.pricing.flat-rate',
    description: 'landing.pricing.five-hours.description',
    popular: false,
    quote: false,
    cta: 'landing.get-started',
  },
  {
    name: 'landing.pricing.specialized.name',
    priceUsd: null,
    priceNote: 'landing.pricing.specialized.price-note',
    description: 'landing.pricing.specialized.description',
    popular: false,
    quote: true,
    cta: 'landing.pricing.request-quote',
  },
];

export const PRICING_NOTES = [
  'landing.pricing.notes.minimum',
  'landing.pricing.notes.travel',
  'landing.pricing.notes.groceries',
  'landing.pricing.notes.notary',
  'landing.pricing.notes.discounts',
] as const satisfies readonly MessageId[];

/** A whole-dollar price as the page's language writes money: `$195` in en-US and es-US. */
export function formatUsd(amount: number, localeTag: string): string {
  return new Intl.NumberFormat(localeTag, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}
