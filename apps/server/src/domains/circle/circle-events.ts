import type { CircleRight, ConsentMethod } from '@ta/shared';
import { nameOf, whoFor, type EventToRecord, type Person } from '../office/index.js';

/** The activity feed's events of the client's circle. */
export type CircleEventType =
  | 'circle.invited'
  | 'circle.accepted'
  | 'circle.rights-changed'
  | 'circle.removed'
  | 'circle.confirmed'
  | 'circle.switched-in'
  | 'circle.viewed'
  | 'circle.refused';
type CircleEvent = EventToRecord<CircleEventType>;

// The client's circle (docs/circle.md): every event is on the client's behalf, so their access log
// lists it, whoever the actor was (the client, a staff member with their consent, the contact).

/** A person of a client's circle, as a sentence names them. */
type CircleEntry = { id: number; name: string };
const aboutCircle = (actorId: number, clientId: number, entry: CircleEntry) =>
  ({ actorId, subjectType: 'trusted_contact', subjectId: entry.id, onBehalfOfId: clientId }) as const;
const CONSENT_WORDS: Record<ConsentMethod, string> = {
  in_person: 'in person',
  phone: 'by phone',
  written: 'in writing',
  email: 'by e-mail',
};

/** The client invited someone they trust, or staff did for them with the consent given `consent`. */
export function circleInvited(
  actor: Person,
  client: Person,
  entry: CircleEntry,
  consent?: ConsentMethod,
  waitsForClient = false,
): CircleEvent {
  const wait = waitsForClient ? '; waiting for the client to confirm' : '';
  return {
    type: 'circle.invited',
    ...aboutCircle(actor.id, client.id, entry),
    summary: consent
      ? `${nameOf(actor)} ${waitsForClient ? 'proposed' : 'invited'} ${entry.name} to the circle of ${nameOf(client)} (the client agreed ${CONSENT_WORDS[consent]}${wait})`
      : `${nameOf(actor)} invited ${entry.name} to their circle`,
  };
}

/** A contact staff proposed was confirmed, by the client or by an admin: the invitation went out. */
export function circleConfirmed(actor: Person, client: Person, entry: CircleEntry): CircleEvent {
  return {
    type: 'circle.confirmed',
    ...aboutCircle(actor.id, client.id, entry),
    summary:
      actor.id === client.id
        ? `${nameOf(actor)} confirmed ${entry.name} in their circle`
        : `${nameOf(actor)} confirmed ${entry.name} in the circle of ${nameOf(client)}`,
  };
}

/** The invitee accepted: their account now helps with the client's. */
export function circleAccepted(contact: Person, client: { id: number; name: string }, entry: CircleEntry): CircleEvent {
  return {
    type: 'circle.accepted',
    ...aboutCircle(contact.id, client.id, entry),
    summary: `${nameOf(contact)} accepted the invitation to help ${client.name}`,
  };
}

/** The client changed what someone of their circle may do. */
export function circleRightsChanged(
  actor: Person,
  client: Person,
  entry: CircleEntry,
  rights: readonly CircleRight[],
): CircleEvent {
  return {
    type: 'circle.rights-changed',
    ...aboutCircle(actor.id, client.id, entry),
    summary: `${nameOf(actor)} changed what ${entry.name} may do: ${rights.join(', ')}`,
  };
}

/** The client (or staff) removed someone from the circle, or withdrew their invitation. */
export function circleRemoved(actor: Person, client: Person, entry: CircleEntry): CircleEvent {
  const own = actor.id === client.id;
  return {
    type: 'circle.removed',
    ...aboutCircle(actor.id, client.id, entry),
    summary: own
      ? `${nameOf(actor)} removed ${entry.name} from their circle`
      : `${nameOf(actor)} removed ${entry.name} from the circle of ${nameOf(client)}`,
  };
}

/** A trusted contact began helping with the client's account in their session. */
export function circleSwitchedIn(contact: Person, client: { id: number; name: string }, entryId: number): CircleEvent {
  return {
    type: 'circle.switched-in',
    actorId: contact.id,
    subjectType: 'trusted_contact',
    subjectId: entryId,
    onBehalfOfId: client.id,
    summary: `${nameOf(contact)} started helping with the account of ${client.name}`,
  };
}

/**
 * A trusted contact looked at some of the client's data (`what`: "the appointments", "a property").
 * `subject` names the page and, for one thing, its id: the log keeps one line a day per page.
 */
export function circleViewed(
  contact: Person,
  client: Person,
  what: string,
  subject: { type: string; id: number | null },
): CircleEvent {
  return {
    type: 'circle.viewed',
    actorId: contact.id,
    subjectType: subject.type,
    subjectId: subject.id,
    onBehalfOfId: client.id,
    summary: `${whoFor(contact, client)} looked at ${what}`,
  };
}

/**
 * The server refused a trusted contact something for the client (`what`: "cancel an appointment"):
 * a right they were not given, the holder's own, or any call once their access ended. What they
 * typed is never part of it.
 */
export function circleRefused(contact: Person, client: Person, what: string, accessEnded: boolean): CircleEvent {
  return {
    type: 'circle.refused',
    actorId: contact.id,
    subjectType: null,
    subjectId: null,
    onBehalfOfId: client.id,
    summary: `${whoFor(contact, client)} was refused${accessEnded ? ' (access ended)' : ''}: ${what}`,
  };
}
