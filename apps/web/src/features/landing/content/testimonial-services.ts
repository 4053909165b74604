import type { MessageId } from '../../../i18n/messages/en';

/**
 * A testimonial names the service it is about in English (the business content module). The ones
 * the landing page also shows have a label in the catalogue; any other shows as written, in English.
 */
export const TESTIMONIAL_SERVICE_LABELS: Readonly<Record<string, MessageId>> = {
  'Personal Assistance & Errands': 'landing.services.errands.title',
  'Home & Tech Support': 'landing.services.home-tech.title',
  'Administrative & Paperwork': 'landing.services.paperwork.title',
  'Specialized & Project Services': 'landing.services.projects.title',
  'Seasonal Property Management': 'landing.hero.seasonal.title',
  'Notary Services': 'landing.services.notary.name',
  'Project Management': 'landing.services.project-management.name',
};
