import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useT } from '../i18n/use-t';
import { isSessionEndedError } from './api-client';
import { onSessionChange, onSignedInAgain, isSessionEnded } from './session-ended';
import { useSessionUser } from './session';

/**
 * What a form held when its session ended, kept in sessionStorage (this tab only, gone when it
 * closes) under the form's key, with the account it belongs to. Passwords are never kept.
 * docs/decisions/034-no-silent-time-outs.md
 */
interface KeptDraft {
  userId: number;
  values: Record<string, unknown>;
}

const PREFIX = 'ta-draft:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage turned off: the draft lives only as long as the form on screen.
    return null;
  }
}

/** The values without any field whose name speaks of a password. */
export function withoutPasswords(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !/password/i.test(name)));
}

export function saveDraft(key: string, userId: number, values: Record<string, unknown>): void {
  const draft: KeptDraft = { userId, values: withoutPasswords(values) };
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full: the form on screen still holds the values.
  }
}

/** The draft kept for `key` and this account, taken out of storage; another account's is dropped. */
export function takeDraft(key: string, userId: number): Record<string, unknown> | null {
  const store = storage();
  const text = store?.getItem(PREFIX + key);
  if (!store || !text) return null;
  store.removeItem(PREFIX + key);
  try {
    const draft = JSON.parse(text) as Partial<KeptDraft>;
    if (draft.userId !== userId || typeof draft.values !== 'object' || draft.values === null) return null;
    return withoutPasswords(draft.values);
  } catch {
    return null;
  }
}

export function dropDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

export interface KeptDraftControl {
  /**
   * For a form's `catch`: true when the send was refused because the session ended. The values are
   * then kept, and `retry` (the same send again) runs once the same person has signed in again; the
   * form shows `message` meanwhile.
   */
  keep(error: unknown, retry: () => unknown): boolean;
  /** The text to show where the form says why it was not sent. */
  message: string;
  /** The form was filled from a kept draft when it opened: it says so, and waits for its Save button. */
  restored: boolean;
}

/**
 * One form's part in keeping what was typed across a session that ends:
 * - its send refused with "not signed in": the values go to sessionStorage, the sign-in dialog opens,
 *   and once signed in again as the same person the send is made again by itself;
 * - the idle limit passes while it holds changes: the values go to sessionStorage too, so a reload or
 *   the sign-in page loses nothing;
 * - it opens with a kept draft of this account (after a reload or the sign-in page): the values are put
 *   back and the form says so; the person checks them and sends them with one click.
 */
export function useKeptDraft<T extends FieldValues>(
  key: string,
  form: Pick<UseFormReturn<T, unknown, unknown>, 'getValues' | 'reset' | 'formState'>,
): KeptDraftControl {
  const t = useT();
  const { data: user } = useSessionUser();
  const userId = user?.id;
  // Read while rendering, so react-hook-form keeps it up to date (its form state is a proxy).
  const dirty = form.formState.isDirty;
  const latest = useRef({ form, key, userId, dirty });
  useEffect(() => {
    latest.current = { form, key, userId, dirty };
  });
  /** The send to make again once signed in, if one was refused. */
  const waiting = useRef<(() => unknown) | null>(null);
  const [restored, setRestored] = useState(false);

  // Put back a kept draft once, when the form opens (never while rendering on the server).
  useEffect(() => {
    const { form: current, key: draftKey } = latest.current;
    if (userId === undefined) return;
    const values = takeDraft(draftKey, userId);
    if (!values) return;
    current.reset({ ...current.getValues(), ...values } as T, { keepDefaultValues: true });
    // sessionStorage exists only in the browser: the notice appears after hydration.
    setRestored(true);
  }, [userId]);

  useEffect(() => {
    const stopEnded = onSessionChange(() => {
      const { form: current, key: draftKey, userId: owner, dirty: changed } = latest.current;
      if (isSessionEnded() && owner !== undefined && changed) {
        saveDraft(draftKey, owner, current.getValues());
      }
    });
    const stopSignedIn = onSignedInAgain((signedInAs) => {
      const { key: draftKey, userId: owner } = latest.current;
      dropDraft(draftKey);
      const retry = waiting.current;
      waiting.current = null;
      // Someone else signed in on this screen: their account never sends the other's draft.
      if (retry && signedInAs === owner) void retry();
    });
    return () => {
      stopEnded();
      stopSignedIn();
    };
  }, []);

  return {
    keep(error, retry) {
      const { userId: owner, key: draftKey, form: current } = latest.current;
      if (!isSessionEndedError(error) || owner === undefined) return false;
      saveDraft(draftKey, owner, current.getValues());
      waiting.current = retry;
      return true;
    },
    message: t('session.draft.waiting'),
    restored,
  };
}
