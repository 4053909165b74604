import { CONTACT_STATUS_LABELS, type AdminContact, type ClientRequest } from '@ta/shared';
import { forClient, nameOf, whoFor, type EventToRecord, type Person } from '../office/index.js';
import type { ContactRequestRecord } from './contact-requests-repository.js';

/** The activity feed's events of contact requests. */
export type RequestEventType =
  | 'contact.created'
  | 'contact.callback-requested'
  | 'contact.status-changed'
  | 'contact.assigned'
  | 'contact.notes-updated'
  | 'contact.claimed';
type RequestEvent = EventToRecord<RequestEventType>;

const aboutRequest = (actorId: number | null, requestId: number) =>
  ({ actorId, subjectType: 'contact_request', subjectId: requestId }) as const;

/**
 * A request came in from one of the site's forms (from a signed-in account or from anyone), or from
 * a trusted contact for the client whose account they help with (`onBehalfOf`); of the callback kind,
 * someone asked to be called back. The feed names who asked: the contact for the client, else the
 * name on the request.
 */
export function requestSubmitted(
  actor: Person | null,
  request: ContactRequestRecord,
  onBehalfOf?: Person,
): RequestEvent {
  const helper = actor && onBehalfOf ? whoFor(actor, onBehalfOf) : null;
  const callback = request.kind === 'callback';
  return forClient(
    {
      type: callback ? 'contact.callback-requested' : 'contact.created',
      ...aboutRequest(actor?.id ?? null, request.id),
      summary: callback
        ? `${helper ?? nameOf(request).trim()} asked to be called back`
        : `New request from ${helper ?? nameOf(request)}: ${request.serviceInterest}`,
    },
    onBehalfOf,
  );
}

const statusMove = (before: AdminContact, after: AdminContact) =>
  `(${CONTACT_STATUS_LABELS[before.status]} → ${CONTACT_STATUS_LABELS[after.status]})`;

/** Staff changed a request's status with Update. */
export function requestStatusChanged(actor: Person, before: AdminContact, after: AdminContact): RequestEvent {
  return {
    type: 'contact.status-changed',
    ...aboutRequest(actor.id, after.id),
    summary: `${nameOf(actor)} updated request ${after.trackingToken} from ${nameOf(after)} ${statusMove(before, after)}`,
  };
}

/** Staff took a new request on themselves (Assign). */
export function requestTaken(actor: Person, before: AdminContact, after: AdminContact): RequestEvent {
  return {
    type: 'contact.assigned',
    ...aboutRequest(actor.id, after.id),
    summary: `${nameOf(actor)} took on request ${after.trackingToken} from ${nameOf(after)} ${statusMove(before, after)}`,
  };
}

/** Staff gave a request to someone, or to nobody; a new request given to someone starts. */
export function requestGiven(actor: Person, before: AdminContact, after: AdminContact): RequestEvent {
  const started = before.status !== after.status;
  return {
    type: 'contact.assigned',
    ...aboutRequest(actor.id, after.id),
    summary: `${nameOf(actor)} gave request ${after.trackingToken} from ${nameOf(after)} to ${after.assignedToName ?? 'nobody'}${started ? ` ${statusMove(before, after)}` : ''}`,
  };
}

/** Staff changed only the notes on a request. */
export function requestNotesUpdated(actor: Person, request: AdminContact): RequestEvent {
  return {
    type: 'contact.notes-updated',
    ...aboutRequest(actor.id, request.id),
    summary: `${nameOf(actor)} updated the notes on request ${request.trackingToken} from ${nameOf(request)}`,
  };
}

/** A client added an earlier request to their account. */
export function requestClaimed(client: Person, request: ClientRequest): RequestEvent {
  return {
    type: 'contact.claimed',
    ...aboutRequest(client.id, request.id),
    summary: `${nameOf(client)} added request ${request.trackingToken} to their account`,
  };
}
