import { apiRequest } from '../../../lib/api-client';
import { commentPath, useCommentWrite } from './comment-write';

/**
 * POST /api/admin/blog-comments/{id}/block: blocks the comment's e-mail address. Its comments not yet
 * approved go to Spam, and its later ones are kept there without the reader being told.
 */
const blockCommentAddress = (id: number) => apiRequest<unknown>(`${commentPath(id)}/block`, { method: 'POST' });

export const useBlockCommentAddress = () => useCommentWrite(blockCommentAddress);
