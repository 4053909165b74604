import { newsletterAnswerSchema } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';
import { postNewsletterPath } from './get-post-send';

/** POST /api/admin/blog/:id/newsletter/preview (admins): the post's e-mail, to the signed-in admin's own address. */
async function sendPreview(postId: number) {
  return newsletterAnswerSchema.parse(
    await apiRequest<unknown>(`${postNewsletterPath(postId)}/preview`, { method: 'POST' }),
  );
}

export const useSendPreview = () => useWrite(sendPreview, 'newsletterPreview');
