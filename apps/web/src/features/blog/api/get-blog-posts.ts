import type { BlogPost } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

const BLOG_POSTS_PATH = '/api/blog';

/**
 * Published posts, newest first. A 401 means "nothing to show", not an error. The
 * server checks its answer against the shared schema, so the page does not load zod to re-check.
 */
export async function getBlogPosts(): Promise<BlogPost[]> {
  return (await apiRequest<BlogPost[]>(BLOG_POSTS_PATH, { on401: 'returnNull' })) ?? [];
}

/** Filled by the server before it renders /blog. */
export const blogPostsRead = (): ServerRead => ({ queryKey: queryKeys.blog.published(), path: BLOG_POSTS_PATH });

export const blogPostsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.blog.published(), queryFn: getBlogPosts });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
