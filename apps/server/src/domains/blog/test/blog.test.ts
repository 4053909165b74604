import { BLOG_POST_NOT_FOUND_MESSAGE } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLISHED_LIST_TTL_MS } from '../blog-posts-repository.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';

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

  it('keeps the list a few seconds, but shows a change made through the back office at once', async () => {
    const slugs = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/blog' })).json().map((p: { slug: string }) => p.slug);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect(await slugs()).toEqual(['newer-news', 'older-tips']);
      // Written by another instance: this one shows it once its copy of the list expires.
      await t.app.db
        .insertInto('blogPosts')
        .values({
          title: 'Elsewhere',
          slug: 'from-elsewhere',
          excerpt: 'e',
          content: 'c',
          published: true,
          createdAt: '2026-11-12T12:00:00.000Z',
        })
        .execute();
      expect(await slugs()).toEqual(['newer-news', 'older-tips']);
      vi.setSystemTime(Date.now() + PUBLISHED_LIST_TTL_MS + 1);
      expect(await slugs()).toEqual(['from-elsewhere', 'newer-news', 'older-tips']);

      // Through this instance: at once.
      const staff = await createStaff(t, 'staff');
      const [newer] = await t.app.db
        .selectFrom('blogPosts')
        .select('id')
        .where('slug', '=', 'newer-news')
        .orderBy('id')
        .execute();
      const off = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/blog/${newer?.id}`,
        payload: { published: false },
        headers: cookieHeader(t, staff.cookie),
      });
      expect(off.statusCode).toBe(200);
      expect(await slugs()).toEqual(['from-elsewhere', 'older-tips']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a published post by slug and hides drafts and unknown slugs the same way', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/older-tips' })).json().title).toBe('Post older-tips');
    for (const slug of ['draft-idea', 'no-such-post']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/blog/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'blog_post_not_found', message: BLOG_POST_NOT_FOUND_MESSAGE });
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
