/**
 * Where the chat widget keeps its conversation in the browser (docs/decisions/014-live-chat.md).
 * Apart from chat.ts and free of zod: the header's sign-out forgets them, and what the header loads
 * must not pull the schemas into the first page load.
 */

/** The widget keeps the conversation id in localStorage under this key. */
export const CHAT_STORAGE_KEY = 'ta-chat-conversation';
/** The widget keeps the visitor's contact info (name, e-mail, phone) in localStorage under this key. */
export const CHAT_CONTACT_STORAGE_KEY = 'ta-chat-contact';
