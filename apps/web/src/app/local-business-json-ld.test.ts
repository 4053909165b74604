import { defaultBusiness } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { localBusinessJsonLd, parseOpeningHours, priceRangeOf } from './local-business-json-ld';

describe('LocalBusiness structured data', () => {
  it('reads the office hours lines of the business module', () => {
    expect(parseOpeningHours('Mon-Fri 8am-6pm')).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    });
    expect(parseOpeningHours('Sat 9am-3pm')).toMatchObject({
      dayOfWeek: ['Saturday'],
      opens: '09:00',
      closes: '15:00',
    });
    expect(parseOpeningHours('Sun 12pm-4:30pm')).toMatchObject({ opens: '12:00', closes: '16:30' });
    expect(parseOpeningHours('By appointment')).toBeNull();
  });

  it('gives the price range of the dollar-priced packages', () => {
    expect(priceRangeOf(['$195', '$325', 'Custom'])).toBe('$195-$325');
    expect(priceRangeOf(['Custom'])).toBeNull();
  });

  it('describes the business from the business module', () => {
    const data = localBusinessJsonLd({ business: defaultBusiness, origin: 'https://a.example', prices: ['$195'] });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: defaultBusiness.name,
      telephone: defaultBusiness.phoneE164,
      email: defaultBusiness.email,
      url: 'https://a.example/',
      address: { addressLocality: 'Dade City', addressRegion: 'FL', postalCode: '33525', addressCountry: 'US' },
      priceRange: '$195',
    });
    expect(data.areaServed.map((area) => area.name)).toEqual(
      defaultBusiness.serviceAreas.map((area) => `${area}, ${defaultBusiness.region}`),
    );
    expect(data.openingHoursSpecification).toHaveLength(2);
  });
});
