import { requestFormOf, type ContactSubmission, type Locale } from '@ta/shared';
import { badRequest } from '../lib/http-errors.js';
import type { Repositories } from '../plugins/app/repositories.js';
import type { ContactRequestRecord, NewContactRequest } from '../repositories/contact-requests-repository.js';
import { onBehalf, type ClientCaller } from '../lib/circle-guards.js';
import * as activity from './activity-events.js';
import { sendRequestConfirmation, sendRequestCopies } from './contact-emails.js';
import { tellOfficeOfNewRequest } from './office-notices.js';
import { rescheduleReference } from './reschedule-reference.js';
import type { ServiceContext } from './service-context.js';

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
      if (!service) throw badRequest('Please choose a service', { serviceTypeId: 'Please choose a service' });
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
    case 'quote':
      // The quote form's extras are kept as fields, its date and place where the appointment page's go.
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
 * A request sent from any of the site's forms (POST /api/contact). Made while signed in, it belongs
 * to that account (`requester.client`: for a trusted contact helping with a client's account, the
 * client's, with the contact kept as the one who acted); it is never matched to one by e-mail alone.
 * It keeps the language of the page it was sent from. The requester gets the confirmation with the
 * tracking code, in that language, when they asked for e-mail updates, and the office hears of it
 * (in English).
 */
export async function submitContactRequest(
  ctx: ServiceContext,
  submission: ContactSubmission,
  requester: ClientCaller | null,
  language: Locale,
): Promise<ContactRequestRecord> {
  const forClient = requester && onBehalf(requester) ? requester.client : undefined;
  const created = await ctx.repos.contactRequests.create({
    ...(await toNewRequest(ctx.repos, submission, requester?.client.id ?? null)),
    actedById: forClient ? requester?.actor.id : null,
    language,
  });
  await ctx.repos.events.record(activity.requestSubmitted(requester?.actor ?? null, created, forClient));
  if (created.notifyByEmail) {
    await sendRequestConfirmation(ctx.mailer, ctx.publicUrl, created, requestFormOf(submission));
    await sendRequestCopies(ctx, created, { received: requestFormOf(submission) });
  }
  await tellOfficeOfNewRequest(ctx, created);
  return created;
}
