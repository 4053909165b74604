import type { BlogCommentFormInput } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { blogPostPath } from './get-blog-post';

/**
 * POST /api/blog/:slug/comments: the comment waits until the office has read it, so the answer is
 * always "held" and nothing on the page changes but the thanks (docs/blog-comments.md).
 */
export function useLeaveBlogComment(slug: string) {
  return useMutation({
    mutationFn: (input: BlogCommentFormInput) =>
      apiRequest<{ status: 'held' }>(`${blogPostPath(slug)}/comments`, { method: 'POST', body: input }),
  });
}
