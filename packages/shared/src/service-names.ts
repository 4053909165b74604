/**
 * The services' and request categories' names as the site and the database write them (English:
 * they are stored with each request), each with the key of its words in the message catalogues: the
 * browser's (`forms.<key>`) and the e-mails' (`<key>`). A name added in the back office and not
 * listed here is shown as it was typed, in every language.
 */
export const SERVICE_NAME_KEYS = {
  'Home Assistance': 'service.home-assistance',
  'Tech Support': 'service.tech-support',
  Transportation: 'service.transportation',
  'Furniture Assembly': 'service.furniture',
  'Paperwork Assistance': 'service.paperwork',
  'Notary Services': 'service.notary',
  'Project Management': 'service.projects',
  'Seasonal Property Management': 'service.seasonal',
  'Return Home Preparation': 'service.return-home',
  'Meal Prep & Cooking': 'service.meals',
  'Custom Service Package': 'service.custom',
  'Personal Assistance & Errands': 'category.errands',
  'Home & Tech Support': 'category.home-tech',
  'Administrative & Paperwork': 'category.paperwork',
  'Specialized & Project Services': 'category.projects',
  'Multiple Services': 'category.multiple',
  'Not Sure Yet': 'category.not-sure',
  'Other Service': 'category.other-service',
  'Personal Assistance/Errands': 'category.errands',
  'Home/Tech Support': 'category.home-tech',
  'Administrative/Paperwork': 'category.paperwork',
  Other: 'category.other',
} as const;

export type ServiceNameKey = (typeof SERVICE_NAME_KEYS)[keyof typeof SERVICE_NAME_KEYS];

/** The catalogue key of a stored service or category name, or null when the catalogue does not know it. */
export function serviceNameKey(englishName: string): ServiceNameKey | null {
  return Object.hasOwn(SERVICE_NAME_KEYS, englishName)
    ? SERVICE_NAME_KEYS[englishName as keyof typeof SERVICE_NAME_KEYS]
    : null;
}
