import { defaultBusiness, NEWSLETTER_PATHS, type Locale, type NewsletterSend } from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { renderEmail } from '../../mail/email-templates.js';
import type { ServiceContext } from '../service-context.js';
import { unsubscribePath, unsubscribeSignature } from './newsletter-signups.js';

/** Subscribers written per job: a long list is sent in many short jobs, none holding the queue. */
export const NEWSLETTER_BATCH = 50;

/** A post as the e-mail shows it. */
interface PostForMail {
  title: string;
  excerpt: string;
  slug: string;
}

/** The job's payload: which sending, and the last subscriber already written. */
export interface NewsletterBatch {
  sendId: number;
  afterId: number;
}

const blogPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/**
 * A post's e-mail for one reader (docs/newsletter.md, "Sending a post"): its title, its excerpt and the
 * way to read it on the blog, in the reader's language around the post's own words, with their own
 * unsubscribe link and the business's postal address at the foot. `unsubscribe` is the reader's signed
 * link; the preview has the page's address without one.
 */
function postEmail(ctx: ServiceContext, post: PostForMail, language: Locale, unsubscribe: string) {
  const intl = mailIntl(language);
  return renderEmail({
    businessName: defaultBusiness.name,
    heading: post.title,
    paragraphs: [post.excerpt],
    action: { label: intl.t('newsletter.read'), url: intl.link(ctx.publicUrl, blogPath(post.slug)) },
    footer: intl.t('newsletter.why'),
    unsubscribe: intl.link(ctx.publicUrl, unsubscribe),
    language,
  });
}

/** A published post, or 404; 409 when it is not published. */
async function publishedPost(ctx: ServiceContext, postId: number): Promise<PostForMail & { id: number }> {
  const post = await ctx.repos.blogPosts.findById(postId);
  if (!post) throw notFound('blog_post_not_found');
  if (!post.published) throw conflict('newsletter_post_unpublished');
  return { id: post.id, title: post.title, excerpt: post.excerpt, slug: post.slug };
}

/** The post's e-mail to the admin who asks, before sending it to anyone: the same words, in English. */
export async function previewPostEmail(
  ctx: ServiceContext,
  admin: { id: number; email: string },
  postId: number,
): Promise<void> {
  const post = await publishedPost(ctx, postId);
  const { text, html } = postEmail(ctx, post, 'en', NEWSLETTER_PATHS.unsubscribe);
  await ctx.mailer.send({
    to: admin.email,
    subject: `[Preview] ${post.title}`,
    text,
    html,
    kind: 'newsletter-preview',
  });
}

/**
 * Sends a published post to every confirmed subscriber, once per post (a second press answers 409,
 * even at the same moment: the sending is one row per post). The e-mails are written by `newsletter`
 * jobs, a batch each, so the press answers at once.
 */
export async function sendPost(ctx: ServiceContext, admin: { id: number }, postId: number): Promise<void> {
  const post = await publishedPost(ctx, postId);
  await ctx.inTransaction(async (tx) => {
    const recipients = await tx.repos.subscriptions.countSubscribed();
    const sendId = await tx.repos.subscriptions.startSend(post.id, admin.id, recipients);
    if (sendId === undefined) throw conflict('newsletter_post_sent');
    await tx.enqueue('newsletter', { sendId, afterId: 0 } satisfies NewsletterBatch);
  });
}

/**
 * One `newsletter` job: the next subscribers (confirmed before the post was sent, still subscribed)
 * after `afterId`, each e-mail written once (its once-key: a job tried again writes none twice), with
 * the List-Unsubscribe headers of RFC 8058; then the next batch's job, in the same transaction.
 */
export async function writeNewsletterBatch(ctx: ServiceContext, batch: NewsletterBatch): Promise<number> {
  const send = await ctx.repos.subscriptions.findSend(batch.sendId);
  if (!send) return 0;
  const post = await ctx.repos.blogPosts.findById(send.postId);
  if (!post) return 0;
  const readers = await ctx.repos.subscriptions.recipients(send.createdAt, batch.afterId, NEWSLETTER_BATCH);
  await ctx.inTransaction(async (tx) => {
    for (const reader of readers) {
      const path = unsubscribePath(ctx.secretBox, reader.id);
      const { text, html } = postEmail(ctx, post, reader.language, path);
      await tx.mailer.send({
        to: reader.email,
        subject: post.title,
        text,
        html,
        kind: 'newsletter',
        secrets: [unsubscribeSignature(ctx.secretBox, reader.id)],
        headers: {
          'List-Unsubscribe': `<${ctx.publicUrl}/api${path}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        onceKey: `newsletter:${send.id}:${reader.id}`,
      });
    }
    const last = readers.at(-1);
    if (readers.length === NEWSLETTER_BATCH && last) {
      await tx.enqueue('newsletter', { sendId: send.id, afterId: last.id } satisfies NewsletterBatch);
    }
  });
  return readers.length;
}

/** What became of a post's sending, or null when it was not sent. */
export async function postSendView(ctx: ServiceContext, postId: number): Promise<NewsletterSend | null> {
  return ctx.repos.subscriptions.sendOfPost(postId);
}
