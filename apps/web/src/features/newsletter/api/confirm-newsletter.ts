import { newsletterAnswerSchema, type NewsletterConfirmInput } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/newsletter/confirm: the e-mailed link's token starts the newsletter; an unknown one answers 404. */
export function useConfirmNewsletter() {
  return useMutation({
    mutationFn: async (input: NewsletterConfirmInput) =>
      newsletterAnswerSchema.parse(
        await apiRequest<unknown>('/api/newsletter/confirm', { method: 'POST', body: input }),
      ),
  });
}
