import { BLOG_COMMENT_MESSAGES } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, type TestApp } from '../../../../test/helper.js';

let counter = 0;

/** Readers' comments under a published post (docs/blog-comments.md): held until approved. */
describe.each(engines)('blog comments on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
  });
  afterAll(async () => {
    await t.close();
  });

  async function publishedPost(closed = false) {
    const slug = `comments-${(counter += 1)}`;
    const row = await t.app.db
      .insertInto('blogPosts')
      .values({
        title: 'Spring checks',
        slug,
        content: 'Text.',
        excerpt: 'Short.',
        published: true,
        commentsClosed: closed,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { slug, id: row.id };
  }
  const leave = (slug: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/blog/${slug}/comments`, payload });
  const comments = (postId: number) =>
    t.app.db.selectFrom('blogComments').selectAll().where('postId', '=', postId).orderBy('id').execute();

  it('holds a comment until it is approved, never shows the address, and puts a reply under its comment', async () => {
    const post = await publishedPost();
    const sent = await leave(post.slug, { name: 'Ruth', email: 'Ruth@Example.com', content: 'Useful, thank you.' });
    expect(sent.statusCode, sent.body).toBe(202);
    expect((await t.app.inject({ url: `/api/blog/${post.slug}/comments` })).json()).toEqual([]);
    const [stored] = await comments(post.id);
    expect(stored).toMatchObject({ email: 'ruth@example.com', approved: false, spam: false });

    await t.app.db.updateTable('blogComments').set({ approved: true }).where('id', '=', stored!.id).execute();
    const reply = await leave(post.slug, {
      name: 'Sam',
      email: 'sam@example.com',
      content: 'Me too.',
      parentId: stored!.id,
    });
    expect(reply.statusCode, reply.body).toBe(202);
    await t.app.db.updateTable('blogComments').set({ approved: true }).where('postId', '=', post.id).execute();
    const shown = (await t.app.inject({ url: `/api/blog/${post.slug}/comments` })).json();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ name: 'Ruth', content: 'Useful, thank you.', fromBusiness: false });
    expect(shown[0].replies).toMatchObject([{ name: 'Sam', content: 'Me too.' }]);
    expect(JSON.stringify(shown)).not.toContain('example.com');
  });

  it('stores nothing from the honeypot, refuses more than two links, and refuses a closed post', async () => {
    const post = await publishedPost();
    const trap = await leave(post.slug, { name: 'Bot', email: 'bot@example.com', content: 'Hi', website: 'x' });
    expect(trap.statusCode).toBe(202);
    expect(await comments(post.id)).toEqual([]);

    const links = await leave(post.slug, {
      name: 'Bot',
      email: 'bot@example.com',
      content: 'http://a.test http://b.test www.c.test',
    });
    expect(links.statusCode).toBe(400);
    expect(links.body).toContain(BLOG_COMMENT_MESSAGES.tooManyLinks);

    const closed = await publishedPost(true);
    const refused = await leave(closed.slug, { name: 'Ruth', email: 'ruth@example.com', content: 'Hello' });
    expect(refused.statusCode).toBe(409);
    expect(await comments(closed.id)).toEqual([]);
  });
});
