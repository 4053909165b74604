import type { BusinessInfo } from '@ta/shared';

const DAYS: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const DAY_ORDER = Object.keys(DAYS);

/** "Mon-Fri 8am-6pm": a day or a range of days, then opening and closing times. */
const HOURS_LINE =
  /^(?<from>[a-z]{3})(?:-(?<to>[a-z]{3}))?\s+(?<opens>\d{1,2}(?::\d{2})?[ap]m)\s*-\s*(?<closes>\d{1,2}(?::\d{2})?[ap]m)$/i;

/** "8am" / "6:30pm" → "08:00" / "18:30". */
function to24Hour(time: string): string {
  const [, hour = '0', minutes = '00', meridiem = 'am'] = /^(\d{1,2})(?::(\d{2}))?([ap]m)$/i.exec(time) ?? [];
  const hours = (Number(hour) % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${minutes}`;
}

/**
 * Reads an office-hours line as the business module writes it ("Mon-Fri 8am-6pm", "Sat 9am-3pm").
 * A line in another form is left out of the structured data rather than guessed.
 */
export function parseOpeningHours(line: string) {
  const groups = HOURS_LINE.exec(line.trim())?.groups;
  if (!groups?.from || !groups.opens || !groups.closes) return null;
  const first = DAY_ORDER.indexOf(groups.from.toLowerCase());
  const last = groups.to ? DAY_ORDER.indexOf(groups.to.toLowerCase()) : first;
  if (first === -1 || last < first) return null;
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: DAY_ORDER.slice(first, last + 1).map((day) => DAYS[day]),
    opens: to24Hour(groups.opens),
    closes: to24Hour(groups.closes),
  };
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
    openingHoursSpecification: business.hours.office.flatMap((line) => parseOpeningHours(line) ?? []),
    ...(priceRange ? { priceRange } : {}),
    sameAs: business.social.map((social) => social.url),
  };
}
