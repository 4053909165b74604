import type { StaffVisit, VisitItem } from '@ta/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { onSignedInAgain } from '../../lib/session-ended';
import { saveItemAnswer } from './api/save-item-answer';
import {
  answerInput,
  draftOf,
  forgetAnswer,
  isComplete,
  keepAnswer,
  readKeptAnswers,
  sameDraft,
  type AnswerDraft,
} from './visit-answers';

/** Where an item's answer stands, shown beside it in words. */
export type SaveState =
  | { kind: 'saved' }
  | { kind: 'saving' }
  /** Not sent: no connection, or the server could not take it; sent again by itself. */
  | { kind: 'waiting' }
  /** An issue still without its note or how serious it is: kept here, sent once complete. */
  | { kind: 'incomplete' }
  /** The server refused it for a reason sending again will not fix (its message). */
  | { kind: 'refused'; message: string };

/** A typed note is sent once the typing pauses. */
export const NOTE_DELAY_MS = 800;
/** How often answers that could not be sent are tried again (also at once when back online). */
export const RETRY_MS = 15_000;

/** A failure that may pass: no connection (fetch's TypeError), a session to sign in again, a server error. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 0 || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500
  );
}

function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export interface VisitAnswers {
  draftFor: (item: VisitItem) => AnswerDraft;
  stateFor: (itemId: number) => SaveState | undefined;
  /** A change on screen: kept at once, sent at once (or after a pause in typing when `typing`). */
  change: (item: VisitItem, patch: Partial<AnswerDraft>, options?: { typing?: boolean }) => void;
  /** Answers given but not yet confirmed by the server (saving, waiting or refused). */
  unsaved: number;
}

/**
 * The answers of a started visit: each change is written to localStorage, then sent; an answer the
 * server has confirmed is forgotten there. Unsent answers are sent again when the page opens, when
 * the device is back online, every RETRY_MS meanwhile, and once signed in again.
 */
export function useVisitAnswers(visit: StaffVisit, userId: number): VisitAnswers {
  const queryClient = useQueryClient();
  const visitId = visit.id;
  const [drafts, setDrafts] = useState<ReadonlyMap<number, AnswerDraft>>(
    () => new Map(visit.items.map((item) => [item.id, draftOf(item)])),
  );
  const [states, setStates] = useState<ReadonlyMap<number, SaveState>>(() => new Map());
  const draftsRef = useRef(drafts);
  // An item's label says whether OK needs a reading; the checklist does not change once started.
  const labels = useRef(new Map(visit.items.map((item) => [item.id, item.label])));
  const inFlight = useRef(new Set<number>());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const setState = useCallback((itemId: number, state: SaveState) => {
    setStates((previous) => new Map(previous).set(itemId, state));
  }, []);

  // Reads only refs and stable values, so one function serves every timer and listener.
  const send = useRef(async (itemId: number): Promise<void> => {
    timers.current.delete(itemId);
    const draft = draftsRef.current.get(itemId);
    if (!draft || draft.answer === null) return;
    const label = labels.current.get(itemId) ?? '';
    if (!isComplete(draft, label)) return setState(itemId, { kind: 'incomplete' });
    // The one on its way sends the latest draft when it comes back.
    if (inFlight.current.has(itemId)) return;
    if (offline()) return setState(itemId, { kind: 'waiting' });
    inFlight.current.add(itemId);
    setState(itemId, { kind: 'saving' });
    try {
      const saved = await saveItemAnswer(visitId, itemId, answerInput(draft.answer, draft, label));
      inFlight.current.delete(itemId);
      forgetAnswer(visitId, userId, itemId, draft);
      queryClient.setQueryData<StaffVisit | null>(queryKeys.visits.detail(visitId), (current) =>
        current ? { ...current, items: current.items.map((item) => (item.id === itemId ? saved : item)) } : current,
      );
      // The day's list counts answers: read again when next shown.
      void queryClient.invalidateQueries({ queryKey: ['visits', 'day'], refetchType: 'none' });
      const latest = draftsRef.current.get(itemId);
      if (latest && !sameDraft(latest, draft)) void send.current(itemId);
      else setState(itemId, { kind: 'saved' });
    } catch (error) {
      inFlight.current.delete(itemId);
      if (worthRetrying(error)) return setState(itemId, { kind: 'waiting' });
      forgetAnswer(visitId, userId, itemId, draft);
      setState(itemId, { kind: 'refused', message: errorMessage(error) });
    }
  });

  const sendKept = useCallback(() => {
    for (const itemId of readKeptAnswers(visitId, userId).keys()) {
      if (!timers.current.has(itemId)) void send.current(itemId);
    }
  }, [visitId, userId]);

  // Answers kept from before (a closed tab, a lost signal) come back on screen and are sent.
  useEffect(() => {
    const kept = readKeptAnswers(visitId, userId);
    if (kept.size === 0) return;
    const next = new Map(draftsRef.current);
    for (const [itemId, draft] of kept) if (next.has(itemId)) next.set(itemId, draft);
    draftsRef.current = next;
    setDrafts(next);
    sendKept();
  }, [visitId, userId, sendKept]);

  const anyWaiting = [...states.values()].some((state) => state.kind === 'waiting');
  useEffect(() => {
    window.addEventListener('online', sendKept);
    const stopSignedIn = onSignedInAgain(sendKept);
    const retry = anyWaiting ? setInterval(sendKept, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', sendKept);
      stopSignedIn();
      if (retry) clearInterval(retry);
    };
  }, [sendKept, anyWaiting]);

  // Leaving the page mid-note: the note goes at once (it is kept in storage either way).
  useEffect(() => {
    const pending = timers.current;
    const sender = send.current;
    return () => {
      for (const [itemId, timer] of pending) {
        clearTimeout(timer);
        void sender(itemId);
      }
      pending.clear();
    };
  }, []);

  const change = useCallback(
    (item: VisitItem, patch: Partial<AnswerDraft>, { typing = false }: { typing?: boolean } = {}) => {
      const draft = { ...(draftsRef.current.get(item.id) ?? draftOf(item)), ...patch };
      const next = new Map(draftsRef.current).set(item.id, draft);
      draftsRef.current = next;
      setDrafts(next);
      keepAnswer(visitId, userId, item.id, draft);
      const timer = timers.current.get(item.id);
      if (timer) clearTimeout(timer);
      if (typing) {
        setState(item.id, isComplete(draft, item.label) ? { kind: 'saving' } : { kind: 'incomplete' });
        timers.current.set(
          item.id,
          setTimeout(() => void send.current(item.id), NOTE_DELAY_MS),
        );
      } else {
        void send.current(item.id);
      }
    },
    [visitId, userId, setState],
  );

  let unsaved = 0;
  for (const state of states.values()) if (state.kind !== 'saved' && state.kind !== 'incomplete') unsaved += 1;

  return {
    draftFor: (item) => drafts.get(item.id) ?? draftOf(item),
    stateFor: (itemId) => states.get(itemId),
    change,
    unsaved,
  };
}
