import type { BlogPost } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    // A malformed escape is kept as typed; the server then answers 404.
    return slug;
  }
}

/**
 * The API path of one post, which is also its query key. The server's route data passes the slug
 * as it appears in the URL and the page passes the router's (decoded) one: decoding, then encoding
 * once, gives both the same key.
 */
export function blogPostPath(slug: string): string {
  return `/api/blog/${encodeURIComponent(decodeSlug(slug))}`;
}

/** One published post, or null when there is none by that slug (drafts included). */
export async function getBlogPost(slug: string): Promise<BlogPost | null> {
  try {
    // The server checks its answer against the shared schema; no need to load zod to re-check.
    return await apiRequest<BlogPost>(blogPostPath(slug));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [blogPostPath(slug)], queryFn: () => getBlogPost(slug) });

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
