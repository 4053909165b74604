/** The pricing section's packages. */
export const PRICING_PLANS = [
  {
    name: '3-Hour Package',
    price: '$195',
    priceNote: 'flat rate',
    description: 'Our most requested visit: enough time for errands, paperwork or tech help.',
    popular: true,
    quote: false,
    cta: 'Get Started',
  },
  {
    name: '5-Hour Package',
    price: '$325',
    priceNote: 'flat rate',
    description: 'A longer visit for bigger jobs or several tasks in one day.',
    popular: false,
    quote: false,
    cta: 'Get Started',
  },
  {
    name: 'Specialized Services',
    price: 'Custom',
    priceNote: 'priced for your project',
    description: 'Projects, meal prep, notary work and packages shaped around you.',
    popular: false,
    /** Opens the quote form instead of scrolling to the contact form. */
    quote: true,
    cta: 'Request Quote',
  },
] as const;

export const PRICING_NOTES = [
  'Standard packages have a 3-hour minimum.',
  'Travel fees may apply outside our service area.',
  'For meal prep, groceries are paid separately.',
  'Notary services are priced per signature.',
  'Ask us about subscription and loyalty discounts.',
] as const;
