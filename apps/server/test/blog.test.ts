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

describe('robots.txt and sitemap.xml', () => {
  it('lists the public pages and published posts only', async () => {
    const t = await buildTestApp('sqlite');
    try {
      await t.app.db
        .insertInto('blogPosts')
        .values([
          {
            title: 'Live',
            slug: 'live-post',
            excerpt: 'e',
            content: 'c',
            published: true,
            createdAt: '2026-11-02T10:00:00.000Z',
          },
          {
            title: 'Draft',
            slug: 'draft-post',
            excerpt: 'e',
            content: 'c',
            published: false,
            createdAt: '2026-11-03T10:00:00.000Z',
          },
        ])
        .execute();
      const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.headers['content-type']).toContain('application/xml');
      expect(sitemap.body).toContain('<loc>http://localhost:3000/</loc>');
      expect(sitemap.body).toContain('<loc>http://localhost:3000/track-request</loc>');
      expect(sitemap.body).toContain('<loc>http://localhost:3000/blog/live-post</loc><lastmod>2026-11-02</lastmod>');
      expect(sitemap.body).not.toContain('draft-post');
      expect(sitemap.body).not.toContain('/admin');
      const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.body).toContain('Disallow: /admin');
      expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    } finally {
      await t.close();
    }
  });
});
