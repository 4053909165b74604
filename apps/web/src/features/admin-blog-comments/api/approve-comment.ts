import { apiRequest } from '../../../lib/api-client';
import { commentPath, useCommentWrite } from './comment-write';

/** POST /api/admin/blog-comments/{id}/approve: on the post's page; the reader is told if they asked (twice is harmless). */
const approveComment = (id: number) => apiRequest<unknown>(`${commentPath(id)}/approve`, { method: 'POST' });

export const useApproveComment = () => useCommentWrite(approveComment);
