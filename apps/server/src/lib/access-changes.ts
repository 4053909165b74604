/**
 * Told after a change may have ended someone's access: a session deleted (sign-out, expiry, a new
 * sign-in, a password change), an account's role or active flag changed, a session switched whose
 * account it helps with, or a client's circle changed (a trusted contact accepted, removed or their
 * rights changed). Open chat sockets are checked at once (domains/chat/routes/chat-socket.ts); changes
 * made elsewhere (another instance, a script) are caught by the periodic check. Each change that may
 * end access calls `notify` itself, once it is stored: nothing is told by a method's name.
 */
export interface AccessChanges {
  subscribe(listener: () => void): void;
  notify(): void;
}

export function createAccessChanges(): AccessChanges {
  const listeners: (() => void)[] = [];
  return {
    subscribe: (listener) => void listeners.push(listener),
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}
