import type { LandingRequestFormValues } from '@ta/shared';
import type { NewContactRequest } from '../../src/domains/requests/contact-requests-repository.js';

/** What the site's forms send to POST /api/contact, and the requests the back office works on. */

/** The landing page's form: Dorothy Baker's tablet, with updates by e-mail. */
export const landingPayload = {
  firstName: 'Dorothy',
  lastName: 'Baker',
  email: 'dorothy@example.com',
  phone: '(352) 555-0199',
  serviceInterest: 'Home & Tech Support',
  message: 'My new tablet needs setting up so I can video call my grandchildren.',
  newsletter: false,
  notifyByEmail: true,
  notifyBySms: false,
  consentGiven: true,
};

/** The landing page's form, a different requester for each `n`, without e-mail updates (load and outage tests). */
export const contactSubmission = (n: number) => ({
  ...landingPayload,
  lastName: `Baker${n}`,
  email: `dorothy${n}@example.com`,
  notifyByEmail: false,
});

/** The landing request form as a visitor fills it in (landingRequestSubmissionSchema turns it into the payload). */
export const landingRequestForm: LandingRequestFormValues = {
  firstName: 'Ada',
  lastName: 'Brooks',
  email: 'ada@example.com',
  phone: '(352) 555-0199',
  serviceInterest: 'Meal Prep & Cooking',
  specificService: 'Weekly dinners for two',
  estimatedDuration: '5 hours',
  preferredDate: '2099-12-01',
  locationDetails: '8 Orange Grove Ln, Dade City',
  message: 'Low-salt meals, please. No nuts.',
  termsAccepted: true,
};

/** The Request an Appointment page: Walter Green's bookcase. */
export const appointmentPayload = {
  name: 'Walter Green',
  email: 'walter@example.com',
  phone: '352-555-0123',
  serviceTypeId: 4,
  message: 'Please assemble a bookcase and a desk in the study.',
  preferredDate: '2099-12-03',
  preferredTime: '10:30',
  location: '12 Palm Way, Dade City',
};

/** The client portal's New Request form: Ruth Ortiz's power of attorney. */
export const portalPayload = {
  firstName: 'Ruth',
  lastName: 'Ortiz',
  email: 'ruth@example.com',
  phone: '352.555.0177',
  serviceInterest: 'Notary Services',
  message: 'I need a power of attorney notarized at home.',
  newsletter: true,
};

/** A request as a form stores it (the repository's input): Dorothy Baker's, no day asked for. */
export const requestRow = (overrides: Partial<NewContactRequest> = {}): NewContactRequest => ({
  userId: null,
  firstName: 'Dorothy',
  lastName: 'Baker',
  email: 'dorothy@example.com',
  phone: '(352) 555-0199',
  serviceInterest: 'Home & Tech Support',
  serviceTypeId: null,
  message: 'My new tablet needs setting up so I can video call my grandchildren.',
  preferredDate: null,
  preferredTime: null,
  location: null,
  newsletter: false,
  notifyByEmail: true,
  notifyBySms: false,
  consentGiven: true,
  ...overrides,
});

/** New Appointment's body (POST /api/admin/appointments): Dorothy Baker's bookcase, typed in by staff. */
export const bookingBody = {
  clientName: 'Dorothy Baker',
  clientEmail: 'Dorothy@Example.com',
  clientPhone: '(352) 555-0199',
  serviceTypeId: '4',
  appointmentDate: '2099-07-15',
  startTime: '10:00',
  endTime: '13:00',
  notes: 'Bookcase and desk',
  location: '12 Palm Way, Dade City',
};

/** Schedule's body (POST /api/contact/{id}/schedule): a July morning at the requester's home. */
export const scheduleBody = {
  appointmentDate: '2099-07-15',
  startTime: '10:00',
  endTime: '13:00',
  serviceTypeId: 2,
  location: '12 Palm Way, Dade City',
  notes: 'Bring the spare key',
};
