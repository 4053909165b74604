import {
  adminBlogPostSchema,
  pageSchema,
  type AdminBlogPost,
  type BlogPostFormInput,
  type BlogPostUpdateInput,
  type Page,
} from '@ta/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh-after';
import type { BlogListParams } from '../blog-params';

export const ADMIN_BLOG_API = '/api/admin/blog';
export const BLOG_PAGE_SIZE = 20;

const adminBlogPostPath = (id: number) => `${ADMIN_BLOG_API}/${id}`;

function listUrl({ search, page }: BlogListParams): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(BLOG_PAGE_SIZE) });
  if (search) query.set('search', search);
  return `${ADMIN_BLOG_API}?${query.toString()}`;
}

/** GET /api/admin/blog: drafts included, newest first, searched over title, excerpt and slug. */
export function adminBlogPostsQueryOptions(params: BlogListParams) {
  return queryOptions({
    queryKey: queryKeys.blog.adminList(params),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<Page<AdminBlogPost>> =>
      pageSchema(adminBlogPostSchema).parse(await apiRequest<unknown>(listUrl(params), { signal })),
  });
}

export function useAdminBlogPosts(params: BlogListParams) {
  return useQuery(adminBlogPostsQueryOptions(params));
}

/** One post for the form, or null when there is none with that id. */
export function adminBlogPostQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.blog.adminPost(id),
    refetchOnMount: 'always',
    queryFn: async ({ signal }): Promise<AdminBlogPost | null> => {
      try {
        return adminBlogPostSchema.parse(await apiRequest<unknown>(adminBlogPostPath(id), { signal }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useAdminBlogPost(id: number) {
  return useQuery(adminBlogPostQueryOptions(id));
}

export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BlogPostFormInput) =>
      adminBlogPostSchema.parse(await apiRequest<unknown>(ADMIN_BLOG_API, { method: 'POST', body })),
    onSuccess: () => void refreshAfter(queryClient, 'blogPost'),
  });
}

export function useUpdateBlogPost(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BlogPostUpdateInput) =>
      adminBlogPostSchema.parse(await apiRequest<unknown>(adminBlogPostPath(id), { method: 'PATCH', body })),
    onSuccess: (post) => {
      queryClient.setQueryData(adminBlogPostQueryOptions(id).queryKey, post);
      void refreshAfter(queryClient, 'blogPost');
    },
  });
}

/**
 * DELETE /api/admin/blog/{id} answers with plain text (SPEC §7). The shared client expects JSON and
 * reports a successful text answer as an ApiError carrying the 2xx status: that is a success here.
 */
export async function deleteBlogPost(id: number): Promise<void> {
  try {
    await apiRequest<unknown>(adminBlogPostPath(id), { method: 'DELETE' });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 200 && error.status < 300) return;
    throw error;
  }
}

export function useDeleteBlogPost(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteBlogPost(id),
    onSuccess: () => {
      // Not refetched: the post is gone, and the page leaves for the list.
      queryClient.removeQueries({ queryKey: adminBlogPostQueryOptions(id).queryKey });
      void refreshAfter(queryClient, 'blogPost');
    },
  });
}
