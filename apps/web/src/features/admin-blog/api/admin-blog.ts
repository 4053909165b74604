import { adminBlogPostSchema, pageSchema, type BlogPostFormInput, type BlogPostUpdateInput } from '@ta/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, getParsed, nullIfNotFound, withQuery } from '../../../lib/api-client';
import { LIST_PAGES } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter, useWrite } from '../../../lib/refresh-after';
import type { BlogListParams } from '../blog-params';
import { readAgainOnMount } from '../../../lib/page-data';

const ADMIN_BLOG_API = '/api/admin/blog';
const BLOG_PAGE_SIZE = 20;
const adminBlogPageSchema = pageSchema(adminBlogPostSchema);

const adminBlogPostPath = (id: number) => `${ADMIN_BLOG_API}/${id}`;

/** GET /api/admin/blog: drafts included, newest first, searched over title, excerpt and slug. */
export function adminBlogPostsQueryOptions(params: BlogListParams) {
  const path = withQuery(ADMIN_BLOG_API, { page: params.page, pageSize: BLOG_PAGE_SIZE, search: params.search });
  return queryOptions({
    queryKey: queryKeys.blog.adminList(params),
    ...LIST_PAGES,
    queryFn: ({ signal }) => getParsed(adminBlogPageSchema, path, signal),
  });
}

export function useAdminBlogPosts(params: BlogListParams) {
  return useQuery(adminBlogPostsQueryOptions(params));
}

/** One post for the form, or null when there is none with that id. */
export function adminBlogPostQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.blog.adminPost(id),
    refetchOnMount: readAgainOnMount,
    queryFn: ({ signal }) => nullIfNotFound(getParsed(adminBlogPostSchema, adminBlogPostPath(id), signal)),
  });
}

export function useAdminBlogPost(id: number) {
  return useQuery(adminBlogPostQueryOptions(id));
}

async function createBlogPost(body: BlogPostFormInput) {
  return adminBlogPostSchema.parse(await apiRequest<unknown>(ADMIN_BLOG_API, { method: 'POST', body }));
}

export const useCreateBlogPost = () => useWrite(createBlogPost, 'blogPost');

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
 * DELETE /api/admin/blog/{id} answers with plain text. The shared client expects JSON and
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
