import type { MessageId } from '../../i18n/messages/en';

/** Landing-page anchors the header links to, each with its label's message. */
export const SITE_SECTIONS = [
  { id: 'about', label: 'site.section.about' },
  { id: 'services', label: 'site.section.services' },
  { id: 'how-it-works', label: 'site.section.how-it-works' },
  { id: 'pricing', label: 'site.section.pricing' },
  { id: 'testimonials', label: 'site.section.testimonials' },
  { id: 'contact', label: 'site.section.contact' },
] as const satisfies readonly { id: string; label: MessageId }[];
