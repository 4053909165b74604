import type { BusinessInfo } from '@ta/shared';

/** schema.org's day names, 0 Sunday to 6 Saturday as in `openingHours`. */
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The business's opening hours (the one list in the business module) as schema.org specifications. */
export function openingHoursSpecification(hours: BusinessInfo['openingHours']) {
  return hours.map(({ days, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((day) => DAYS[day]),
    opens,
    closes,
  }));
}

/** "Dade City, FL 33525" → locality, region and postal code; otherwise only the region. */
function postalAddress(business: BusinessInfo) {
  const match = /^(.+?),\s*([A-Z]{2})(?:\s+(\d{5}))?$/.exec(business.addressLine.trim());
  return {
    '@type': 'PostalAddress',
    ...(match ? { addressLocality: match[1], addressRegion: match[2] } : { addressRegion: business.region }),
    ...(match?.[3] ? { postalCode: match[3] } : {}),
    addressCountry: 'US',
  };
}

/** Lowest to highest dollar price of the published packages, such as "$195-$325". */
export function priceRangeOf(prices: readonly string[]): string | null {
  const amounts = prices.flatMap((price) => {
    const match = /^\$(\d+(?:\.\d+)?)$/.exec(price.replace(/,/g, ''));
    return match ? [Number(match[1])] : [];
  });
  if (amounts.length === 0) return null;
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  return low === high ? `$${low}` : `$${low}-$${high}`;
}

interface LocalBusinessInput {
  business: BusinessInfo;
  /** Absolute origin of the site, such as `https://trustedassistance.example.com`. */
  origin: string;
  prices: readonly string[];
}

/** schema.org LocalBusiness for the home page, so search engines show the phone, hours and areas. */
export function localBusinessJsonLd({ business, origin, prices }: LocalBusinessInput) {
  const priceRange = priceRangeOf(prices);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/#business`,
    name: business.name,
    description: business.tagline,
    url: `${origin}/`,
    telephone: business.phoneE164,
    email: business.email,
    address: postalAddress(business),
    areaServed: business.serviceAreas.map((name) => ({ '@type': 'Place', name: `${name}, ${business.region}` })),
    openingHoursSpecification: openingHoursSpecification(business.openingHours),
    ...(priceRange ? { priceRange } : {}),
    sameAs: business.social.map((social) => social.url),
  };
}
