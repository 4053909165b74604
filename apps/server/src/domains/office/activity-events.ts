import type { UserRecord } from '../accounts/index.js';
import type { NewEvent } from './events-repository.js';

/**
 * What every event of the activity feed (the back office's Latest Activity) is made of. Each domain
 * makes its own kinds, one function per kind, in its `<domain>-events.ts` (appointment-events.ts,
 * quote-events.ts, …), so a kind always reads the same way; a caller passes the result to
 * `repos.events.record`. The feed shows the stored sentence, so it needs no list of the kinds.
 */

/** An event ready to record; `Type` is the kinds its domain makes (`'quote.sent' | …`). */
export interface EventToRecord<Type extends string = string> extends NewEvent {
  type: Type;
}

/** Whoever acted or is named in a sentence. */
export type Person = Pick<UserRecord, 'id' | 'firstName' | 'lastName'>;

export const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/**
 * A trusted contact helping with a client's account acts as themselves, for the client
 * (docs/circle-access.md): the event's actor is the contact and `onBehalfOfId` the client, and its
 * sentence says so ("Anna Lee for Mary Smith …"). `client` is left out when people act for themselves.
 */
export function forClient<Type extends string>(
  event: EventToRecord<Type>,
  client: Person | undefined,
): EventToRecord<Type> {
  return client ? { ...event, onBehalfOfId: client.id } : event;
}
export const whoFor = (actor: Person, client: Person | undefined) =>
  client ? `${nameOf(actor)} for ${nameOf(client)}` : nameOf(actor);
