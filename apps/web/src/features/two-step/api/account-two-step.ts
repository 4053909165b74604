import {
  messageSchema,
  recoveryCodesSchema,
  twoStepSetupSchema,
  twoStepStatusSchema,
  type RecoveryCodes,
  type TwoStepOffInput,
  type TwoStepSetup,
} from '@ta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const BASE = '/api/account/two-step';

/** GET /api/account/two-step: on or off, recovery codes left, whether the admin requires it. */
export function useTwoStepStatus() {
  return useQuery({
    queryKey: queryKeys.twoStep.status,
    queryFn: ({ signal }) => getParsed(twoStepStatusSchema, BASE, signal),
  });
}

/** Everything the section shows changes with these writes: status, the session (how it signed in), sessions. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.twoStep.status }),
      queryClient.invalidateQueries({ queryKey: queryKeys.twoStep.sessions }),
      queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    ]);
}

async function startSetup(): Promise<TwoStepSetup> {
  return twoStepSetupSchema.parse(await apiRequest<unknown>(`${BASE}/setup`, { method: 'POST' }));
}

/** POST /api/account/two-step/setup: a new key, shown once. */
export const useStartSetup = () => useMutation({ mutationFn: startSetup });

async function confirmSetup(code: string): Promise<RecoveryCodes> {
  return recoveryCodesSchema.parse(await apiRequest<unknown>(`${BASE}/confirm`, { method: 'POST', body: { code } }));
}

/**
 * POST /api/account/two-step/confirm: on, with ten recovery codes. The status is refreshed when the
 * person has saved the codes (the section would otherwise leave the codes' screen at once).
 */
export function useConfirmSetup() {
  return useMutation({ mutationFn: confirmSetup });
}

async function newRecoveryCodes(code: string): Promise<RecoveryCodes> {
  return recoveryCodesSchema.parse(
    await apiRequest<unknown>(`${BASE}/recovery-codes`, { method: 'POST', body: { code } }),
  );
}

/** POST /api/account/two-step/recovery-codes: ten new codes; the old ones stop working. */
export const useNewRecoveryCodes = () => useMutation({ mutationFn: newRecoveryCodes });

async function turnOff(input: TwoStepOffInput) {
  return messageSchema.parse(await apiRequest<unknown>(`${BASE}/off`, { method: 'POST', body: input }));
}

/** POST /api/account/two-step/off: with the password and a current code. */
export function useTurnOff() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: turnOff, onSuccess: () => void refresh() });
}

/** Called once the person has seen (and saved) their recovery codes. */
export const useRefreshTwoStep = useRefresh;
