import { pageQuerySchema } from './paging.js';
import { z } from './zod.js';

export const blogPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  coverImage: z.string().nullable(),
  published: z.boolean(),
  /** The owner closed the post's comments: the page shows those approved, and no form. */
  commentsClosed: z.boolean(),
  category: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const BLOG_POST_NOT_FOUND_MESSAGE = 'Blog post not found';

/** A slug is lowercase letters, digits and hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9-]+$/;
export const BLOG_TITLE_MAX = 200;
export const BLOG_SLUG_MAX = 200;
export const BLOG_EXCERPT_MAX = 1000;
export const BLOG_CONTENT_MAX = 50_000;
export const BLOG_COVER_IMAGE_MAX = 2000;

export const BLOG_MESSAGES = {
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  slugPattern: 'Slug can only contain lowercase letters, numbers, and hyphens',
  excerptRequired: 'Excerpt is required',
  contentRequired: 'Content is required',
  coverImage:
    'Cover image must be a picture on this site: a path starting with / and without spaces, quotes or < >. Pictures from other websites cannot be shown.',
  slugTaken: 'Another blog post already uses this slug. Please choose a different one.',
  deleted: 'Blog post deleted',
} as const;

/**
 * The slug field while typing: lowercased, every run of other characters becomes one
 * hyphen, and leading or trailing hyphens are removed. Accents are dropped first, so "Café" gives
 * "cafe" rather than "caf".
 */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A path on this site ("/..." but not "//host", which leaves the site). Pages load images only from
 * our own origin (the content security policy), so an address on another site would never show:
 * it is refused rather than kept as a cover nobody sees.
 */
export function isAllowedCoverImage(value: string): boolean {
  // No whitespace, quotes, angle brackets, backslashes or control characters: browsers "repair"
  // those in surprising ways, and none belongs in a path we link to.
  if ([...value].some((c) => c <= ' ' || '\\"\'<>`\u007f'.includes(c) || /\s/u.test(c))) return false;
  return value.startsWith('/') && !value.startsWith('//');
}

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);

const coverImageText = z
  .string({ error: BLOG_MESSAGES.coverImage })
  .trim()
  .max(BLOG_COVER_IMAGE_MAX, BLOG_MESSAGES.coverImage)
  .refine((v) => v === '' || isAllowedCoverImage(v), BLOG_MESSAGES.coverImage)
  .nullable()
  .optional();

const blogPostFields = {
  title: requiredText(BLOG_MESSAGES.titleRequired, BLOG_TITLE_MAX),
  slug: requiredText(BLOG_MESSAGES.slugRequired, BLOG_SLUG_MAX).regex(BLOG_SLUG_PATTERN, BLOG_MESSAGES.slugPattern),
  excerpt: requiredText(BLOG_MESSAGES.excerptRequired, BLOG_EXCERPT_MAX),
  content: requiredText(BLOG_MESSAGES.contentRequired, BLOG_CONTENT_MAX),
};

/** The blog post form (POST /api/admin/blog). Fields the form does not have are dropped. */
export const blogPostFormSchema = z.object({
  ...blogPostFields,
  /** Optional: empty or absent means none. */
  coverImage: coverImageText.transform((v) => (v ? v : null)),
  published: z.boolean({ error: 'Published must be on or off' }).default(false),
});
export type BlogPostFormInput = z.input<typeof blogPostFormSchema>;
export type BlogPostForm = z.output<typeof blogPostFormSchema>;

/**
 * PATCH /api/admin/blog/{id}: the same fields, each optional, so the list's publishing switch can
 * send `{ published }` alone. Nothing absent is changed (no defaults here).
 */
export const blogPostUpdateSchema = z.object({
  title: blogPostFields.title.optional(),
  slug: blogPostFields.slug.optional(),
  excerpt: blogPostFields.excerpt.optional(),
  content: blogPostFields.content.optional(),
  /** Absent keeps the current image; empty or null removes it. */
  coverImage: coverImageText.transform((v) => (v === undefined ? undefined : v ? v : null)),
  published: z.boolean({ error: 'Published must be on or off' }).optional(),
  commentsClosed: z.boolean({ error: 'Comments closed must be on or off' }).optional(),
});
export type BlogPostUpdateInput = z.input<typeof blogPostUpdateSchema>;
export type BlogPostUpdate = z.output<typeof blogPostUpdateSchema>;

/** A post as the back office sees it: drafts included, with its author. */
export const adminBlogPostSchema = blogPostSchema.extend({
  authorId: z.number().int().nullable(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

/** GET /api/admin/blog: paged; search over title, excerpt, slug; `published=true|false` filters. */
export const adminBlogQuerySchema = pageQuerySchema.extend({
  published: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type AdminBlogQuery = z.output<typeof adminBlogQuerySchema>;
