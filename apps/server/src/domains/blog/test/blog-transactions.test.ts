import type { AdminBlogPost } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';
import { watchTransactions, type WatchedTransactions } from '../../../../test/support/transaction-faults.js';

const form = {
  title: 'Hurricane Season Checklist',
  slug: 'hurricane-season-checklist',
  excerpt: 'What to do before the first storm.',
  content: 'Shutters up.\nWater stored.',
  coverImage: '',
  published: true,
};

// A post's change and its activity event are stored together or not at all (domains/blog/blog-posts.ts).
describe.each(engines)('blog posts in one transaction on %s', (engine) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let watch: WatchedTransactions | undefined;

  beforeEach(async () => {
    t = await buildTestApp(engine);
    staff = await createStaff(t, 'staff');
  });
  afterEach(async () => {
    watch?.stop();
    watch = undefined;
    await t.close();
  });

  const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, headers: cookieHeader(t, staff.cookie), payload });

  const stored = async () => ({
    posts: await t.app.db.selectFrom('blogPosts').select(['slug', 'published']).orderBy('id').execute(),
    events: (
      await t.app.db.selectFrom('events').select('type').where('type', 'like', 'blog.%').orderBy('id').execute()
    ).map((e) => e.type),
  });

  it('stores no post when its activity event cannot be recorded, and the post with its event otherwise', async () => {
    watch = watchTransactions(t.app.db, { failInsert: { into: 'events' } });
    expect((await call('POST', '/api/admin/blog', form)).statusCode).toBe(500);
    // The post was written before the event failed, in the same transaction.
    expect(watch.writes).toEqual(['insert blogPosts', 'insert events']);
    watch.stop();
    expect(await stored()).toEqual({ posts: [], events: [] });

    const made = await call('POST', '/api/admin/blog', form);
    expect(made.statusCode, made.body).toBe(201);
    expect(await stored()).toEqual({
      posts: [{ slug: 'hurricane-season-checklist', published: expect.anything() }],
      events: ['blog.published'],
    });
  });

  it('keeps a post as it was when the event of its change cannot be recorded', async () => {
    const post = (await call('POST', '/api/admin/blog', form)).json<AdminBlogPost>();
    const before = await stored();

    watch = watchTransactions(t.app.db, { failInsert: { into: 'events' } });
    expect((await call('PATCH', `/api/admin/blog/${post.id}`, { published: false })).statusCode).toBe(500);
    expect(watch.writes).toEqual(['update blogPosts', 'insert events']);
    watch.stop();
    expect(await stored()).toEqual(before);

    expect((await call('PATCH', `/api/admin/blog/${post.id}`, { published: false })).statusCode).toBe(200);
    expect((await stored()).events).toEqual(['blog.published', 'blog.unpublished']);
  });
});
