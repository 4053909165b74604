import { feedbackRequestSchema, type FeedbackInput } from '@ta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

const feedbackApiPath = (token: string) => `/api/feedback/${encodeURIComponent(token)}`;

/** Read by the server before /feedback/:token, so the page and its form work without JavaScript. */
export const feedbackRead = (token: string): ServerRead => ({
  queryKey: queryKeys.feedback.link(token),
  path: feedbackApiPath(token),
});

/** GET /api/feedback/:token: the visit the link asks about, or null for a link that does not work (404). */
export function useFeedbackLink(token: string) {
  return useQuery({
    queryKey: queryKeys.feedback.link(token),
    queryFn: ({ signal }) => nullIfNotFound(getParsed(feedbackRequestSchema, feedbackApiPath(token), signal)),
  });
}

/** POST /api/feedback/:token: the stars and comment, once; the page then shows the thanks. */
export function useAnswerFeedback(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FeedbackInput) =>
      feedbackRequestSchema.parse(await apiRequest<unknown>(feedbackApiPath(token), { method: 'POST', body: input })),
    onSuccess: (view) => queryClient.setQueryData(queryKeys.feedback.link(token), view),
  });
}
