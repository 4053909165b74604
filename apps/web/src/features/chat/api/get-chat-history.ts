import { chatHistorySchema, type ChatHistoryMessage } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** While the socket is down, the open panel asks again this often so staff replies still arrive. */
export const HISTORY_POLL_MS = 10_000;

/** The conversation so far, oldest first; empty before the first message (the server has none: 404). */
export async function getChatHistory(conversationId: string, signal?: AbortSignal): Promise<ChatHistoryMessage[]> {
  const data = await nullIfNotFound(apiRequest<unknown>(`/api/chat/${encodeURIComponent(conversationId)}`, { signal }));
  return data === null ? [] : chatHistorySchema.parse(data);
}

export function chatHistoryQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: queryKeys.chat.history(conversationId),
    queryFn: ({ signal }) => getChatHistory(conversationId, signal),
  });
}

/** `enabled` while the panel is open; `poll` while it is open and the socket is not. */
export function useChatHistory(conversationId: string | null, { enabled, poll }: { enabled: boolean; poll: boolean }) {
  return useQuery({
    ...chatHistoryQueryOptions(conversationId ?? ''),
    enabled: enabled && conversationId !== null,
    refetchInterval: poll ? HISTORY_POLL_MS : false,
  });
}
