import { useSyncExternalStore } from 'react';

/**
 * Whether this page's session has ended (the idle limit passed, or a write came back "not signed
 * in"), and the moment the person signs in again. The sign-in dialog shows while it has ended;
 * forms keep what was typed meanwhile and send it once signed in again
 * (docs/decisions/034-no-silent-time-outs.md).
 */
let ended = false;
/** Counts each time a refusal or the clock says the session ended, so a dismissed dialog opens again. */
let endings = 0;
const changeListeners = new Set<() => void>();
const signedInListeners = new Set<(userId: number) => void>();

function notifyChange() {
  for (const listener of changeListeners) listener();
}

export function markSessionEnded(): void {
  ended = true;
  endings += 1;
  notifyChange();
}

/** Signed in again as `userId`: the dialog closes and forms waiting to send do so. */
export function markSignedInAgain(userId: number): void {
  ended = false;
  notifyChange();
  for (const listener of signedInListeners) listener(userId);
}

export function isSessionEnded(): boolean {
  return ended;
}

export function onSessionChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export function onSignedInAgain(listener: (userId: number) => void): () => void {
  signedInListeners.add(listener);
  return () => signedInListeners.delete(listener);
}

/** 0 while signed in; once the session has ended, a number that changes with each new refusal. */
function currentEnding(): number {
  return ended ? endings : 0;
}

export function useSessionEnding(): number {
  return useSyncExternalStore(onSessionChange, currentEnding, () => 0);
}
