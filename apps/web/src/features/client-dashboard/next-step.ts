import { defaultBusiness } from '@ta/shared';
import type { MessageId } from '../../i18n/messages/en';

/** Which picture goes with a step; the components map these to icons. */
export type NextStepIcon = 'request' | 'schedule' | 'photos' | 'track' | 'appointments' | 'call' | 'email' | 'seasonal';

/**
 * Something the client can do next, always a real link: a page of the site, a phone call or an
 * e-mail. `href` starting with `tel:` or `mailto:` leaves the site; anything else is a page.
 */
export interface NextStep {
  id: string;
  /** The step's words, from the catalogue; they may name {phone}, {hours}, {email} and {name}. */
  label: MessageId;
  description: MessageId;
  href: string;
  icon: NextStepIcon;
}

const business = defaultBusiness;

/** The steps more than one stage recommends, written once. */
export const STEPS = {
  submitRequest: {
    id: 'submit-request',
    label: 'client.step.submit-request.label',
    description: 'client.step.submit-request.description',
    href: '/client-portal?tab=new',
    icon: 'request',
  },
  callUs: {
    id: 'call-us',
    label: 'client.step.call-us.label',
    description: 'client.step.call-us.description',
    href: `tel:${business.phoneE164}`,
    icon: 'call',
  },
  trackRequest: {
    id: 'track-request',
    label: 'client.step.track-request.label',
    description: 'client.step.track-request.description',
    href: '/track-request',
    icon: 'track',
  },
  scheduleAppointment: {
    id: 'schedule-appointment',
    label: 'client.step.schedule-appointment.label',
    description: 'client.step.schedule-appointment.description',
    href: '/contact?service=appointment',
    icon: 'schedule',
  },
  uploadPhotos: {
    id: 'upload-photos',
    label: 'client.step.upload-photos.label',
    description: 'client.step.upload-photos.description',
    href: '/furniture-upload',
    icon: 'photos',
  },
  viewAppointments: {
    id: 'view-appointments',
    label: 'client.step.view-appointments.label',
    description: 'client.step.view-appointments.description',
    href: '/appointments',
    icon: 'appointments',
  },
  requestReschedule: {
    id: 'request-reschedule',
    label: 'client.step.request-reschedule.label',
    description: 'client.step.request-reschedule.description',
    href: '/contact?service=reschedule',
    icon: 'schedule',
  },
  callWithQuestion: {
    id: 'call-with-question',
    label: 'client.step.call-with-question.label',
    description: 'client.step.call-with-question.description',
    href: `tel:${business.phoneE164}`,
    icon: 'call',
  },
  feedbackByPhone: {
    id: 'feedback-by-phone',
    label: 'client.step.feedback-by-phone.label',
    description: 'client.step.feedback-by-phone.description',
    href: `tel:${business.phoneE164}`,
    icon: 'call',
  },
  feedbackByEmail: {
    id: 'feedback-by-email',
    label: 'client.step.feedback-by-email.label',
    description: 'client.step.feedback-by-email.description',
    href: `mailto:${business.email}?subject=${encodeURIComponent('Feedback on my visit')}`,
    icon: 'email',
  },
  requestSimilar: {
    id: 'request-similar',
    label: 'client.step.request-similar.label',
    description: 'client.step.request-similar.description',
    href: '/contact?service=similar',
    icon: 'schedule',
  },
} as const satisfies Record<string, NextStep>;

/** Whether a step leaves the site (a call or an e-mail) rather than opening one of its pages. */
export function isExternalStep(step: Pick<NextStep, 'href'>): boolean {
  return step.href.startsWith('tel:') || step.href.startsWith('mailto:');
}
