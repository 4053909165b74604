import { messageSchema, type MessageResponse, type PasswordChangeInput } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The server ends the account's other sessions and renews this one's cookie. */
export async function changePassword(input: PasswordChangeInput): Promise<MessageResponse> {
  return messageSchema.parse(await apiRequest<unknown>('/api/user/password', { method: 'POST', body: input }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
