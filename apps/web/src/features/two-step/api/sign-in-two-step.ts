import {
  sessionUserSchema,
  twoStepSetupDoneSchema,
  twoStepSetupSchema,
  type SessionUser,
  type TwoStepLoginInput,
  type TwoStepSetup,
  type TwoStepSetupDone,
} from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The second step of signing in (docs/two-step.md). The browser holds the step in an HttpOnly cookie
 * the password step set; these calls send it along like any cookie.
 */

/** POST /api/login/two-step: a code from the app, or a recovery code; answers the signed-in person. */
async function finishSignIn(input: TwoStepLoginInput): Promise<SessionUser> {
  return sessionUserSchema.parse(await apiRequest<unknown>('/api/login/two-step', { method: 'POST', body: input }));
}

export function useFinishSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishSignIn,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session, user),
  });
}

/** POST /api/login/two-step/setup: a new key to set up, shown once. */
async function startSetupAtSignIn(): Promise<TwoStepSetup> {
  return twoStepSetupSchema.parse(await apiRequest<unknown>('/api/login/two-step/setup', { method: 'POST' }));
}

export const useStartSetupAtSignIn = () => useMutation({ mutationFn: startSetupAtSignIn });

/**
 * POST /api/login/two-step/setup/confirm: turns it on and signs in. The session is put in the cache
 * by the page once the person has saved their recovery codes (a signed-in page would move on).
 */
async function confirmSetupAtSignIn(code: string): Promise<TwoStepSetupDone> {
  return twoStepSetupDoneSchema.parse(
    await apiRequest<unknown>('/api/login/two-step/setup/confirm', { method: 'POST', body: { code } }),
  );
}

export const useConfirmSetupAtSignIn = () => useMutation({ mutationFn: confirmSetupAtSignIn });
