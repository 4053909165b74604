import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparedQuery } from '../src/db/prepared-query.js';
import { engines, freshDatabase, type FreshDatabase } from './fresh-database.js';

describe.each(engines)('preparedQuery on %s', (engine) => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase(engine);
    const post = (slug: string, published: boolean, category: string) => ({
      title: `Post ${slug}`,
      slug,
      excerpt: 'e',
      content: 'c',
      published,
      category,
      createdAt: `2026-11-0${slug.length % 9}T10:00:00.000Z`,
    });
    await fresh.handle.db
      .insertInto('blogPosts')
      .values([post('a', true, 'Tips'), post('bb', false, 'Tips'), post('ccc', true, 'News')])
      .execute();
  });
  afterEach(() => fresh.cleanup());

  it('binds each call’s values where its placeholders were, keeping the constants between them', async () => {
    const { db } = fresh.handle;
    // Placeholders on either side of a constant (the boolean) and in a limit.
    const query = preparedQuery(2, (category: string, limit: number) =>
      db
        .selectFrom('blogPosts')
        .select(['slug', 'published'])
        .where('category', '=', category)
        .where('published', '=', true)
        .orderBy('slug')
        .limit(limit),
    );
    expect((await db.executeQuery(query('Tips', 10))).rows).toEqual([{ slug: 'a', published: true }]);
    expect((await db.executeQuery(query('News', 10))).rows).toEqual([{ slug: 'ccc', published: true }]);
    expect((await db.executeQuery(query('Nothing', 10))).rows).toEqual([]);
    // The compiled text is the same each time; only the values differ.
    expect(query('Tips', 1).sql).toBe(query('News', 5).sql);
    expect(query('Tips', 1).parameters).not.toEqual(query('News', 5).parameters);
  });

  it('gives the same rows as the query built afresh', async () => {
    const { db } = fresh.handle;
    const build = (slug: string) => db.selectFrom('blogPosts').selectAll().where('slug', '=', slug);
    const query = preparedQuery(1, build);
    for (const slug of ['a', 'bb', 'zzz']) {
      expect((await db.executeQuery(query(slug))).rows).toEqual(await build(slug).execute());
    }
  });

  it('refuses a builder that leaves an argument unbound', () => {
    const { db } = fresh.handle;
    expect(() => preparedQuery(1, (_slug: string) => db.selectFrom('blogPosts').select('slug'))).toThrow(
      /argument 0 is not bound/,
    );
  });
});
