import { sentChatMessageSchema, type SendChatMessage, type SentChatMessage } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/chat: the visitor's message when the socket is not open; the answer may carry the automatic reply. */
export async function sendChatMessage(input: SendChatMessage): Promise<SentChatMessage> {
  return sentChatMessageSchema.parse(await apiRequest<unknown>('/api/chat', { method: 'POST', body: input }));
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
