import type { BlogPost } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

export function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    // A malformed escape is kept as typed; the server then answers 404.
    return slug;
  }
}

/** The API path of one post: the slug decoded (a slug as typed in the address or as the router gives it), then encoded once. */
export function blogPostPath(slug: string): string {
  return `/api/blog/${encodeURIComponent(decodeSlug(slug))}`;
}

/** One published post, or null when there is none by that slug (drafts included). */
export function getBlogPost(slug: string): Promise<BlogPost | null> {
  // The server checks its answer against the shared schema; no need to load zod to re-check.
  return nullIfNotFound(apiRequest<BlogPost>(blogPostPath(slug)));
}

/** Filled by the server before it renders the post's page. */
export const blogPostRead = (slug: string): ServerRead => ({
  queryKey: queryKeys.blog.post(decodeSlug(slug)),
  path: blogPostPath(slug),
});

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.blog.post(decodeSlug(slug)), queryFn: () => getBlogPost(slug) });

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
