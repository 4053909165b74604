import { messageSchema, type MessageResponse, type PasswordResetRequestInput } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The server answers with the same message whether or not the address has an account. */
export async function requestPasswordReset(input: PasswordResetRequestInput): Promise<MessageResponse> {
  return messageSchema.parse(await apiRequest<unknown>('/api/password-reset', { method: 'POST', body: input }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
