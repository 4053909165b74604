import type { PublicBlogComment } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';
import { blogPostPath, decodeSlug } from './get-blog-post';

const commentsPath = (slug: string) => `${blogPostPath(slug)}/comments`;

/** GET /api/blog/:slug/comments: the approved comments, oldest first, each with its replies. */
export function getBlogComments(slug: string): Promise<PublicBlogComment[]> {
  // The server checks its answer against the shared schema; no need to load zod to re-check.
  return apiRequest<PublicBlogComment[]>(commentsPath(slug));
}

/**
 * Filled by the server before it renders the post's page, so the comments are in its HTML. A part of
 * the page: a missing post is the post's own read to say.
 */
export const blogCommentsRead = (slug: string): ServerRead => ({
  queryKey: queryKeys.blog.comments(decodeSlug(slug)),
  path: commentsPath(slug),
  part: true,
});

export const blogCommentsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.blog.comments(decodeSlug(slug)), queryFn: () => getBlogComments(slug) });

export function useBlogComments(slug: string) {
  return useQuery(blogCommentsQueryOptions(slug));
}
