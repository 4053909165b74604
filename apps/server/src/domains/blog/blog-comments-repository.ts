import type { AdminBlogComment, Locale } from '@ta/shared';
import type { Kysely } from 'kysely';
import { countOf, onPage, type PageRequest } from '../../db/paging.js';
import type { Database } from '../../db/types.js';

/** Which of the office's lists a comment is in (docs/blog-comments.md). */
export type CommentList = 'waiting' | 'approved' | 'spam';

/** A comment as moderation and its e-mails need it (the address is the office's to see, never the page's). */
export interface CommentRow {
  id: number;
  postId: number;
  parentId: number | null;
  name: string;
  email: string;
  content: string;
  notify: boolean;
  language: Locale;
  approved: boolean;
  spam: boolean;
  fromBusiness: boolean;
  createdAt: string;
}

/** A new comment: a reader's (held until approved) or the office's reply (approved at once). */
export type NewComment = Omit<CommentRow, 'id' | 'createdAt'> & { authorId: number | null; now: Date };

const COMMENT_COLUMNS = [
  'id',
  'postId',
  'parentId',
  'name',
  'email',
  'content',
  'notify',
  'language',
  'approved',
  'spam',
  'fromBusiness',
  'createdAt',
] as const;

/**
 * Comments under blog posts (`blog_comments`): the public reads approved ones only; the office reads
 * each list; a blocked address's comments are kept as spam (`blocked_comment_addresses`).
 */
export function createBlogCommentsRepository(db: Kysely<Database>) {
  return {
    async create(comment: NewComment): Promise<number> {
      const { now, ...values } = comment;
      const stamp = now.toISOString();
      const row = await db
        .insertInto('blogComments')
        .values({ ...values, createdAt: stamp, approvedAt: values.approved ? stamp : null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async find(id: number): Promise<CommentRow | undefined> {
      return db.selectFrom('blogComments').select(COMMENT_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** A post's approved comments, oldest first (the page puts replies under the comment they answer). */
    async approvedOfPost(postId: number) {
      return db
        .selectFrom('blogComments')
        .select(['id', 'parentId', 'name', 'content', 'createdAt', 'fromBusiness'])
        .where('postId', '=', postId)
        .where('approved', '=', true)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    /** Approves a waiting comment; false when it was approved already (two presses approve once). */
    async approve(id: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('blogComments')
        .set({ approved: true, spam: false, approvedAt: now.toISOString() })
        .where('id', '=', id)
        .where('approved', '=', false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async markSpam(id: number): Promise<void> {
      await db.updateTable('blogComments').set({ spam: true, approved: false }).where('id', '=', id).execute();
    },

    /** Deletes a comment (its replies go with it: the table's foreign key cascades). */
    async delete(id: number): Promise<void> {
      await db.deleteFrom('blogComments').where('id', '=', id).execute();
    },

    /** One of the office's lists, newest first, with each comment's post. */
    async list(list: CommentList, page: PageRequest): Promise<{ items: AdminBlogComment[]; total: number }> {
      let query = db.selectFrom('blogComments as c').innerJoin('blogPosts as p', 'p.id', 'c.postId');
      query =
        list === 'spam'
          ? query.where('c.spam', '=', true)
          : query.where('c.spam', '=', false).where('c.approved', '=', list === 'approved');
      const rows = await query
        .select([
          'c.id',
          'c.postId',
          'c.parentId',
          'c.name',
          'c.email',
          'c.content',
          'c.notify',
          'c.fromBusiness',
          'c.createdAt',
          'p.title as postTitle',
          'p.slug as postSlug',
        ])
        .orderBy('c.createdAt', 'desc')
        .orderBy('c.id', 'desc')
        .$call(onPage(page))
        .execute();
      return { items: rows.map((row) => ({ ...row, status: list })), total: await countOf(query) };
    },

    /** How many comments wait for the office (the Comments tab's count). */
    async countWaiting(): Promise<number> {
      return countOf(db.selectFrom('blogComments').where('spam', '=', false).where('approved', '=', false));
    },

    async isBlocked(email: string): Promise<boolean> {
      const row = await db
        .selectFrom('blockedCommentAddresses')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Blocks an address (once) and moves its comments not yet approved to spam. */
    async block(email: string, blockedById: number, now: Date): Promise<void> {
      await db
        .insertInto('blockedCommentAddresses')
        .values({ email, blockedById, createdAt: now.toISOString() })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      await db
        .updateTable('blogComments')
        .set({ spam: true })
        .where('email', '=', email)
        .where('approved', '=', false)
        .execute();
    },
  };
}

export type BlogCommentsRepository = ReturnType<typeof createBlogCommentsRepository>;
