import type { BlogCommentStatus } from '@ta/shared';
import { laterPage, listHref, pageFrom } from '../../lib/list-address';

/**
 * What the Comments page shows, kept in its address (/admin/blog-comments?status=&page=&comment=), so
 * Back, reload and the office e-mail's link show the same list. `comment` is the one the e-mail names.
 */
export interface CommentListParams {
  status: BlogCommentStatus;
  page: number;
  /** The comment an office e-mail links to: shown marked when it is on the list. */
  comment: number | null;
}

export const ADMIN_BLOG_COMMENTS_PATH = '/admin/blog-comments';

/** The lists, in the order of their tabs. */
export const COMMENT_LISTS: readonly BlogCommentStatus[] = ['waiting', 'approved', 'spam'];

export const isCommentList = (value: unknown): value is BlogCommentStatus =>
  COMMENT_LISTS.includes(value as BlogCommentStatus);

/** Reads the address; anything odd falls back to the first page of Waiting, and no comment marked. */
export function parseCommentListParams(search: string): CommentListParams {
  const query = new URLSearchParams(search);
  const status = query.get('status');
  const comment = query.get('comment') ?? '';
  return {
    status: isCommentList(status) ? status : 'waiting',
    page: pageFrom(query),
    comment: /^[1-9]\d{0,14}$/.test(comment) ? Number(comment) : null,
  };
}

/** The list's address; the defaults (Waiting, page 1, no comment) are left out. */
export function commentListHref({ status, page, comment }: CommentListParams): string {
  return listHref(ADMIN_BLOG_COMMENTS_PATH, {
    status: status === 'waiting' ? null : status,
    page: laterPage(page),
    comment,
  });
}

/** The post's page on the public blog, at its comments. */
export const publicPostHref = (slug: string) => `/blog/${encodeURIComponent(slug)}#comments`;
