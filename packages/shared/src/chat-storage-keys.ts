/**
 * Where the chat widget keeps its conversation in the browser (docs/decisions/014-live-chat.md).
 * Apart from chat.ts and free of zod: the header's sign-out forgets them, and what the header loads
 * must not pull the schemas into the first page load.
 */

/** The widget keeps the conversation id in localStorage under this key. */
export const CHAT_STORAGE_KEY = 'ta-chat-conversation';
/** The widget keeps the visitor's contact info (name, e-mail, phone) in localStorage under this key. */
export const CHAT_CONTACT_STORAGE_KEY = 'ta-chat-contact';
/**
 * The query parameter of the e-mailed link that reopens a visitor's conversation in the widget (a staff
 * answer sent to a visitor who had left the chat).
 */
export const CHAT_CONTINUE_PARAM = 'chat';

/** A conversation id: `chat_` and a random UUID (the visitor's only key to it). */
export const CHAT_ID_PREFIX = 'chat_';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const CONVERSATION_ID = new RegExp(`^${CHAT_ID_PREFIX}${UUID}$`);

export function isConversationId(value: unknown): value is string {
  return typeof value === 'string' && CONVERSATION_ID.test(value);
}
