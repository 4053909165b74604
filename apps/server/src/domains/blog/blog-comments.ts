import {
  defaultBusiness,
  type AdminBlogCommentPage,
  type AdminBlogCommentQuery,
  type BlogCommentForm,
  type Locale,
  type PublicBlogComment,
} from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { renderEmail } from '../../mail/email-templates.js';
import type { UserRecord } from '../accounts/index.js';
import { officeRecipients, recipientsContext } from '../office/index.js';
import type { ServiceContext } from '../service-context.js';
import type { CommentRow } from './blog-comments-repository.js';

/**
 * Comments under published posts (docs/blog-comments.md). A reader's comment waits until the office
 * approves it; the office hears of each one; the reader hears when it is approved or answered, if they
 * asked. A reply answers a top-level comment (one level: a reply to a reply answers its first comment).
 */

/** A post's approved comments for its page: top-level ones oldest first, each with its replies. */
export async function commentsOfPost(ctx: ServiceContext, slug: string): Promise<PublicBlogComment[]> {
  const post = await ctx.repos.blogPosts.findPublishedBySlug(slug);
  if (!post) throw notFound('blog_post_not_found');
  const rows = await ctx.repos.blogComments.approvedOfPost(post.id);
  const top = rows.filter((row) => row.parentId === null);
  return top.map(({ parentId: _parent, ...comment }) => ({
    ...comment,
    replies: rows.filter((row) => row.parentId === comment.id).map(({ parentId: _reply, ...reply }) => reply),
  }));
}

/**
 * A reader's comment: stored held (or as spam from a blocked address, with the same answer), and the
 * office told. Nothing is stored when the honeypot is filled in. A closed post refuses (409).
 */
export async function leaveComment(
  ctx: ServiceContext,
  slug: string,
  input: BlogCommentForm,
  language: Locale,
  now: Date = new Date(),
): Promise<void> {
  if (input.website) return;
  const post = await ctx.repos.blogPosts.findPublishedBySlug(slug);
  if (!post) throw notFound('blog_post_not_found');
  if (post.commentsClosed) throw conflict('blog_comments_closed');
  const parentId = await answeredComment(ctx, post.id, input.parentId);
  const blocked = await ctx.repos.blogComments.isBlocked(input.email);
  await ctx.inTransaction(async (tx) => {
    const id = await tx.repos.blogComments.create({
      postId: post.id,
      parentId,
      name: input.name,
      email: input.email,
      content: input.content,
      notify: input.notify,
      language,
      approved: false,
      spam: blocked,
      fromBusiness: false,
      authorId: null,
      now,
    });
    if (!blocked) await tellOfficeOfComment(tx, post.title, id, input);
  });
}

/** The top-level comment a reply answers: an approved comment of the same post, or 404. */
async function answeredComment(ctx: ServiceContext, postId: number, parentId: number | undefined) {
  if (parentId === undefined) return null;
  const parent = await ctx.repos.blogComments.find(parentId);
  if (!parent || parent.postId !== postId || !parent.approved) throw notFound('blog_comment_not_found');
  return parent.parentId ?? parent.id;
}

async function tellOfficeOfComment(ctx: ServiceContext, postTitle: string, id: number, input: BlogCommentForm) {
  for (const recipient of await officeRecipients(recipientsContext(ctx))) {
    const { text, html } = renderEmail({
      businessName: defaultBusiness.name,
      heading: 'A new comment is waiting',
      paragraphs: [
        `${input.name} commented on “${postTitle}”:`,
        input.content,
        'It stays hidden until someone approves it.',
      ],
      action: { label: 'Read and approve', url: `${ctx.publicUrl}/admin/blog-comments?comment=${id}` },
      footer: 'You are receiving this e-mail because you are on the office’s list.',
    });
    await ctx.mailer.send({
      to: recipient.email,
      subject: `New comment on “${postTitle}”`,
      text,
      html,
      kind: 'staff-blog-comment',
    });
  }
}

