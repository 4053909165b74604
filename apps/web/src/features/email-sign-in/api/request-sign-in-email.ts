import { messageSchema, type MessageResponse } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SignInEmailRequest {
  email: string;
  /** The page to come back to, carried in the e-mailed link. */
  next?: string;
}

/** The server answers with the same message whether or not the address has a client account. */
export async function requestSignInEmail(input: SignInEmailRequest): Promise<MessageResponse> {
  return messageSchema.parse(await apiRequest<unknown>('/api/sign-in/email', { method: 'POST', body: input }));
}

export function useRequestSignInEmail() {
  return useMutation({ mutationFn: requestSignInEmail });
}
