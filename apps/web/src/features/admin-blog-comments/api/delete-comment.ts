import { apiRequest } from '../../../lib/api-client';
import { commentPath, useCommentWrite } from './comment-write';

/** DELETE /api/admin/blog-comments/{id}: the comment and the replies under it are gone for good. */
const deleteComment = (id: number) => apiRequest<unknown>(commentPath(id), { method: 'DELETE' });

export const useDeleteComment = () => useCommentWrite(deleteComment);
