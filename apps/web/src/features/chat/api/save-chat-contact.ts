import { chatContactSavedSchema, type ChatContactInfo } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SaveChatContactInput {
  conversationId: string;
  contact: ChatContactInfo;
}

/** PUT /api/chat/{conversationId}/contact: the Contact info sub-view, saved on the conversation. */
export async function saveChatContact({ conversationId, contact }: SaveChatContactInput): Promise<void> {
  chatContactSavedSchema.parse(
    await apiRequest<unknown>(`/api/chat/${encodeURIComponent(conversationId)}/contact`, {
      method: 'PUT',
      body: contact,
    }),
  );
}

export function useSaveChatContact() {
  return useMutation({ mutationFn: saveChatContact });
}
