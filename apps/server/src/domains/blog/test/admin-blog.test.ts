import { AUTH_MESSAGES, BLOG_MESSAGES, BLOG_POST_NOT_FOUND_MESSAGE, type AdminBlogPost } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';

const form = {
  title: 'Getting Ready to Head North',
  slug: 'getting-ready-to-head-north',
  excerpt: 'A checklist for snowbirds closing up a Florida home.',
  content: 'Turn the water off.\nHold the mail.',
  coverImage: '/api/furniture-photos/porch.webp',
  published: false,
};

describe.each(engines)('admin blog on %s', (engine) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    staff = await createStaff(t, 'staff');
  });
  afterEach(async () => {
    await t.close();
  });

  const as = (cookie?: string) => (cookie ? cookieHeader(t, cookie) : {});
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: as(cookie) });
  /** `cookie` undefined means signed out; staff's session unless told otherwise. */
  const create = (payload: object, ...who: [cookie?: string]) =>
    t.app.inject({ method: 'POST', url: '/api/admin/blog', payload, headers: as(who.length ? who[0] : staff.cookie) });
  const patch = (id: number | string, payload: object, ...who: [cookie?: string]) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/blog/${id}`,
      payload,
      headers: as(who.length ? who[0] : staff.cookie),
    });
  const del = (id: number | string, ...who: [cookie?: string]) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/blog/${id}`, headers: as(who.length ? who[0] : staff.cookie) });
  const createPost = async (overrides: object = {}) => {
    const res = await create({ ...form, ...overrides });
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return res.json() as AdminBlogPost;
  };
  const snapshot = () => t.app.db.selectFrom('blogPosts').selectAll().orderBy('id').execute();
  const publicSlugs = async () => (await get('/api/blog')).json().map((p: { slug: string }) => p.slug);
  const sitemap = async () => (await get('/sitemap.xml')).body;
  const latestEvent = async () => (await t.app.repos.events.latest(1))[0];

  describe('who may call', () => {
    it('answers 401 signed out and 403 to clients on every call, and changes nothing', async () => {
      const post = await createPost();
      const client = await registerClient(t);
      const before = await snapshot();
      for (const [cookie, status, code, message] of [
        [undefined, 401, 'not_signed_in', AUTH_MESSAGES.notSignedIn],
        [client.cookie, 403, 'forbidden', AUTH_MESSAGES.forbidden],
      ] as const) {
        for (const res of [
          await get('/api/admin/blog', cookie),
          await get(`/api/admin/blog/${post.id}`, cookie),
          await create({ ...form, slug: 'another' }, cookie),
          await patch(post.id, { published: true }, cookie),
          await patch(post.id, { slug: 'Not A Slug' }, cookie),
          await del(post.id, cookie),
        ]) {
          expect(res.statusCode).toBe(status);
          expect(res.json()).toEqual({ code, message });
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    it('lets staff and admins use every call', async () => {
      const admin = await createStaff(t, 'admin');
      for (const cookie of [staff.cookie, admin.cookie]) {
        const created = await create(
          {
            ...form,
            slug: `post-${cookie
              .slice(0, 6)
              .toLowerCase()
              .replace(/[^a-z0-9]/g, 'x')}`,
          },
          cookie,
        );
        expect(created.statusCode).toBe(201);
        const id = created.json().id;
        expect((await get('/api/admin/blog', cookie)).statusCode).toBe(200);
        expect((await get(`/api/admin/blog/${id}`, cookie)).statusCode).toBe(200);
        expect((await patch(id, { title: 'Edited' }, cookie)).statusCode).toBe(200);
        expect((await del(id, cookie)).statusCode).toBe(200);
      }
    });
  });

  describe('create', () => {
    it('creates a draft by the caller, not on the public blog or the sitemap', async () => {
      const res = await create({ ...form, published: undefined });
      expect(res.statusCode).toBe(201);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const post = res.json();
      expect(post).toMatchObject({
        ...form,
        published: false,
        authorId: staff.user.id,
        category: 'news',
        updatedAt: null,
      });
      expect(await publicSlugs()).toEqual([]);
      expect((await get(`/api/blog/${form.slug}`)).statusCode).toBe(404);
      expect(await sitemap()).not.toContain(form.slug);
      expect(await latestEvent()).toMatchObject({ type: 'blog.created', actorId: staff.user.id, subjectId: post.id });
    });

    it('publishes at once when asked, with a site-relative cover or none', async () => {
      const live = await createPost({ published: true, coverImage: '/api/furniture-photos/cover.webp' });
      expect(live.coverImage).toBe('/api/furniture-photos/cover.webp');
      const bare = await createPost({ slug: 'no-cover', coverImage: '' });
      expect(bare.coverImage).toBeNull();
      expect(await publicSlugs()).toEqual([form.slug]);
      expect(await sitemap()).toContain(`/blog/${form.slug}`);
      expect((await t.app.repos.events.latest(2)).map((e) => e.type)).toEqual(['blog.created', 'blog.published']);
    });

    it('ignores id, authorId, createdAt and other fields the form does not have', async () => {
      const admin = await createStaff(t, 'admin');
      const post = await createPost({
        id: 4242,
        authorId: admin.user.id,
        createdAt: '2000-01-01T00:00:00.000Z',
        featured: true,
        category: 'secret',
      });
      expect(post.id).not.toBe(4242);
      expect(post.authorId).toBe(staff.user.id);
      expect(post.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
      expect(post.category).toBe('news');
      const stored = await t.app.db
        .selectFrom('blogPosts')
        .select('featured')
        .where('id', '=', post.id)
        .executeTakeFirst();
      expect(stored?.featured).toBe(false);
    });

    it('gives the form messages for bad input and creates nothing', async () => {
      const empty = await create({ title: ' ', slug: '', excerpt: '', content: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({
        title: BLOG_MESSAGES.titleRequired,
        slug: BLOG_MESSAGES.slugRequired,
        excerpt: BLOG_MESSAGES.excerptRequired,
        content: BLOG_MESSAGES.contentRequired,
      });
      const missing = await create({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields.title).toBe(BLOG_MESSAGES.titleRequired);
      const badSlug = await create({ ...form, slug: 'Getting Ready!' });
      expect(badSlug.json()).toEqual({
        code: 'validation_failed',
        message: BLOG_MESSAGES.slugPattern,
        fields: { slug: BLOG_MESSAGES.slugPattern },
      });
      for (const coverImage of [
        'javascript:alert(1)',
        'http://images.example.com/a.jpg',
        'https://images.example.com/a.jpg',
        '//evil.example.com/a.jpg',
        '/a"><script>alert(1)</script>.jpg',
        '/a b.jpg',
      ]) {
        const res = await create({ ...form, coverImage });
        expect(res.statusCode, coverImage).toBe(400);
        expect(res.json().fields, coverImage).toEqual({ coverImage: BLOG_MESSAGES.coverImage });
      }
      expect((await create({ ...form, published: 'yes' })).statusCode).toBe(400);
      expect(await snapshot()).toEqual([]);
    });

    it('refuses a slug another post uses with 409 on the slug', async () => {
      await createPost();
      const before = await snapshot();
      const res = await create({ ...form, title: 'Another title' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'blog_slug_taken',
        message: BLOG_MESSAGES.slugTaken,
        fields: { slug: BLOG_MESSAGES.slugTaken },
      });
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('list and read', () => {
    it('lists drafts and published posts newest first, paged and counted', async () => {
      const a = await createPost({ slug: 'first', published: true });
      const b = await createPost({ slug: 'second' });
      const c = await createPost({ slug: 'third', published: true });
      const page = (await get('/api/admin/blog?pageSize=2', staff.cookie)).json();
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(page.items.map((p: AdminBlogPost) => p.id)).toEqual([c.id, b.id]);
      expect(page.items[1]).toMatchObject({ published: false, content: form.content, coverImage: form.coverImage });
      const next = (await get('/api/admin/blog?pageSize=2&page=2', staff.cookie)).json();
      expect(next.items.map((p: AdminBlogPost) => p.id)).toEqual([a.id]);
      const drafts = (await get('/api/admin/blog?published=false', staff.cookie)).json();
      expect(drafts).toMatchObject({ total: 1, items: [{ id: b.id }] });
      expect((await get('/api/admin/blog?published=true', staff.cookie)).json().total).toBe(2);
    });

    it('searches title, excerpt and slug, ignoring case, but not the content', async () => {
      await createPost({
        title: 'Tablet Tips',
        slug: 'tablet-tips',
        excerpt: 'Video calls made easy.',
        content: 'Hurricane',
      });
      await createPost({ title: 'Storm Season', slug: 'hurricane-prep', excerpt: 'Shutters and supplies.' });
      const found = async (search: string) =>
        (await get(`/api/admin/blog?search=${encodeURIComponent(search)}`, staff.cookie))
          .json()
          .items.map((p: AdminBlogPost) => p.slug)
          .sort();
      expect(await found('TABLET')).toEqual(['tablet-tips']);
      expect(await found('video CALLS')).toEqual(['tablet-tips']);
      expect(await found('hurricane')).toEqual(['hurricane-prep']);
      expect(await found('shutters')).toEqual(['hurricane-prep']);
      expect(await found('nothing-like-this')).toEqual([]);
    });

    it('refuses bad paging values with 400', async () => {
      for (const query of ['pageSize=101', 'page=-1', 'published=maybe']) {
        expect((await get(`/api/admin/blog?${query}`, staff.cookie)).statusCode, query).toBe(400);
      }
    });

    it('reads one post, draft or not, and 404 for unknown or malformed ids', async () => {
      const draft = await createPost();
      expect((await get(`/api/admin/blog/${draft.id}`, staff.cookie)).json()).toEqual(draft);
      for (const id of ['99999', 'abc', '1.5', '0']) {
        const res = await get(`/api/admin/blog/${id}`, staff.cookie);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'blog_post_not_found', message: BLOG_POST_NOT_FOUND_MESSAGE });
      }
    });
  });

  describe('edit', () => {
    it('the publishing switch alone publishes and unpublishes, on the public blog and the sitemap too', async () => {
      const post = await createPost();
      const on = await patch(post.id, { published: true });
      expect(on.statusCode).toBe(200);
      expect(on.json()).toMatchObject({ ...form, published: true });
      expect(on.json().updatedAt).not.toBeNull();
      expect(await publicSlugs()).toEqual([form.slug]);
      expect((await get(`/api/blog/${form.slug}`)).statusCode).toBe(200);
      expect(await sitemap()).toContain(`/blog/${form.slug}`);
      expect(await latestEvent()).toMatchObject({ type: 'blog.published', subjectId: post.id });

      const off = await patch(post.id, { published: false });
      expect(off.json().published).toBe(false);
      expect(await publicSlugs()).toEqual([]);
      expect(await sitemap()).not.toContain(form.slug);
      expect((await latestEvent())?.type).toBe('blog.unpublished');
    });

    it('keeps the first publication date when a post is switched off and on again', async () => {
      const post = await createPost({ published: true });
      const publishedAt = async () =>
        (await t.app.db.selectFrom('blogPosts').select('publishedAt').where('id', '=', post.id).executeTakeFirst())
          ?.publishedAt;
      const first = await publishedAt();
      expect(first).toBeTruthy();
      await patch(post.id, { published: false });
      await patch(post.id, { published: true });
      expect(await publishedAt()).toEqual(first);
    });

    it('saves the whole form, removes the cover image when it is emptied, and records it', async () => {
      const post = await createPost();
      const res = await patch(post.id, {
        title: 'Heading North: A Checklist',
        slug: 'heading-north-checklist',
        excerpt: 'Updated.',
        content: 'Line one.\nLine two.',
        coverImage: '',
        published: false,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: post.id,
        title: 'Heading North: A Checklist',
        slug: 'heading-north-checklist',
        coverImage: null,
        authorId: staff.user.id,
        createdAt: post.createdAt,
      });
      expect(await latestEvent()).toMatchObject({ type: 'blog.updated', subjectId: post.id });
    });

    it('keeps the author, id and dates whatever the body says', async () => {
      const admin = await createStaff(t, 'admin');
      const post = await createPost();
      const res = await patch(
        post.id,
        {
          id: 4242,
          authorId: admin.user.id,
          createdAt: '2000-01-01T00:00:00.000Z',
          category: 'secret',
          title: 'New title',
        },
        admin.cookie,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: post.id,
        authorId: staff.user.id,
        createdAt: post.createdAt,
        category: 'news',
      });
      expect(res.json().title).toBe('New title');
      expect((await get('/api/admin/blog/4242', staff.cookie)).statusCode).toBe(404);
    });

    it('refuses bad input and a taken slug, changing nothing', async () => {
      const post = await createPost();
      await createPost({ slug: 'taken-slug' });
      const before = await snapshot();
      const bad = await patch(post.id, {
        title: '',
        slug: 'Bad Slug',
        coverImage: 'javascript:alert(1)',
        published: 'yes',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toMatchObject({
        title: BLOG_MESSAGES.titleRequired,
        slug: BLOG_MESSAGES.slugPattern,
        coverImage: BLOG_MESSAGES.coverImage,
      });
      const taken = await patch(post.id, { slug: 'taken-slug', title: 'Changed' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        code: 'blog_slug_taken',
        message: BLOG_MESSAGES.slugTaken,
        fields: { slug: BLOG_MESSAGES.slugTaken },
      });
      expect(await snapshot()).toEqual(before);
      // Its own slug is not a conflict.
      expect((await patch(post.id, { slug: form.slug })).statusCode).toBe(200);
    });

    it('answers 404 for an unknown post', async () => {
      for (const id of ['99999', 'abc']) {
        const res = await patch(id, { title: 'Nothing' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'blog_post_not_found', message: BLOG_POST_NOT_FOUND_MESSAGE });
      }
    });
  });

  describe('delete', () => {
    it('answers with text, removes the post everywhere, and records it', async () => {
      const post = await createPost({ published: true });
      const res = await del(post.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe(BLOG_MESSAGES.deleted);
      expect((await get(`/api/admin/blog/${post.id}`, staff.cookie)).statusCode).toBe(404);
      expect(await publicSlugs()).toEqual([]);
      expect(await sitemap()).not.toContain(form.slug);
      expect(await latestEvent()).toMatchObject({ type: 'blog.deleted', actorId: staff.user.id, subjectId: post.id });
    });

    it('answers 404 for an unknown or already deleted post', async () => {
      const post = await createPost();
      await del(post.id);
      for (const id of [String(post.id), 'abc']) {
        const res = await del(id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'blog_post_not_found', message: BLOG_POST_NOT_FOUND_MESSAGE });
      }
    });
  });
});
