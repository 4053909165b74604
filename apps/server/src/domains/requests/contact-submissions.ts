import {
  BOOKING_MESSAGES,
  requestFormOf,
  requestTextsConsentText,
  usPhoneE164,
  type AppointmentRequestInput,
  type BookedTime,
  type ContactSubmission,
  type Locale,
} from '@ta/shared';
import { badRequest, conflict } from '../../lib/http-errors.js';
import { type AppointmentRecord, bookingCounty, servesCounty } from '../appointments/index.js';
import type { Repositories } from '../repositories.js';
import type { ContactRequestRecord, NewContactRequest } from './contact-requests-repository.js';
import { onBehalf, type ClientCaller } from '../circle/index.js';
import * as activity from './request-events.js';
import { sendRequestConfirmation, sendRequestCopies } from './contact-emails.js';
import { textRequestReceived } from './request-texts.js';
import { tellOfficeOfNewRequest } from '../office/index.js';
import { subscribe } from '../newsletter/index.js';
import { rescheduleReference } from './reschedule-reference.js';
import type { ServiceContext } from '../service-context.js';

/** Turns any form's payload into one contact_requests row. */
async function toNewRequest(
  repos: Repositories,
  body: ContactSubmission,
  userId: number | null,
): Promise<NewContactRequest> {
  const common = { userId, preferredDate: null, preferredTime: null, location: null, serviceTypeId: null };
  switch (body.kind) {
    case 'appointment': {
      const service = await repos.serviceTypes.findActiveById(body.serviceTypeId);
      if (!service) throw badRequest('service_required', { serviceTypeId: 'Please choose a service' });
      const [firstName = body.name, ...rest] = body.name.split(/\s+/);
      return {
        ...common,
        firstName,
        lastName: rest.join(' '),
        email: body.email,
        phone: body.phone,
        serviceInterest: service.name,
        serviceTypeId: service.id,
        message: body.appointmentId
          ? `${await rescheduleReference(repos.appointments, body.appointmentId, userId)}\n\n${body.message}`
          : body.message,
        preferredDate: body.preferredDate ?? null,
        preferredTime: body.preferredTime ?? null,
        location: body.location ?? null,
        newsletter: false,
        notifyByEmail: true,
        notifyBySms: false,
        consentGiven: false,
      };
    }
    case 'landing-request':
      // The landing request form's extras are kept as fields, its date and place where the appointment page's go.
      return {
        ...(await toNewRequest(repos, { ...body, kind: 'landing' }, userId)),
        specificService: body.specificService,
        estimatedDuration: body.estimatedDuration ?? null,
        preferredDate: body.preferredDate ?? null,
        location: body.locationDetails ?? null,
      };
    case 'portal':
    case 'landing':
      return {
        ...common,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone,
        serviceInterest: body.serviceInterest,
        message: body.message,
        newsletter: body.newsletter,
        // The portal form has no notification choices: the account holder gets the e-mail.
        ...(body.kind === 'landing'
          ? { notifyByEmail: body.notifyByEmail, notifyBySms: body.notifyBySms, consentGiven: body.consentGiven }
          : { notifyByEmail: true, notifyBySms: false, consentGiven: false }),
      };
  }
}

/**
 * What the site itself knows of a request it makes for a client (a repair asked from a finding):
 * the place, and whether it is urgent (the office is told so, the client a sooner reply).
 */
export interface RequestFromTheSite {
  location?: string;
  urgent?: boolean;
  /** The address the form was sent from: kept with a consent to texts. */
  ip?: string;
}

/**
 * The form's "Text me updates" box, ticked with the consent, where texts are set up: the request keeps the
 * number as E.164, the words shown beside the box and the address (docs/sms.md, "A request's updates").
 * Without texts set up the box is not offered, and nothing of it is kept.
 */
function textConsent(
  ctx: ServiceContext,
  made: NewContactRequest,
  language: Locale,
  ip: string | undefined,
): Pick<NewContactRequest, 'notifyBySms' | 'smsPhone' | 'smsConsentText' | 'smsConsentIp'> {
  const phone = ctx.texts && made.notifyBySms && made.consentGiven ? usPhoneE164(made.phone) : null;
  if (!phone) return { notifyBySms: false, smsPhone: null, smsConsentText: null, smsConsentIp: null };
  return {
    notifyBySms: true,
    smsPhone: phone,
    smsConsentText: requestTextsConsentText(language),
    smsConsentIp: ip ?? null,
  };
}

/**
 * A request sent from any of the site's forms (POST /api/contact). Made while signed in, it belongs
 * to that account (`requester.client`: for a trusted contact helping with a client's account, the
 * client's, with the contact kept as the one who acted); it is never matched to one by e-mail alone.
 * It keeps the language of the page it was sent from. The requester gets the confirmation with the
 * tracking code, in that language, when they asked for e-mail updates, and the office hears of it
 * (in English). A ticked newsletter box asks the address to confirm its subscription.
 */
