import {
  helpedAccountSchema,
  sessionUserSchema,
  type CircleSmsKind,
  type HelpedAccount,
  type SessionUser,
  type VisitStep,
} from '@ta/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh-after';
import type { ServerRead } from '../../../lib/server-read';
import { switchedAccount } from './accept-invitation';

const ACCOUNTS_PATH = '/api/circle/accounts';

export const helpedAccountsRead: ServerRead = { queryKey: queryKeys.circle.helped(), path: ACCOUNTS_PATH };

/** The accounts the signed-in person helps with (GET /api/circle/accounts). */
export const helpedAccountsQueryOptions = queryOptions({
  queryKey: queryKeys.circle.helped(),
  queryFn: ({ signal }) => getParsed(helpedAccountSchema.array(), ACCOUNTS_PATH, signal),
});

export function useHelpedAccounts(enabled = true) {
  return useQuery({ ...helpedAccountsQueryOptions, enabled });
}

/** Which account this session works on: a helped client's, or null for one's own (PUT /api/circle/acting). */
export async function setActing(clientId: number | null): Promise<SessionUser> {
  return sessionUserSchema.parse(
    await apiRequest<unknown>('/api/circle/acting', { method: 'PUT', body: { clientId } }),
  );
}

export function useSetActing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setActing, onSuccess: (user) => switchedAccount(queryClient, user) });
}

/** A contact's own visit-step e-mails for one helped account (PUT /api/circle/accounts/:clientId/notices). */
export async function saveHelpedNotices({
  clientId,
  visitNotices,
}: {
  clientId: number;
  visitNotices: VisitStep[];
}): Promise<HelpedAccount | null> {
  const answer = await apiRequest<unknown>(`/api/circle/accounts/${clientId}/notices`, {
    method: 'PUT',
    body: { visitNotices },
  });
  const parsed = helpedAccountSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

export function useSaveHelpedNotices() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveHelpedNotices, onSuccess: () => void refreshAfter(queryClient, 'circle') });
}

/** A contact's own texts about one helped account (PUT /api/circle/accounts/:clientId/texts). */
export async function saveHelpedTexts({
  clientId,
  smsKinds,
}: {
  clientId: number;
  smsKinds: CircleSmsKind[];
}): Promise<HelpedAccount> {
  return helpedAccountSchema.parse(
    await apiRequest<unknown>(`/api/circle/accounts/${clientId}/texts`, { method: 'PUT', body: { smsKinds } }),
  );
}

export function useSaveHelpedTexts() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveHelpedTexts, onSuccess: () => void refreshAfter(queryClient, 'circle') });
}
