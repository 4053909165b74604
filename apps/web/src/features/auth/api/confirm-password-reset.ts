import { messageSchema, type MessageResponse, type PasswordResetConfirmInput } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function confirmPasswordReset(input: PasswordResetConfirmInput): Promise<MessageResponse> {
  return messageSchema.parse(await apiRequest<unknown>('/api/password-reset/confirm', { method: 'POST', body: input }));
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
