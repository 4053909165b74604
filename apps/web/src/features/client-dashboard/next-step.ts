import { defaultBusiness } from '@ta/shared';

/** Which picture goes with a step; the components map these to icons. */
export type NextStepIcon = 'request' | 'schedule' | 'photos' | 'track' | 'appointments' | 'call' | 'email' | 'seasonal';

/**
 * Something the client can do next, always a real link: a page of the site, a phone call or an
 * e-mail. `href` starting with `tel:` or `mailto:` leaves the site; anything else is a page.
 */
export interface NextStep {
  id: string;
  label: string;
  description: string;
  href: string;
  icon: NextStepIcon;
}

const business = defaultBusiness;

/** The steps more than one stage recommends, written once. */
export const STEPS = {
  submitRequest: {
    id: 'submit-request',
    label: 'Submit a service request',
    description: 'Tell us in a few words what you need help with. It only takes a minute.',
    href: '/client-portal?tab=new',
    icon: 'request',
  },
  callUs: {
    id: 'call-us',
    label: `Call us at ${business.phoneDisplay}`,
    description: `Prefer to talk? A real person answers, ${business.hours.phone}.`,
    href: `tel:${business.phoneE164}`,
    icon: 'call',
  },
  trackRequest: {
    id: 'track-request',
    label: 'Track your request',
    description: 'See where your request stands with the tracking code from your e-mail.',
    href: '/track-request',
    icon: 'track',
  },
  scheduleAppointment: {
    id: 'schedule-appointment',
    label: 'Schedule an appointment',
    description: 'Choose a day and time that suits you, and we will confirm it.',
    href: '/contact?service=appointment',
    icon: 'schedule',
  },
  uploadPhotos: {
    id: 'upload-photos',
    label: 'Upload furniture photos',
    description: 'Need something put together? Photos help us bring the right tools.',
    href: '/furniture-upload',
    icon: 'photos',
  },
  viewAppointments: {
    id: 'view-appointments',
    label: 'View your appointments',
    description: 'Check the date, time and place, or add the visit to your calendar.',
    href: '/appointments',
    icon: 'appointments',
  },
  requestReschedule: {
    id: 'request-reschedule',
    label: 'Ask for a different time',
    description: 'Plans change. Please give us at least 24 hours’ notice if you can.',
    href: '/contact?service=reschedule',
    icon: 'schedule',
  },
  callWithQuestion: {
    id: 'call-with-question',
    label: `Call us at ${business.phoneDisplay}`,
    description: 'Questions about your visit, or something not quite right? We will sort it out.',
    href: `tel:${business.phoneE164}`,
    icon: 'call',
  },
  feedbackByPhone: {
    id: 'feedback-by-phone',
    label: 'Share your feedback by phone',
    description: `Call ${business.phoneDisplay} and tell us how it went. We read and hear every word.`,
    href: `tel:${business.phoneE164}`,
    icon: 'call',
  },
  feedbackByEmail: {
    id: 'feedback-by-email',
    label: 'Share your feedback by e-mail',
    description: `Write to ${business.email}. Your thoughts help us do better.`,
    href: `mailto:${business.email}?subject=${encodeURIComponent('Feedback on my visit')}`,
    icon: 'email',
  },
  requestSimilar: {
    id: 'request-similar',
    label: 'Book a similar visit',
    description: 'Happy with the help? Ask for the same again whenever you like.',
    href: '/contact?service=similar',
    icon: 'schedule',
  },
} as const satisfies Record<string, NextStep>;

/** Whether a step leaves the site (a call or an e-mail) rather than opening one of its pages. */
export function isExternalStep(step: Pick<NextStep, 'href'>): boolean {
  return step.href.startsWith('tel:') || step.href.startsWith('mailto:');
}
