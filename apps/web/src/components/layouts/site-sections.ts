/** Landing-page anchors the header links to. */
export const SITE_SECTIONS = [
  { id: 'about', label: 'About Us' },
  { id: 'services', label: 'Services' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'contact', label: 'Contact Us' },
] as const;
