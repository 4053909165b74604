import { sessionUserSchema, type ProfileInput, type SessionUser } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function updateProfile(input: ProfileInput): Promise<SessionUser> {
  return sessionUserSchema.parse(await apiRequest<unknown>('/api/user/profile', { method: 'PATCH', body: input }));
}

/** The answer becomes the current user, so the header shows the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session, user),
  });
}
