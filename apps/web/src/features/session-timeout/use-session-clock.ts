import type { SessionTimes, SessionUser } from '@ta/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryKeys } from '../../lib/query-keys';
import { markSessionEnded, markSignedInAgain, useSessionEnding } from '../../lib/session-ended';
import { getSessionTimes, keepSessionAlive } from './api/session-times';
import { deadlineFrom, delayUntilWarning, isWarningDue, type SessionDeadline } from './session-clock';

/** Every tab of this site on this browser hears the others: one tab's "Stay signed in" counts for all. */
const CHANNEL = 'ta-session';
/** While the warning shows, the times are read again this often: another tab may have been used. */
const RECHECK_MS = 15_000;

type TabMessage = { kind: 'extended' } | { kind: 'signed-in'; user: SessionUser };

export interface SessionClock {
  deadline: SessionDeadline | null;
  warning: boolean;
  /** This browser's clock, updated each second while the warning shows. */
  now: number;
  stay(): Promise<void>;
  /** Tells the other tabs that this one signed in again. */
  announceSignedIn(user: SessionUser): void;
}

/**
 * Watches the signed-in session's idle limit (docs/decisions/034-no-silent-time-outs.md): reads the
 * times when the page opens, again when the warning is due (the person may have been busy in this
 * tab or another since), every 15 seconds during the warning, when the tab comes back into view and
 * when another tab says something changed. Reading them never puts the limit off; "Stay signed in" does.
 */
export function useSessionClock(): SessionClock {
  const queryClient = useQueryClient();
  const ending = useSessionEnding();
  const [deadline, setDeadline] = useState<SessionDeadline | null>(null);
  const [warning, setWarning] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const channel = useRef<BroadcastChannel | null>(null);

  const apply = useCallback((times: SessionTimes | null | undefined) => {
    // A failed read (no connection) changes nothing: the next one decides.
    if (times === undefined) return;
    if (times === null) {
      setWarning(false);
      markSessionEnded();
      return;
    }
    const localNow = Date.now();
    const next = deadlineFrom(times, localNow);
    setNow(localNow);
    setDeadline(next);
    setWarning(isWarningDue(next, localNow));
  }, []);

  const check = useCallback(async () => {
    apply(await getSessionTimes().catch(() => undefined));
  }, [apply]);

  const signedIn = ending === 0;

  // The times as the page opens, and again after signing in again.
  useEffect(() => {
    if (signedIn) getSessionTimes().then(apply, () => undefined);
  }, [signedIn, apply]);

  // The next read: when the warning is due, or during it every 15 seconds and at its end.
  useEffect(() => {
    if (!deadline || !signedIn) return;
    if (!warning) {
      const timer = setTimeout(() => void check(), delayUntilWarning(deadline, Date.now()));
      return () => clearTimeout(timer);
    }
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const recheck = setInterval(() => void check(), RECHECK_MS);
    const end = setTimeout(() => void check(), Math.max(deadline.endsAt - Date.now(), 0) + 500);
    return () => {
      clearInterval(tick);
      clearInterval(recheck);
      clearTimeout(end);
    };
  }, [deadline, warning, signedIn, check]);

  // Other tabs, and this tab coming back into view (its timers may have slept).
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    channel.current = tabs;
    if (tabs) {
      tabs.onmessage = (event: MessageEvent<TabMessage>) => {
        if (event.data.kind === 'signed-in') {
          queryClient.setQueryData(queryKeys.session, event.data.user);
          markSignedInAgain(event.data.user.id);
        } else {
          void check();
        }
      };
    }
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      tabs?.close();
      channel.current = null;
    };
  }, [check, queryClient]);

  const stay = useCallback(async () => {
    apply(await keepSessionAlive().catch(() => undefined));
    channel.current?.postMessage({ kind: 'extended' } satisfies TabMessage);
  }, [apply]);

  const announceSignedIn = useCallback((user: SessionUser) => {
    channel.current?.postMessage({ kind: 'signed-in', user } satisfies TabMessage);
  }, []);

  return { deadline, warning: warning && signedIn, now, stay, announceSignedIn };
}
