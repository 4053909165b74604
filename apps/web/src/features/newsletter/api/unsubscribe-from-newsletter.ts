import { newsletterAnswerSchema, type NewsletterUnsubscribeQuery } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/newsletter/unsubscribe?s=…&t=…, with no body: the signed link says whose newsletter stops
 * (the same address mail programs post to in one click); an unknown link answers 404.
 */
export function useUnsubscribeFromNewsletter() {
  return useMutation({
    mutationFn: async ({ s, t }: NewsletterUnsubscribeQuery) =>
      newsletterAnswerSchema.parse(
        await apiRequest<unknown>(`/api/newsletter/unsubscribe?${new URLSearchParams({ s, t }).toString()}`, {
          method: 'POST',
        }),
      ),
  });
}
