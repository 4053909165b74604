import { CALLBACK_SERVICE, type CallbackRequest, type Locale } from '@ta/shared';
import type { ContactRequestRecord } from './contact-requests-repository.js';
import { onBehalf, type ClientCaller } from '../circle/index.js';
import * as activity from './request-events.js';
import { tellOfficeOfCallback } from '../office/index.js';
import type { ServiceContext } from '../service-context.js';

/**
 * "Call me back" (POST /api/callback, docs/decisions/035-call-me-back.md): a contact request of the
 * callback kind, with its own tracking code. It asks for no e-mail, so no confirmation is sent: the
 * caller gets the code on the page. Made while signed in, it belongs to that account, as any request
 * (a trusted contact's for the client they help: the client's, with the contact as the one who acted).
 * The office hears who to call, at which number and when.
 */
export async function submitCallbackRequest(
  ctx: ServiceContext,
  input: CallbackRequest,
  requester: ClientCaller | null,
  /** The language of the page it was asked from: staff see it, to call in that language. */
  language: Locale,
): Promise<ContactRequestRecord & { bestTime: NonNullable<ContactRequestRecord['bestTime']> }> {
  const [firstName = input.name, ...rest] = input.name.split(/\s+/);
  const forClient = requester && onBehalf(requester) ? requester.client : undefined;
  // The request, its activity event and the office's notices are stored together or not at all.
  return ctx.inTransaction(async (tx) => {
    const created = await tx.repos.contactRequests.create({
      kind: 'callback',
      bestTime: input.bestTime,
      language,
      userId: requester?.client.id ?? null,
      actedById: forClient ? requester?.actor.id : null,
      firstName,
      lastName: rest.join(' '),
      // Whoever asked is the one to call: a trusted contact's own address.
      email: requester?.actor.email ?? '',
      phone: input.phone,
      serviceInterest: CALLBACK_SERVICE,
      serviceTypeId: null,
      message: input.note ?? '',
      preferredDate: null,
      preferredTime: null,
      location: null,
      newsletter: false,
      notifyByEmail: false,
      notifyBySms: false,
      consentGiven: false,
    });
    await tx.repos.events.record(activity.requestSubmitted(requester?.actor ?? null, created, forClient));
    const bestTime = created.bestTime ?? input.bestTime;
    await tellOfficeOfCallback(tx, { ...created, bestTime });
    return { ...created, bestTime };
  });
}
