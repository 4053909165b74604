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
  /**
   * When the office is open and the phone answered, in the business's time zone: the one statement of
   * the hours. Pages, e-mails and the chat's automatic reply write them from here in each language
   * (`openingHourLines`, `openingHoursSentence`); online booking's own hours start as these.
   */
  openingHours: readonly OpeningHours[];
  social: readonly { label: string; url: string }[];
  /** Dates and times shown to people, and "today" for date rules, are in this zone. */
  timeZone: string;
  testimonials: readonly Testimonial[];
}

/** Days are 0 (Sunday) to 6 (Saturday); times are 24-hour HH:mm wall-clock times. */
export interface OpeningHours {
  days: readonly number[];
  opens: string;
  closes: string;
}

/** A client's words, shown on the landing page: first name and initial, town, service used. */
export interface Testimonial {
  quote: string;
  name: string;
  place: string;
  service: string;
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
  openingHours: [
    { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '18:00' },
    { days: [6], opens: '09:00', closes: '15:00' },
  ],
  social: [
    { label: 'Facebook', url: 'https://facebook.example.com/trusted-assistance' },
    { label: 'LinkedIn', url: 'https://linkedin.example.com/trusted-assistance' },
  ],
  timeZone: 'America/New_York',
  // The owner edits this list: replace these defaults with real clients' words, shared with their permission.
  testimonials: [
    {
      quote:
        'After my knee surgery they picked up my prescriptions and groceries every week. Always on time, and always a kind word.',
      name: 'Dorothy M.',
      place: 'Zephyrhills',
      service: 'Personal Assistance & Errands',
    },
    {
      quote:
        'They set up my new tablet so I can video-call my grandchildren, and wrote the steps down for me. No rushing, no jargon.',
      name: 'Harold B.',
      place: 'Brooksville',
      service: 'Home & Tech Support',
    },
    {
      quote:
        'We spend the summer up north. Knowing someone checks on the house and sends us photos gives us real peace of mind.',
      name: 'Linda K.',
      place: 'Wesley Chapel',
      service: 'Seasonal Property Management',
    },
    {
      quote:
        'My VA paperwork had sat in a pile for months. They helped me sort it out and send it in properly. I should have called sooner.',
      name: 'James T.',
      place: 'Spring Hill',
      service: 'Administrative & Paperwork',
    },
    {
      quote: 'They came to my mother’s house to notarize her documents. Quick, professional and very patient with her.',
      name: 'Maria G.',
      place: 'Brandon',
      service: 'Notary Services',
    },
    {
      quote:
        'When my father moved into assisted living, they coordinated the movers and the paperwork while I was at work. A weight off my shoulders.',
      name: 'Karen S.',
      place: 'New Port Richey',
      service: 'Project Management',
    },
  ],
};
