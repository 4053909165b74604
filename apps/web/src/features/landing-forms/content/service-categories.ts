/** The landing contact form's service categories. */
export const LANDING_SERVICE_CATEGORIES = [
  'Personal Assistance & Errands',
  'Home & Tech Support',
  'Administrative & Paperwork',
  'Specialized & Project Services',
  'Multiple Services',
  'Not Sure Yet',
] as const;
