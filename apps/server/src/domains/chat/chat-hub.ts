import type { ChatServerFrame } from '@ta/shared';
import type { ChatEvent } from './chat-bus.js';

/** One open socket as the hub sees it. */
export interface ChatPeer {
  /** Staff and admin sockets see every conversation. */
  readonly staff: boolean;
  /** The conversation a visitor socket joined; null before its join (and for staff). */
  conversationId: string | null;
  /** Sends an already serialized server frame. */
  send(data: string): void;
}

export const serializeFrame = (frame: ChatServerFrame) => JSON.stringify(frame);

/**
 * This instance's open chat sockets, and who gets which event: a message goes to the sockets
 * that joined its conversation and to every staff socket; a conversation update to staff only.
 */
export function createChatHub() {
  const staff = new Set<ChatPeer>();
  const visitors = new Map<string, Set<ChatPeer>>();

  function leave(peer: ChatPeer) {
    if (!peer.conversationId) return;
    const joined = visitors.get(peer.conversationId);
    joined?.delete(peer);
    if (joined?.size === 0) visitors.delete(peer.conversationId);
  }

  return {
    add(peer: ChatPeer) {
      if (peer.staff) staff.add(peer);
    },
    remove(peer: ChatPeer) {
      if (peer.staff) staff.delete(peer);
      else leave(peer);
    },
    /** A visitor socket joins a conversation, leaving the one it joined before. */
    join(peer: ChatPeer, conversationId: string) {
      if (peer.staff) return;
      leave(peer);
      peer.conversationId = conversationId;
      const joined = visitors.get(conversationId) ?? new Set<ChatPeer>();
      joined.add(peer);
      visitors.set(conversationId, joined);
    },
    deliver(event: ChatEvent) {
      if (event.type === 'message') {
        const data = serializeFrame({ type: 'message', message: event.message });
        // A private note is staff's alone (docs/sms.md, "One inbox").
        if (!event.message.note) for (const peer of visitors.get(event.message.conversationId) ?? []) peer.send(data);
        for (const peer of staff) peer.send(data);
        return;
      }
      const data = serializeFrame({ type: 'conversation', conversation: event.conversation });
      for (const peer of staff) peer.send(data);
    },
    staffCount: () => staff.size,
    /** The visitor sockets joined to a conversation on this instance. */
    visitorCount: (conversationId: string) => visitors.get(conversationId)?.size ?? 0,
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