export async function submitContactRequest(
  ctx: ServiceContext,
  submission: ContactSubmission,
  requester: ClientCaller | null,
  language: Locale,
  { location, urgent = false, ip }: RequestFromTheSite = {},
): Promise<ContactRequestRecord & { booking: BookedTime | null }> {
  const forClient = requester && onBehalf(requester) ? requester.client : undefined;
  const made = await toNewRequest(ctx.repos, submission, requester?.client.id ?? null);
  const request: NewContactRequest = {
    ...made,
    ...textConsent(ctx, made, language, ip),
    location: location ?? made.location,
    actedById: forClient ? requester?.actor.id : null,
    language,
  };
  const slot = submission.kind === 'appointment' ? submission.slot : undefined;
  // The request, its activity event and its e-mails are stored together or not at all, and the e-mails leave
  // after the commit: a process that dies midway leaves no request without its messages.
  const told = async (tx: ServiceContext, created: ContactRequestRecord, picked: PickedTime | null) => {
    await tx.repos.events.record(activity.requestSubmitted(requester?.actor ?? null, created, forClient));
    if (created.notifyByEmail) {
      await sendRequestConfirmation(tx.mailer, tx.publicUrl, created, requestFormOf(submission), picked, urgent);
      await sendRequestCopies(tx, created, { received: requestFormOf(submission), urgent });
    }
    if (created.notifyBySms) await textRequestReceived(tx, created.id);
    await tellOfficeOfNewRequest(tx, { ...created, booking: picked?.booking ?? null, urgent });
  };
  if (submission.kind === 'appointment' && slot) {
    const picked = await requestWithPickedTime(ctx, submission, slot, request, told);
    return { ...picked.created, booking: picked.booking };
  }
  const created = await ctx.inTransaction(async (tx) => {
    const stored = await tx.repos.contactRequests.create(request);
    await told(tx, stored, null);
    return stored;
  });
  // The form's newsletter box: the same double opt-in as the newsletter's own form (docs/newsletter.md).
  if (request.newsletter) {
    const name = `${created.firstName} ${created.lastName}`.trim();
    await subscribe(ctx, { email: created.email, name: name || undefined }, language);
  }
  return { ...created, booking: null };
}

/** A request stored with the time picked for it. */
interface PickedTime {
  created: ContactRequestRecord;
  appointment: AppointmentRecord;
  booking: BookedTime;
}

/**
 * A request with a time picked from the list (docs/booking.md, "Holding and booking"): in one
 * serialised claim, the request and its appointment (linked by contact_request_id, on the client's
 * account when signed in, with the staff member the claim picked). A `hold` service's appointment is
 * pending (held for staff to confirm), an `instant` one's confirmed. The pick wins over a preferred
 * date and time: the request keeps the picked day and start as its preferred ones. A time taken
 * meanwhile answers 409 and stores nothing.
 */
async function requestWithPickedTime(
  ctx: ServiceContext,
  submission: AppointmentRequestInput,
  { date, start }: { date: string; start: string },
  request: NewContactRequest,
  told: (tx: ServiceContext, created: ContactRequestRecord, picked: PickedTime) => Promise<void>,
): Promise<PickedTime> {
  const service = await ctx.repos.booking.bookingService(submission.serviceTypeId);
  if (!service) throw badRequest('service_required', { serviceTypeId: 'Please choose a service' });
  if (service.bookingMode === 'call') throw badRequest('not_bookable', { slot: BOOKING_MESSAGES.notBookable });
  const county = bookingCounty(service, submission.county);
  if (!servesCounty(county)) throw badRequest('county_not_served', { county: BOOKING_MESSAGES.countyNotServed });
  const result = await ctx.inTransaction((tx) =>
    tx.repos.booking.claim({ serviceTypeId: service.id, county, date, start }, new Date(), async (claimed) => {
      const created = await tx.repos.contactRequests.create({
        ...request,
        preferredDate: date,
        preferredTime: start,
      });
      const status = service.bookingMode === 'instant' ? ('confirmed' as const) : ('pending' as const);
      const appointment = await tx.repos.appointments.create({
        clientId: request.userId ?? null,
        contactRequestId: created.id,
        clientName: submission.name,
        clientEmail: submission.email,
        clientPhone: submission.phone,
        serviceTypeId: service.id,
        staffId: claimed.staffId,
        appointmentDate: claimed.slot.date,
        startTime: claimed.slot.start,
        endTime: claimed.slot.end,
        status,
        notes: null,
        location: submission.location ?? null,
      });
      const { slot } = claimed;
      const picked = { created, appointment, booking: { date: slot.date, start: slot.start, end: slot.end, status } };
      await told(tx, created, picked);
      return picked;
    }),
  );
  if (result.status === 'not-bookable') throw badRequest('not_bookable', { slot: BOOKING_MESSAGES.notBookable });
  if (result.status === 'taken') throw conflict('slot_taken', { slot: BOOKING_MESSAGES.slotTaken });
  return result.value;
}
