import { slugify } from '@ta/shared';
import { laterPage, listHref, pageFrom, searchFrom } from '../../lib/list-address';

/** The blog list's search and page, kept in the address (/admin/blog?search=&page=). */
export interface BlogListParams {
  search: string;
  page: number;
}

export const ADMIN_BLOG_PATH = '/admin/blog';
export const NEW_BLOG_POST_PATH = '/admin/blog/new';

export function parseBlogListParams(search: string): BlogListParams {
  const query = new URLSearchParams(search);
  return { search: searchFrom(query), page: pageFrom(query) };
}

export function blogListHref(params: BlogListParams): string {
  return listHref(ADMIN_BLOG_PATH, { search: params.search, page: laterPage(params.page) });
}

export const blogPostEditHref = (id: number) => `${ADMIN_BLOG_PATH}/${id}`;
export const blogPostPublicHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** The id in /admin/blog/{id}, or null when it cannot be a post's id (then the page says Not Found). */
export function parseBlogPostId(raw: string): number | null {
  if (!/^[1-9]\d{0,14}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** A post is Draft or Published, always said in words. */
export const blogStatusLabel = (published: boolean) => (published ? 'Published' : 'Draft');

/** Whether readers may comment on a post, in words beside the Close comments switch. */
export const commentsClosedText = (closed: boolean) =>
  closed
    ? 'Comments closed: readers can no longer comment; approved comments stay.'
    : 'Comments open: readers can comment under the post; each waits for approval.';

/** The delete confirmation, word for word. */
export const DELETE_BLOG_POST_QUESTION =
  'Are you sure you want to delete this blog post? This action cannot be undone.';

/** The empty list texts: nothing yet, or nothing that matches the search. */
export function emptyBlogListText(search: string): string {
  return search ? 'No blog posts match your search.' : "You haven't created any blog posts yet.";
}

/**
 * While typing, the slug is lowercased and every run of other characters becomes one
 * hyphen, without leading or trailing hyphens. One trailing hyphen is kept only while the cursor is
 * still in the field, so a person can type "my-post" by hand; leaving the field removes it
 * (`slugify`).
 */
export function formatSlugWhileTyping(value: string): string {
  const slug = slugify(value);
  const endsWithSeparator = /[^a-z0-9]$/i.test(value.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''));
  return slug !== '' && endsWithSeparator ? `${slug}-` : slug;
}

/**
 * Whether the slug should keep following the title: only while it still equals what the title
 * would give (or is empty), that is until someone edits it by hand.
 */
export function slugFollowsTitle(title: string, slug: string): boolean {
  return slug === '' || slug === slugify(title);
}
