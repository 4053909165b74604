import { apiRequest } from '../../../lib/api-client';
import { commentPath, useCommentWrite } from './comment-write';

/** POST /api/admin/blog-comments/{id}/spam: hidden from the blog, in the Spam list. */
const markCommentSpam = (id: number) => apiRequest<unknown>(`${commentPath(id)}/spam`, { method: 'POST' });

export const useMarkCommentSpam = () => useCommentWrite(markCommentSpam);
