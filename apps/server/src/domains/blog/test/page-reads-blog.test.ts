import { BLOG_SLUG_MAX } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';
import { buildPageApp } from '../../../../test/page-form-posts.js';
import { expectPageReadAsApi } from '../../../../test/support/page-reads.js';

// The blog's pages are rendered with what a browser would read from the API: the published posts,
// one post by its slug (encoded as the page encodes it), and the same 404 for a draft or a made-up slug.
/** A slug as long as a post's may be (BLOG_SLUG_MAX). */
const LONG_SLUG = 'a'.repeat(BLOG_SLUG_MAX);

describe.each(engines)('blog pages read their data as the API answers it on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildPageApp(engine);
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
        post('café', true, '2026-11-10T12:00:00.000Z'),
        post(LONG_SLUG, true, '2026-09-01T12:00:00.000Z'),
      ])
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the published posts, for anyone', async () => {
    const list = await expectPageReadAsApi(t, '/api/blog');
    expect((list?.body as { slug: string }[]).map((p) => p.slug)).toEqual(['café', 'older-tips', LONG_SLUG]);
    const staff = await createStaff(t, 'staff');
    expect((await expectPageReadAsApi(t, '/api/blog', cookieHeader(t, staff.cookie)))?.status).toBe(200);
  });

  it('reads one post by its slug, encoded or not, and answers a draft or a made-up slug as the API does', async () => {
    expect((await expectPageReadAsApi(t, '/api/blog/older-tips'))?.body).toMatchObject({ title: 'Post older-tips' });
    // The page names the slug encoded once (features/blog/api/get-blog-post.ts).
    expect((await expectPageReadAsApi(t, `/api/blog/${encodeURIComponent('café')}`))?.body).toMatchObject({
      slug: 'café',
    });
    for (const slug of ['draft-idea', 'no-such-post', encodeURIComponent('caf%E9')]) {
      expect((await expectPageReadAsApi(t, `/api/blog/${slug}`))?.status, slug).toBe(404);
    }
    // The longest slug a post may have is read; a longer one gets the same validation refusal.
    expect((await expectPageReadAsApi(t, `/api/blog/${LONG_SLUG}`))?.status).toBe(200);
    expect((await expectPageReadAsApi(t, `/api/blog/${LONG_SLUG}b`))?.status).toBe(400);
  });
});
