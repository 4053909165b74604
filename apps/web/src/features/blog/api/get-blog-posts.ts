import { blogPostSchema, type BlogPost, z } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Also the query key, which the server seeds before rendering /blog (app/route-data.ts). */
export const BLOG_POSTS_PATH = '/api/blog';

const blogPostListSchema = z.array(blogPostSchema);

/** Published posts, newest first. SPEC §7: a 401 means "nothing to show", not an error. */
export async function getBlogPosts(): Promise<BlogPost[]> {
  const body = await apiRequest<unknown>(BLOG_POSTS_PATH, { on401: 'returnNull' });
  return body === null ? [] : blogPostListSchema.parse(body);
}

export const blogPostsQueryOptions = () => queryOptions({ queryKey: [BLOG_POSTS_PATH], queryFn: getBlogPosts });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
