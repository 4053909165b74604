import type { ChatHistoryMessage, ChatLiveMessage } from '@ta/shared';

/**
 * One line of the visitor's conversation, whatever brought it: the history call, a socket frame
 * or the HTTP send's answer. `key` is unique on the page (automatic replies all have id 0).
 */
export interface ChatEntry {
  key: string;
  /** The stored message's id; 0 for an automatic reply, which is not stored. */
  id: number;
  text: string;
  fromVisitor: boolean;
  automatic: boolean;
  /** ISO 8601 instant. */
  at: string;
}

export function entryFromHistory(message: ChatHistoryMessage): ChatEntry {
  return {
    key: `m${message.id}`,
    id: message.id,
    text: message.message,
    fromVisitor: message.isFromUser,
    automatic: false,
    at: message.createdAt,
  };
}

/** `sequence` makes automatic replies' keys unique; stored messages are keyed by id. */
export function entryFromLive(message: ChatLiveMessage, sequence: number): ChatEntry {
  const automatic = message.automatic || message.id === 0;
  return {
    key: automatic ? `auto${sequence}` : `m${message.id}`,
    id: automatic ? 0 : message.id,
    text: message.text,
    fromVisitor: automatic ? false : message.isUser,
    automatic,
    at: message.timestamp,
  };
}

/** An automatic reply that answers the HTTP send: placed just after the visitor's message. */
export function automaticReplyEntry(text: string, after: ChatHistoryMessage, sequence: number): ChatEntry {
  return { key: `auto${sequence}`, id: 0, text, fromVisitor: false, automatic: true, at: after.createdAt };
}

const time = (entry: ChatEntry) => {
  const ms = Date.parse(entry.at);
  return Number.isNaN(ms) ? 0 : ms;
};

/**
 * The conversation in order: the history and the live entries with each stored message once
 * (by id), every automatic reply kept. Ordered by time; at the same instant stored messages come
 * first by id and an automatic reply after the message it answers.
 */
export function mergeChatEntries(history: readonly ChatEntry[], live: readonly ChatEntry[]): ChatEntry[] {
  const seen = new Set<number>();
  const merged: ChatEntry[] = [];
  for (const entry of [...history, ...live]) {
    if (!entry.automatic) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
    }
    merged.push(entry);
  }
  // Array.prototype.sort is stable: automatic replies at the same instant keep their arrival order.
  return merged.sort(
    (a, b) => time(a) - time(b) || Number(a.automatic) - Number(b.automatic) || (a.automatic ? 0 : a.id - b.id),
  );
}
