import {
  BLOG_MESSAGES,
  type AdminBlogPost,
  type AdminBlogQuery,
  type BlogPost,
  type BlogPostForm,
  type BlogPostUpdate,
  type Page,
} from '@ta/shared';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict, foundOr404, notFound } from '../../lib/http-errors.js';
import type { UserRecord } from '../accounts/index.js';
import type { Repositories } from '../repositories.js';
import type { ServiceContext } from '../service-context.js';
import * as activity from './blog-events.js';

/**
 * Blog posts (the public blog and the back office's CMS). Drafts are read in the back office only; the
 * public blog and the sitemap show published posts. Each change is stored with its activity event.
 */

/** Runs a change in one transaction; once it has ended, the public list kept in memory is dropped. */
async function changingPosts<T>(ctx: ServiceContext, work: (tx: ServiceContext) => Promise<T>): Promise<T> {
  try {
    return await ctx.inTransaction(work);
  } finally {
    ctx.repos.blogPosts.postsChanged();
  }
}

const slugTaken = () => conflict('blog_slug_taken', { slug: BLOG_MESSAGES.slugTaken });

export async function publishedPosts(ctx: ServiceContext): Promise<BlogPost[]> {
  return ctx.repos.blogPosts.listPublished();
}

export async function publishedPost(ctx: ServiceContext, slug: string): Promise<BlogPost> {
  const post = await ctx.repos.blogPosts.findPublishedBySlug(slug);
  if (!post) throw notFound('blog_post_not_found');
  return post;
}

export async function postsForStaff(ctx: ServiceContext, query: AdminBlogQuery): Promise<Page<AdminBlogPost>> {
  return ctx.repos.blogPosts.listForAdmin(query);
}

async function existing(repos: Repositories, id: number): Promise<AdminBlogPost> {
  return foundOr404(await repos.blogPosts.findById(id), 'blog_post_not_found');
}

/** One post, draft or published. */
export async function postForStaff(ctx: ServiceContext, id: number): Promise<AdminBlogPost> {
  return existing(ctx.repos, id);
}

/** A new post by `actor` (the author is the caller, whatever the form says); a slug in use answers 409. */
export async function createPost(ctx: ServiceContext, actor: UserRecord, form: BlogPostForm): Promise<AdminBlogPost> {
  return changingPosts(ctx, async (tx) => {
    if (await tx.repos.blogPosts.slugTaken(form.slug)) throw slugTaken();
    let post;
    try {
      post = await tx.repos.blogPosts.create({ ...form, authorId: actor.id });
    } catch (err) {
      if (isUniqueViolation(err)) throw slugTaken();
      throw err;
    }
    await tx.repos.events.record(activity.postCreated(actor, post));
    return post;
  });
}

/** Changes to a post; none at all changes nothing and records nothing. */
export async function updatePost(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number,
  changes: BlogPostUpdate,
): Promise<AdminBlogPost> {
  return changingPosts(ctx, async (tx) => {
    const before = await existing(tx.repos, id);
    if (Object.values(changes).every((v) => v === undefined)) return before;
    if (changes.slug !== undefined && (await tx.repos.blogPosts.slugTaken(changes.slug, before.id))) {
      throw slugTaken();
    }
    let post;
    try {
      post = await tx.repos.blogPosts.update(before.id, changes);
    } catch (err) {
      if (isUniqueViolation(err)) throw slugTaken();
      throw err;
    }
    if (!post) throw notFound('blog_post_not_found');
    await tx.repos.events.record(activity.postUpdated(actor, before, post));
    return post;
  });
}

export async function deletePost(ctx: ServiceContext, actor: UserRecord, id: number): Promise<void> {
  await changingPosts(ctx, async (tx) => {
    const post = await existing(tx.repos, id);
    if (!(await tx.repos.blogPosts.delete(post.id))) throw notFound('blog_post_not_found');
    await tx.repos.events.record(activity.postDeleted(actor, post));
  });
}
