/**
 * The business's identity. Defaults use reserved example values (555-01xx numbers,
 * example.com); a real deployment replaces them through configuration (see README).
 */
export interface BusinessInfo {
  name: string;
  shortName: string;
  tagline: string;
  phoneDisplay: string;
  phoneE164: string;
  email: string;
  addressLine: string;
  region: string;
  serviceAreas: readonly string[];
  hours: { phone: string; office: readonly string[] };
  social: readonly { label: string; url: string }[];
}

export const defaultBusiness: BusinessInfo = {
  name: 'Trusted Assistance',
  shortName: 'TA',
  tagline: 'Personal assistance you can trust, right here in Pasco County and beyond.',
  phoneDisplay: '(352) 555-0142',
  phoneE164: '+13525550142',
  email: 'hello@example.com',
  addressLine: 'Dade City, FL 33525',
  region: 'Florida',
  serviceAreas: ['Pasco County', 'Hillsborough County', 'Hernando County', 'Dade City'],
  hours: {
    phone: 'Monday to Friday, 8am to 6pm',
    office: ['Mon-Fri 8am-6pm', 'Sat 9am-3pm'],
  },
  social: [
    { label: 'Facebook', url: 'https://facebook.example.com/trusted-assistance' },
    { label: 'LinkedIn', url: 'https://linkedin.example.com/trusted-assistance' },
  ],
};
