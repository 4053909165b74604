import { defaultBusiness } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { localBusinessJsonLd, openingHoursSpecification, priceRangeOf } from './local-business-json-ld';

describe('LocalBusiness structured data', () => {
  it('gives the opening hours from the one list of the business module, Saturday included', () => {
    expect(openingHoursSpecification(defaultBusiness.openingHours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '15:00' },
    ]);
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
