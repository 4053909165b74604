import { CHAT_CONTACT_STORAGE_KEY, CHAT_STORAGE_KEY } from '@ta/shared';

/**
 * Forgets this browser's chat conversation and contact info (features/chat keeps them), when whose
 * account the browser works for changes: signing out, or helping with another account. A client's
 * conversation is theirs alone, and the server answers anyone else with an empty history
 * (docs/circle-access.md); the next chat starts a new conversation.
 */
export function forgetConversation(storage: Pick<Storage, 'removeItem'> | null = localStorageOrNull()): void {
  try {
    storage?.removeItem(CHAT_STORAGE_KEY);
    storage?.removeItem(CHAT_CONTACT_STORAGE_KEY);
  } catch (error) {
    console.warn('chat: could not forget the conversation in browser storage', error);
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
