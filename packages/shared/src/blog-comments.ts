import { pageQuerySchema, pageSchema } from './paging.js';
import { z } from './zod.js';

/**
 * Comments under a published post (docs/blog-comments.md): a reader leaves a name, an e-mail address
 * (never shown) and plain text; the comment waits until the office approves it. A reply answers one
 * comment (one level deep); the business's own replies are marked as such.
 */

/** The most links a comment may hold: more is the mark of spam, not of a reader's question. */
export const BLOG_COMMENT_MAX_LINKS = 2;
export const BLOG_COMMENT_NAME_MAX = 100;
export const BLOG_COMMENT_CONTENT_MAX = 2000;

export const BLOG_COMMENT_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooLong: 'Please keep your name under 100 characters',
  emailRequired: 'Please enter a valid email address',
  contentRequired: 'Please write your comment',
  contentTooLong: 'Please keep your comment under 2000 characters',
  tooManyLinks: 'Please include no more than 2 links',
  held: 'Thank you! Your comment will appear once our team has read it.',
  closed: 'Comments are closed on this post',
  notFound: 'This comment was not found',
} as const;

/** Counts the web addresses in a text (http(s) links and bare www. names). */
export function linkCount(text: string): number {
  return (text.match(/\bhttps?:\/\/|\bwww\./gi) ?? []).length;
}

/**
 * A reader's comment, as the form under a post sends it. `parentId` answers a comment (the server
 * makes a reply to a reply answer its first comment); `notify` asks for an e-mail when it is approved
 * or answered; `website` is the honeypot people never see.
 */
export const blogCommentFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, BLOG_COMMENT_MESSAGES.nameRequired)
    .max(BLOG_COMMENT_NAME_MAX, BLOG_COMMENT_MESSAGES.nameTooLong),
  email: z
    .string()
    .trim()
    .max(254, BLOG_COMMENT_MESSAGES.emailRequired)
    .toLowerCase()
    .pipe(z.email(BLOG_COMMENT_MESSAGES.emailRequired)),
  content: z
    .string()
    .trim()
    .min(1, BLOG_COMMENT_MESSAGES.contentRequired)
    .max(BLOG_COMMENT_CONTENT_MAX, BLOG_COMMENT_MESSAGES.contentTooLong)
    .refine((text) => linkCount(text) <= BLOG_COMMENT_MAX_LINKS, BLOG_COMMENT_MESSAGES.tooManyLinks),
  // A form without a parent sends its hidden field empty (docs/architecture.md "A form sent without JavaScript").
  parentId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ message: BLOG_COMMENT_MESSAGES.notFound })
      .int(BLOG_COMMENT_MESSAGES.notFound)
      .positive(BLOG_COMMENT_MESSAGES.notFound)
      .max(2_147_483_647, BLOG_COMMENT_MESSAGES.notFound)
      .optional(),
  ),
  notify: z
    .union([z.boolean(), z.literal('on')])
    .optional()
    .transform((v) => v === true || v === 'on'),
  website: z.string().max(400).optional(),
});
export type BlogCommentFormInput = z.input<typeof blogCommentFormSchema>;
export type BlogCommentForm = z.output<typeof blogCommentFormSchema>;

/** An approved comment as the post's page shows it: never the e-mail address. */
export const publicBlogCommentSchema = z.object({
  id: z.number(),
  name: z.string(),
  content: z.string(),
  createdAt: z.string(),
  fromBusiness: z.boolean(),
  replies: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      content: z.string(),
      createdAt: z.string(),
      fromBusiness: z.boolean(),
    }),
  ),
});
export type PublicBlogComment = z.infer<typeof publicBlogCommentSchema>;

/** Where a comment stands in moderation. */
export const blogCommentStatusSchema = z.enum(['waiting', 'approved', 'spam']);
export type BlogCommentStatus = z.infer<typeof blogCommentStatusSchema>;

/** GET /api/admin/blog-comments: one of the office's lists, newest first. */
export const adminBlogCommentQuerySchema = pageQuerySchema.pick({ page: true }).extend({
  status: blogCommentStatusSchema.default('waiting'),
});
export type AdminBlogCommentQuery = z.infer<typeof adminBlogCommentQuerySchema>;

/** A comment as the office moderates it: with the reader's address (staff only) and its post. */
export const adminBlogCommentSchema = z.object({
  id: z.number(),
  postId: z.number(),
  postTitle: z.string(),
  postSlug: z.string(),
  parentId: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  content: z.string(),
  status: blogCommentStatusSchema,
  fromBusiness: z.boolean(),
  notify: z.boolean(),
  createdAt: z.string(),
});
export type AdminBlogComment = z.infer<typeof adminBlogCommentSchema>;

export const adminBlogCommentPageSchema = pageSchema(adminBlogCommentSchema).extend({
  /** How many wait for a decision, whichever list is shown (the tab's count). */
  waiting: z.number().int(),
});
export type AdminBlogCommentPage = z.infer<typeof adminBlogCommentPageSchema>;

/** The office's answer under a comment (POST /api/admin/blog-comments/{id}/reply). */
export const blogCommentReplySchema = z.object({
  content: z
    .string({ error: BLOG_COMMENT_MESSAGES.contentRequired })
    .trim()
    .min(1, BLOG_COMMENT_MESSAGES.contentRequired)
    .max(BLOG_COMMENT_CONTENT_MAX, BLOG_COMMENT_MESSAGES.contentTooLong),
});
export type BlogCommentReply = z.infer<typeof blogCommentReplySchema>;
