import { newsletterAnswerSchema, type NewsletterSignupInput } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/newsletter/subscribe: the same answer whether the address is new, already subscribed or
 * refused quietly, so the page never tells who is on the list (docs/newsletter.md).
 */
export function useSubscribeToNewsletter() {
  return useMutation({
    mutationFn: async (input: NewsletterSignupInput) =>
      newsletterAnswerSchema.parse(
        await apiRequest<unknown>('/api/newsletter/subscribe', { method: 'POST', body: input }),
      ),
  });
}
