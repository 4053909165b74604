import type { Kysely } from 'kysely';
import type { BlogPost } from '@ta/shared';
import type { Database } from '../db/types.js';

const COLUMNS = [
  'id',
  'title',
  'slug',
  'excerpt',
  'content',
  'coverImage',
  'published',
  'category',
  'createdAt',
  'updatedAt',
] as const;

export function createBlogPostsRepository(db: Kysely<Database>) {
  return {
    /** Published posts, newest first: the public blog. */
    async listPublished(): Promise<BlogPost[]> {
      return db
        .selectFrom('blogPosts')
        .select(COLUMNS)
        .where('published', '=', true)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async findPublishedBySlug(slug: string): Promise<BlogPost | undefined> {
      return db
        .selectFrom('blogPosts')
        .select(COLUMNS)
        .where('slug', '=', slug)
        .where('published', '=', true)
        .executeTakeFirst();
    },
  };
}
