import type { BlogPost } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Also the query key, which the server seeds before rendering /blog (app/route-data.ts). */
export const BLOG_POSTS_PATH = '/api/blog';

/**
 * Published posts, newest first. A 401 means "nothing to show", not an error. The
 * server checks its answer against the shared schema, so the page does not load zod to re-check.
 */
export async function getBlogPosts(): Promise<BlogPost[]> {
  return (await apiRequest<BlogPost[]>(BLOG_POSTS_PATH, { on401: 'returnNull' })) ?? [];
}

export const blogPostsQueryOptions = () => queryOptions({ queryKey: [BLOG_POSTS_PATH], queryFn: getBlogPosts });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
