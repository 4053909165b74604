import { CHAT_CONTACT_STORAGE_KEY, CHAT_STORAGE_KEY, isConversationId, newConversationId } from '@ta/shared';

/**
 * The visitor's conversation id and contact info live in localStorage: the id is the only
 * key to their history, so it survives reloads. Storage can be missing or refuse writes (private
 * windows, full quota); then the chat still works for this page's lifetime.
 */
export type ChatStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What the visitor saved under Contact info; phone is optional. */
export interface StoredContact {
  senderName: string;
  senderEmail: string;
  senderPhone?: string;
}

function read(storage: ChatStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: ChatStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch (error) {
    console.warn('chat: could not keep data in browser storage', error);
  }
}

/** The stored conversation id, or null when none (or a malformed one) is stored. */
export function readConversationId(storage: ChatStorage): string | null {
  const stored = read(storage, CHAT_STORAGE_KEY);
  return isConversationId(stored) ? stored : null;
}

/** The stored conversation id, or a new one that is stored for next time. */
export function ensureConversationId(storage: ChatStorage, create: () => string = newConversationId): string {
  const stored = readConversationId(storage);
  if (stored) return stored;
  const id = create();
  write(storage, CHAT_STORAGE_KEY, id);
  return id;
}

/** The stored contact info, or null when nothing usable is stored. */
export function readContact(storage: ChatStorage): StoredContact | null {
  const stored = read(storage, CHAT_CONTACT_STORAGE_KEY);
  if (!stored) return null;
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { senderName, senderEmail, senderPhone } = data as Record<string, unknown>;
  if (typeof senderName !== 'string' || typeof senderEmail !== 'string' || !senderName || !senderEmail) return null;
  return typeof senderPhone === 'string' && senderPhone !== ''
    ? { senderName, senderEmail, senderPhone }
    : { senderName, senderEmail };
}

export function writeContact(storage: ChatStorage, contact: StoredContact): void {
  const { senderName, senderEmail, senderPhone } = contact;
  write(
    storage,
    CHAT_CONTACT_STORAGE_KEY,
    JSON.stringify(senderPhone ? { senderName, senderEmail, senderPhone } : { senderName, senderEmail }),
  );
}

/** The browser's localStorage, or null where there is none (or reading it throws). */
export function browserStorage(): ChatStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A storage that forgets on reload, for browsers that refuse localStorage. */
export function memoryStorage(): ChatStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}
