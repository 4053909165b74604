import { sql, type Kysely } from 'kysely';
import type { AdminBlogPost, AdminBlogQuery, BlogPost, BlogPostForm, BlogPostUpdate, Page } from '@ta/shared';
import { preparedQuery } from '../../db/prepared-query.js';
import { containsAny } from '../../db/search.js';
import type { Database } from '../../db/types.js';
import { countOf, onPage, pageOf } from '../../db/paging.js';

const COLUMNS = [
  'id',
  'title',
  'slug',
  'excerpt',
  'content',
  'coverImage',
  'published',
  'commentsClosed',
  'category',
  'createdAt',
  'updatedAt',
] as const;

/** The back office also sees who wrote a post. */
const ADMIN_COLUMNS = [...COLUMNS, 'authorId'] as const;

/**
 * How long the public list is kept in memory. Every write through this repository drops it at
 * once, as does `postsChanged` once a service's transaction that wrote posts has committed; another
 * instance's write shows here within this time, as with the page cache.
 */
export const PUBLISHED_LIST_TTL_MS = 5_000;

/** The back office searches posts over title, excerpt and slug. */
const SEARCH_COLUMNS = ['title', 'excerpt', 'slug'] as const;

export function createBlogPostsRepository(db: Kysely<Database>) {
  async function findById(id: number): Promise<AdminBlogPost | undefined> {
    return db.selectFrom('blogPosts').select(ADMIN_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  // The public blog's reads, compiled once (db/prepared-query.ts).
  const publishedQuery = preparedQuery(0, () =>
    db
      .selectFrom('blogPosts')
      .select(COLUMNS)
      .where('published', '=', true)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc'),
  );
  const publishedBySlugQuery = preparedQuery(1, (slug: string) =>
    db.selectFrom('blogPosts').select(COLUMNS).where('slug', '=', slug).where('published', '=', true),
  );

  // Each write drops the list and counts a change; a read that was under way during a write
  // returns what it read but does not keep it.
  let publishedList: { posts: BlogPost[]; expiresAt: number } | undefined;
  let writes = 0;
  const changed = () => {
    publishedList = undefined;
    writes++;
  };

  /** Sets publishedAt the first time a post goes live; later switches keep that date. */
  const firstPublished = (published: boolean | undefined, now: string) =>
    published ? { publishedAt: sql<string>`coalesce(${sql.ref('publishedAt')}, ${now})` } : {};

  return {
    /** Published posts, newest first: the public blog. Shared between callers: do not change it. */
    async listPublished(): Promise<BlogPost[]> {
      const now = Date.now();
      if (publishedList && publishedList.expiresAt > now) return publishedList.posts;
      const before = writes;
      const { rows } = await db.executeQuery(publishedQuery());
      if (writes === before) publishedList = { posts: rows, expiresAt: now + PUBLISHED_LIST_TTL_MS };
      return rows;
    },

    async findPublishedBySlug(slug: string): Promise<BlogPost | undefined> {
      return (await db.executeQuery(publishedBySlugQuery(slug))).rows[0];
    },

    /** Every post, drafts included, newest first: the back office's list. */
    async listForAdmin(query: AdminBlogQuery): Promise<Page<AdminBlogPost>> {
      const filtered = db
        .selectFrom('blogPosts')
        .$if(Boolean(query.search), (q) => q.where((eb) => containsAny(eb, SEARCH_COLUMNS, query.search ?? '')))
        .$if(query.published !== undefined, (q) => q.where('published', '=', query.published as boolean));
      const [items, total] = await Promise.all([
        filtered
          .select(ADMIN_COLUMNS)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .$call(onPage(query))
          .execute(),
        countOf(filtered),
      ]);
      return pageOf(items, total, query);
    },

    findById,

    /** True when another post (not `exceptId`) already uses the slug. */
    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      const row = await db
        .selectFrom('blogPosts')
        .select('id')
        .where('slug', '=', slug)
        .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId as number))
        .executeTakeFirst();
      return row !== undefined;
    },

    async create(input: BlogPostForm & { authorId: number }): Promise<AdminBlogPost> {
      const now = new Date().toISOString();
      const { id } = await db
        .insertInto('blogPosts')
        .values({ ...input, publishedAt: input.published ? now : null, createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      changed();
      const created = await findById(id);
      if (!created) throw new Error(`Blog post ${id} vanished after insert`);
      return created;
    },

    /** Changes only the fields given (Kysely leaves undefined values out). Undefined when there is no such post. */
    async update(id: number, changes: BlogPostUpdate): Promise<AdminBlogPost | undefined> {
      const now = new Date().toISOString();
      const updated = await db
        .updateTable('blogPosts')
        .set({ ...changes, ...firstPublished(changes.published, now), updatedAt: now })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      changed();
      return updated ? findById(id) : undefined;
    },

    /**
     * Posts were written through a transaction's repositories (which keep no list of their own to
     * drop): the list kept here is dropped once the transaction has committed.
     */
    postsChanged(): void {
      changed();
    },

    /** False when there was no such post. */
    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('blogPosts').where('id', '=', id).executeTakeFirst();
      changed();
      return result.numDeletedRows > 0n;
    },
  };
}

export type BlogPostsRepository = ReturnType<typeof createBlogPostsRepository>;