/** Approves a waiting comment; the reader hears of it if they asked. */
export async function approveComment(ctx: ServiceContext, id: number, now: Date = new Date()): Promise<void> {
  const comment = await foundComment(ctx, id);
  await ctx.inTransaction(async (tx) => {
    if (!(await tx.repos.blogComments.approve(id, now))) return;
    if (comment.notify) await tellReader(tx, comment, 'approved');
  });
}

/**
 * The office answers a comment: an approved reply under it, marked as the business's, signed with the
 * staff member's first name; the reader hears of it if they asked. Answering approves a waiting comment.
 */
export async function replyToComment(
  ctx: ServiceContext,
  staff: UserRecord,
  id: number,
  content: string,
  now: Date = new Date(),
): Promise<void> {
  const comment = await foundComment(ctx, id);
  await ctx.inTransaction(async (tx) => {
    await tx.repos.blogComments.approve(comment.id, now);
    await tx.repos.blogComments.create({
      postId: comment.postId,
      parentId: comment.parentId ?? comment.id,
      name: staff.firstName ? `${staff.firstName}, ${defaultBusiness.name}` : defaultBusiness.name,
      email: staff.email,
      content,
      notify: false,
      language: comment.language,
      approved: true,
      spam: false,
      fromBusiness: true,
      authorId: staff.id,
      now,
    });
    if (comment.notify) await tellReader(tx, comment, 'answered');
  });
}

export async function markCommentSpam(ctx: ServiceContext, id: number): Promise<void> {
  await foundComment(ctx, id);
  await ctx.repos.blogComments.markSpam(id);
}

export async function deleteComment(ctx: ServiceContext, id: number): Promise<void> {
  await foundComment(ctx, id);
  await ctx.repos.blogComments.delete(id);
}

/** Blocks the comment's address: its comments not yet approved become spam, and so will its next ones. */
export async function blockCommentAddress(ctx: ServiceContext, staff: UserRecord, id: number, now = new Date()) {
  const comment = await foundComment(ctx, id);
  await ctx.inTransaction((tx) => tx.repos.blogComments.block(comment.email, staff.id, now));
}

async function foundComment(ctx: ServiceContext, id: number): Promise<CommentRow> {
  const comment = await ctx.repos.blogComments.find(id);
  if (!comment) throw notFound('blog_comment_not_found');
  return comment;
}

/** To the reader, in their language: their comment is up, or the office answered it. */
async function tellReader(ctx: ServiceContext, comment: CommentRow, what: 'approved' | 'answered') {
  const post = await ctx.repos.blogPosts.findById(comment.postId);
  if (!post) return;
  const intl = mailIntl(comment.language);
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: intl.t(`blog-comment.${what}.heading`),
    paragraphs: [intl.t(`blog-comment.${what}.body`, { title: post.title })],
    action: { label: intl.t('blog-comment.action'), url: intl.link(ctx.publicUrl, `/blog/${post.slug}#comments`) },
    footer: intl.t('blog-comment.footer'),
    language: comment.language,
  });
  await ctx.mailer.send({
    to: comment.email,
    subject: intl.t(`blog-comment.${what}.subject`, { business: defaultBusiness.name }),
    text,
    html,
    kind: `blog-comment-${what}`,
  });
}

const OFFICE_PAGE_SIZE = 25;

/** One of the office's lists (waiting, approved, spam), with how many wait. */
export async function commentsForOffice(
  ctx: ServiceContext,
  query: AdminBlogCommentQuery,
): Promise<AdminBlogCommentPage> {
  const [list, waiting] = await Promise.all([
    ctx.repos.blogComments.list(query.status, { page: query.page, pageSize: OFFICE_PAGE_SIZE }),
    ctx.repos.blogComments.countWaiting(),
  ]);
  return { ...list, page: query.page, pageSize: OFFICE_PAGE_SIZE, waiting };
}
