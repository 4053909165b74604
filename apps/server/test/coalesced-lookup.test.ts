import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coalescedLookup, MAX_KEYS_PER_QUERY } from '../src/db/coalesced-lookup.js';
import { engines, freshDatabase, type FreshDatabase } from './fresh-database.js';

interface Post {
  slug: string;
  title: string;
}

describe.each(engines)('coalescedLookup on %s', (engine) => {
  let fresh: FreshDatabase;
  /** The keys each query was asked for, in order. */
  let queries: string[][];
  let lookUp: (slug: string) => Promise<Post | undefined>;

  beforeEach(async () => {
    fresh = await freshDatabase(engine);
    const { db } = fresh.handle;
    const slugs = Array.from({ length: 150 }, (_, i) => `post-${i}`);
    await db
      .insertInto('blogPosts')
      .values(
        slugs.map((slug) => ({
          title: `Title of ${slug}`,
          slug,
          excerpt: 'e',
          content: 'c',
          published: true,
          category: 'Tips',
        })),
      )
      .execute();
    queries = [];
    lookUp = coalescedLookup(
      (keys: string[]) => {
        queries.push(keys);
        return db.selectFrom('blogPosts').select(['slug', 'title']).where('slug', 'in', keys).execute();
      },
      (row: Post) => row.slug,
    );
  });
  afterEach(() => fresh.cleanup());

  it('answers lookups asked for together with one query, each with its own row', async () => {
    const asked = ['post-3', 'post-1', 'missing', 'post-3', 'post-2'];
    const found = await Promise.all(asked.map((slug) => lookUp(slug)));
    expect(found).toEqual([
      { slug: 'post-3', title: 'Title of post-3' },
      { slug: 'post-1', title: 'Title of post-1' },
      undefined,
      { slug: 'post-3', title: 'Title of post-3' },
      { slug: 'post-2', title: 'Title of post-2' },
    ]);
    // One query, each key once.
    expect(queries).toEqual([['post-3', 'post-1', 'missing', 'post-2']]);
  });

  it('queries again for lookups made later, and sees what was written in between', async () => {
    expect(await lookUp('post-1')).toEqual({ slug: 'post-1', title: 'Title of post-1' });
    await fresh.handle.db.updateTable('blogPosts').set({ title: 'Renamed' }).where('slug', '=', 'post-1').execute();
    expect(await lookUp('post-1')).toEqual({ slug: 'post-1', title: 'Renamed' });
    expect(queries).toEqual([['post-1'], ['post-1']]);
  });

  it('splits a large batch so no query lists more than the limit', async () => {
    const asked = Array.from({ length: 150 }, (_, i) => `post-${i}`);
    const found = await Promise.all(asked.map((slug) => lookUp(slug)));
    expect(found.map((row) => row?.slug)).toEqual(asked);
    expect(queries.map((keys) => keys.length)).toEqual([MAX_KEYS_PER_QUERY, 150 - MAX_KEYS_PER_QUERY]);
  });

  it('fails every lookup of a query that fails, and recovers for the next', async () => {
    const failing = coalescedLookup(
      (keys: string[]) =>
        fresh.handle.db
          .selectFrom('blogPosts')
          .select(['slug', 'title'])
          .where('slug', 'in', keys)
          .where((eb) => eb.fn('no_such_function', []), '=', 1)
          .execute(),
      (row: Post) => row.slug,
    );
    const results = await Promise.allSettled([failing('post-1'), failing('post-2')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await lookUp('post-2')).toEqual({ slug: 'post-2', title: 'Title of post-2' });
  });
});
