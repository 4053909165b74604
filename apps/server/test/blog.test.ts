import { BLOG_POST_NOT_FOUND_MESSAGE } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from './fresh-database.js';
import { buildTestApp, type TestApp } from './helper.js';

describe.each(engines)('public blog on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    const post = (slug: string, published: boolean, createdAt: string) => ({
      title: `Post ${slug}`,
      slug,
      excerpt: `About ${slug}`,
      content: 'First line.\nSecond line.',
      published,
      createdAt,
    });
    await t.app.db
      .insertInto('blogPosts')
      .values([
        post('older-tips', true, '2026-10-01T12:00:00.000Z'),
        post('draft-idea', false, '2026-11-01T12:00:00.000Z'),
        post('newer-news', true, '2026-11-10T12:00:00.000Z'),
      ])
      .execute();
  });
  afterEach(async () => {
    await t.close();
  });

  it('lists only published posts, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { slug: string }) => p.slug)).toEqual(['newer-news', 'older-tips']);
    expect(res.json()[0]).toMatchObject({ published: true, content: 'First line.\nSecond line.', coverImage: null });
  });

  it('shows a published post by slug and hides drafts and unknown slugs the same way', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/older-tips' })).json().title).toBe('Post older-tips');
    for (const slug of ['draft-idea', 'no-such-post']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/blog/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: BLOG_POST_NOT_FOUND_MESSAGE });
    }
  });
});
