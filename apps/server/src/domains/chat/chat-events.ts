import { forClient, whoFor, type EventToRecord, type Person } from '../office/index.js';

/** The activity feed's events of the chat. */
export type ChatEventType = 'chat.message-sent';
type ChatEvent = EventToRecord<ChatEventType>;

/**
 * A trusted contact chatted with the office for a client. One event a day per contact and client
 * is enough (the conversation's messages are in the inbox); the conversation's id is its key, so
 * it is never named here.
 */
export function chatOnBehalf(actor: Person, client: Person): ChatEvent {
  return forClient(
    {
      type: 'chat.message-sent',
      actorId: actor.id,
      subjectType: 'user',
      subjectId: client.id,
      summary: `${whoFor(actor, client)} sent chat messages to the office`,
    },
    client,
  );
}
