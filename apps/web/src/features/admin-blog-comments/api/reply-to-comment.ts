import type { BlogCommentReply } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { commentPath, useCommentWrite } from './comment-write';

/**
 * POST /api/admin/blog-comments/{id}/reply: the business's reply, published at once under the comment
 * (under its first comment when it is a reply itself), which is approved with it.
 */
const replyToComment = ({ id, reply }: { id: number; reply: BlogCommentReply }) =>
  apiRequest<unknown>(`${commentPath(id)}/reply`, { method: 'POST', body: reply });

export const useReplyToComment = () => useCommentWrite(replyToComment);
