import { adminBlogCommentPageSchema, type BlogCommentStatus } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, withQuery } from '../../../lib/api-client';
import { LIST_PAGES } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';

export const ADMIN_BLOG_COMMENTS_API = '/api/admin/blog-comments';

/**
 * GET /api/admin/blog-comments (staff and admins): one list (waiting, approved or spam), newest first,
 * 25 a page, each comment with its post and the reader's address, and how many wait whatever the list.
 */
export function commentsQueryOptions(params: { status: BlogCommentStatus; page: number }) {
  const list = { status: params.status, page: params.page };
  return queryOptions({
    queryKey: queryKeys.blogComments.office(list),
    ...LIST_PAGES,
    queryFn: ({ signal }) => getParsed(adminBlogCommentPageSchema, withQuery(ADMIN_BLOG_COMMENTS_API, list), signal),
  });
}

export function useComments(params: { status: BlogCommentStatus; page: number }) {
  return useQuery(commentsQueryOptions(params));
}
