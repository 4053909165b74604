import { feedbackEntrySchema, feedbackOverviewSchema, feedbackSettingsSchema, type FeedbackSettings } from '@ta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/feedback: the owner's scores by staff member and by service, and the latest answers. */
export function useFeedbackOverview() {
  return useQuery({
    queryKey: queryKeys.feedback.overview,
    queryFn: ({ signal }) => getParsed(feedbackOverviewSchema, '/api/admin/feedback', signal),
  });
}

/** PUT /api/admin/feedback/settings: the public review page every request links to. */
export function useSaveFeedbackSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: FeedbackSettings) =>
      feedbackSettingsSchema.parse(
        await apiRequest<unknown>('/api/admin/feedback/settings', { method: 'PUT', body: settings }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.feedback.overview }),
  });
}

/** GET /api/admin/clients/:id/feedback: every answer a client gave, newest visit first. */
export function useClientFeedback(clientId: number) {
  return useQuery({
    queryKey: queryKeys.feedback.client(clientId),
    queryFn: ({ signal }) => getParsed(z.array(feedbackEntrySchema), `/api/admin/clients/${clientId}/feedback`, signal),
  });
}
