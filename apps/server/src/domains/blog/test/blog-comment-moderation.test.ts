import { BLOG_COMMENT_MESSAGES, type AdminBlogCommentPage } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.js';

/** The office moderates readers' comments (docs/blog-comments.md, "Back office"). */
describe.each(engines)('blog comment moderation on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let owner: Awaited<ReturnType<typeof createStaff>>;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let posts = 0;
  let readers = 0;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await buildTestApp(engine, { smtpUrl: mailbox.url, rateLimits: false });
    owner = await createStaff(t, 'admin');
    staff = await createStaff(t, 'staff');
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  const newPost = async () => {
    posts += 1;
    const post = await t.app.repos.blogPosts.create({
      title: `Storm shutters ${posts}`,
      slug: `storm-shutters-${posts}`,
      excerpt: 'When to put them up.',
      content: 'Before the cone reaches you.',
      coverImage: null,
      published: true,
      authorId: owner.user.id,
    });
    return post;
  };
  const address = (name: string) => `${name}.${(readers += 1)}.${engine}@example.com`;
  const leave = async (slug: string, payload: object, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/blog/${slug}/comments`, payload, headers });
    expect(res.statusCode, res.body).toBe(202);
  };
  const newestIdFrom = async (email: string) => {
    const row = await t.app.db
      .selectFrom('blogComments')
      .select('id')
      .where('email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const asStaff = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookieHeader(t, staff.cookie) });
  const list = async (status: string) => {
    const res = await asStaff('GET', `/api/admin/blog-comments?status=${status}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminBlogCommentPage>();
  };
  const shown = async (slug: string) => (await t.app.inject({ url: `/api/blog/${slug}/comments` })).json();

  it('tells the office of a new comment, and the reader, in their language, once it is approved', async () => {
    const post = await newPost();
    const rosa = address('rosa');
    await leave(
      post.slug,
      { name: 'Rosa', email: rosa, content: '¿Y las ventanas de impacto?', notify: 'on' },
      { 'x-language': 'es' },
    );
    const id = await newestIdFrom(rosa);

    const toOffice = await mailbox.latestTo(owner.user.email, post.title);
    expect(toOffice.text).toContain('¿Y las ventanas de impacto?');
    expect(toOffice.text).toContain(`/admin/blog-comments?comment=${id}`);
    expect(toOffice.text).not.toContain(rosa);

    const waiting = await list('waiting');
    expect(waiting.waiting).toBeGreaterThanOrEqual(1);
    expect(waiting.items.find((c) => c.id === id)).toMatchObject({
      name: 'Rosa',
      email: rosa,
      status: 'waiting',
      notify: true,
      postTitle: post.title,
      postSlug: post.slug,
    });

    for (let press = 0; press < 2; press += 1) {
      expect((await asStaff('POST', `/api/admin/blog-comments/${id}/approve`)).statusCode).toBe(204);
    }
    expect(await shown(post.slug)).toMatchObject([{ id, name: 'Rosa', replies: [] }]);
    const toRosa = await mailbox.latestTo(rosa);
    expect(toRosa.text).toContain(post.title);
    expect(toRosa.text).toContain(`/es/blog/${post.slug}#comments`);
    // Approved twice, told once.
    expect(mailbox.received.filter((m) => m.rcptTo.includes(rosa))).toHaveLength(1);
    expect((await list('approved')).items.some((c) => c.id === id)).toBe(true);
  });

  it('publishes the office’s reply under the comment, marked and signed, and tells a reader who asked', async () => {
    const post = await newPost();
    const ruth = address('ruth');
    await leave(post.slug, { name: 'Ruth', email: ruth, content: 'Do you put them up for me?', notify: true });
    const id = await newestIdFrom(ruth);

    const refused = await asStaff('POST', `/api/admin/blog-comments/${id}/reply`, { content: '  ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(BLOG_COMMENT_MESSAGES.contentRequired);

    const answered = await asStaff('POST', `/api/admin/blog-comments/${id}/reply`, { content: 'Yes, we do.' });
    expect(answered.statusCode, answered.body).toBe(204);
    // Answering approves the comment; the reply is under it, the business's, signed with a first name.
    const [comment] = await shown(post.slug);
    expect(comment).toMatchObject({ id, name: 'Ruth', fromBusiness: false });
    expect(comment.replies).toMatchObject([{ content: 'Yes, we do.', fromBusiness: true }]);
    expect(comment.replies[0].name).toMatch(/^Sam, /);
    const toRuth = await mailbox.latestTo(ruth);
    expect(toRuth.subject).toMatch(/answered/i);
    expect(toRuth.text).toContain(`/blog/${post.slug}#comments`);

    // A reader's answer to the business's reply goes under the first comment: one level deep.
    const sam = address('sam');
    await leave(post.slug, { name: 'Sam', email: sam, content: 'Thanks!', parentId: comment.replies[0].id });
    const thanks = await newestIdFrom(sam);
    const row = await t.app.db
      .selectFrom('blogComments')
      .select('parentId')
      .where('id', '=', thanks)
      .executeTakeFirst();
    expect(row?.parentId).toBe(id);
  });

  it('a comment that did not ask is approved and answered without an e-mail to its reader', async () => {
    const post = await newPost();
    const quiet = address('quiet');
    await leave(post.slug, { name: 'Ada', email: quiet, content: 'Nice.' });
    const id = await newestIdFrom(quiet);
    await asStaff('POST', `/api/admin/blog-comments/${id}/approve`);
    await asStaff('POST', `/api/admin/blog-comments/${id}/reply`, { content: 'Thank you, Ada.' });
    await mailbox.latestTo(owner.user.email, post.title);
    expect(mailbox.received.some((m) => m.rcptTo.includes(quiet))).toBe(false);
  });

  it('moves spam aside, deletes with its replies, and keeps a blocked address’s comments as spam', async () => {
    const post = await newPost();
    const spammer = address('spam');
    await leave(post.slug, { name: 'Deals', email: spammer, content: 'Cheap pills' });
    await leave(post.slug, { name: 'Deals', email: spammer, content: 'More pills' });
    const second = await newestIdFrom(spammer);

    expect((await asStaff('POST', `/api/admin/blog-comments/${second}/spam`)).statusCode).toBe(204);
    expect((await list('spam')).items.find((c) => c.id === second)).toMatchObject({ status: 'spam' });
    expect((await list('waiting')).items.some((c) => c.id === second)).toBe(false);

    expect((await asStaff('POST', `/api/admin/blog-comments/${second}/block`)).statusCode).toBe(204);
    const spam = (await list('spam')).items.filter((c) => c.email === spammer);
    expect(spam).toHaveLength(2);
    // The next one from that address gets the same answer, is kept as spam, and the office is not told.
    const before = mailbox.received.length;
    await leave(post.slug, { name: 'Deals', email: spammer.toUpperCase(), content: 'Pills again' });
    const third = await newestIdFrom(spammer);
    expect((await list('spam')).items.some((c) => c.id === third)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.received.slice(before).some((m) => m.text.includes('Pills again'))).toBe(false);

    // Deleting a comment takes its replies with it.
    const ruth = address('ruth');
    await leave(post.slug, { name: 'Ruth', email: ruth, content: 'A question' });
    const question = await newestIdFrom(ruth);
    await asStaff('POST', `/api/admin/blog-comments/${question}/reply`, { content: 'An answer' });
    expect((await asStaff('DELETE', `/api/admin/blog-comments/${question}`)).statusCode).toBe(204);
    expect(await shown(post.slug)).toEqual([]);
    const left = await t.app.db.selectFrom('blogComments').select('id').where('parentId', '=', question).execute();
    expect(left).toEqual([]);
    expect((await asStaff('DELETE', `/api/admin/blog-comments/${question}`)).statusCode).toBe(404);
  });

  it('closing a post’s comments refuses new ones and keeps the approved ones shown', async () => {
    const post = await newPost();
    const ruth = address('ruth');
    await leave(post.slug, { name: 'Ruth', email: ruth, content: 'Before closing' });
    await asStaff('POST', `/api/admin/blog-comments/${await newestIdFrom(ruth)}/approve`);
    const closed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/blog/${post.id}`,
      payload: { commentsClosed: true },
      headers: cookieHeader(t, staff.cookie),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ commentsClosed: true });
    expect((await t.app.inject({ url: `/api/blog/${post.slug}` })).json()).toMatchObject({ commentsClosed: true });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/blog/${post.slug}/comments`,
      payload: { name: 'Ruth', email: ruth, content: 'After closing' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'blog_comments_closed' });
    expect(await shown(post.slug)).toMatchObject([{ content: 'Before closing' }]);
  });

  it('answers 404 for a comment that does not exist, and keeps the list’s status to the three lists', async () => {
    expect((await asStaff('POST', '/api/admin/blog-comments/999999/approve')).statusCode).toBe(404);
    expect((await asStaff('POST', '/api/admin/blog-comments/abc/spam')).statusCode).toBe(404);
    expect((await asStaff('GET', '/api/admin/blog-comments?status=all')).statusCode).toBe(400);
  });
});

describe('blog comments from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('are limited: five an hour, then 429', async () => {
    const post = await t.app.db
      .insertInto('blogPosts')
      .values({ title: 'Limits', slug: 'limits', content: 'Text.', excerpt: 'Short.', published: true })
      .returning('slug')
      .executeTakeFirstOrThrow();
    const codes: number[] = [];
    for (let k = 0; k < 6; k += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/blog/${post.slug}/comments`,
        payload: { name: 'Ann', email: `ann${k}@example.com`, content: `Comment ${k}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
