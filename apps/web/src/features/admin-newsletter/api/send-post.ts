import { newsletterSendSchema } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-after';
import { postNewsletterPath, postSendQueryOptions } from './get-post-send';

/**
 * POST /api/admin/blog/:id/newsletter (admins): sends a published post to every confirmed subscriber,
 * once per post (409 when sent already or a draft). The answer's figures show at once.
 */
export function useSendPost(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      newsletterSendSchema.nullable().parse(await apiRequest<unknown>(postNewsletterPath(postId), { method: 'POST' })),
    onSuccess: (send) => {
      queryClient.setQueryData(postSendQueryOptions(postId).queryKey, send);
      void refreshAfter(queryClient, 'newsletterSend');
    },
    // Refused (sent meanwhile from another screen, say): the figures are read again, so they show.
    onError: () => void refreshAfter(queryClient, 'newsletterSend'),
  });
}
