import { BLOG_COMMENT_MESSAGES, codeMessage } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import type { TestApp } from '../../../../test/helper.js';
import { buildPageApp, postForm } from '../../../../test/page-form-posts.js';

let counter = 0;

/** The comment form under a post without JavaScript (docs/blog-comments.md): page form `blog-comment`. */
describe.each(engines)('the comment form without JavaScript on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildPageApp(engine, { rateLimits: false });
  });
  afterAll(async () => {
    await t.close();
  });

  async function publishedPost({ closed = false, approvedComment = false } = {}) {
    const slug = `comment-form-${(counter += 1)}`;
    const { id } = await t.app.db
      .insertInto('blogPosts')
      .values({
        title: 'Storm shutters',
        slug,
        content: 'Text.',
        excerpt: 'Short.',
        published: true,
        commentsClosed: closed,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const comment = approvedComment
      ? await t.app.db
          .insertInto('blogComments')
          .values({
            postId: id,
            name: 'Margaret',
            email: 'margaret@example.com',
            content: 'Who puts them up?',
            approved: true,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      : null;
    return { slug, id, commentId: comment?.id ?? null };
  }
  const commentsOf = (postId: number) =>
    t.app.db.selectFrom('blogComments').selectAll().where('postId', '=', postId).orderBy('id').execute();
  /** The fields as a browser sends them: the hidden parent empty, an unticked box left out. */
  const fields = (change: Record<string, string> = {}) => ({
    _form: 'blog-comment',
    parentId: '',
    name: 'Rosa',
    email: 'Rosa@Example.com',
    content: 'Thank you.\nVery clear.',
    website: '',
    ...change,
  });

  it('holds a comment and sends the browser back to the post, which thanks the reader', async () => {
    const post = await publishedPost();
    const sent = await postForm(t, `/blog/${post.slug}`, fields());
    expect(sent.statusCode, sent.body).toBe(303);
    expect(sent.headers.location).toBe(`/blog/${post.slug}?comment=held#comments`);
    // An unticked box is a no, not a problem; the parent left empty is a comment of its own.
    expect(await commentsOf(post.id)).toMatchObject([
      {
        name: 'Rosa',
        email: 'rosa@example.com',
        content: 'Thank you.\nVery clear.',
        parentId: null,
        notify: false,
        approved: false,
        spam: false,
        language: 'en',
      },
    ]);
  });

  it('answers a comment from its Reply page, in Spanish, with the box ticked', async () => {
    const post = await publishedPost({ approvedComment: true });
    const sent = await postForm(
      t,
      `/es/blog/${post.slug}?reply=${post.commentId}`,
      fields({ parentId: String(post.commentId), notify: 'on' }),
    );
    expect(sent.statusCode, sent.body).toBe(303);
    expect(sent.headers.location).toBe(`/es/blog/${post.slug}?comment=held#comments`);
    const [, reply] = await commentsOf(post.id);
    expect(reply).toMatchObject({ parentId: post.commentId, notify: true, approved: false, language: 'es' });
  });

  it('shows the post again with what was typed and the problems beside the fields', async () => {
    const post = await publishedPost({ approvedComment: true });
    const refused = await postForm(
      t,
      `/es/blog/${post.slug}?reply=${post.commentId}`,
      fields({
        parentId: String(post.commentId),
        name: ' ',
        email: 'rosa@',
        content: 'www.a.com www.b.com www.c.com',
        notify: 'on',
      }),
    );
    expect(refused.statusCode).toBe(400);
    const shown = renderedInput(refused.body);
    expect(shown.url).toBe(`/es/blog/${post.slug}?reply=${post.commentId}`);
    expect(shown.form).toMatchObject({
      form: 'blog-comment',
      values: {
        name: ' ',
        email: 'rosa@',
        content: 'www.a.com www.b.com www.c.com',
        notify: true,
        parentId: String(post.commentId),
      },
      errors: {
        name: BLOG_COMMENT_MESSAGES.nameRequired,
        email: BLOG_COMMENT_MESSAGES.emailRequired,
        content: BLOG_COMMENT_MESSAGES.tooManyLinks,
      },
      message: null,
    });
    expect(Object.keys(shown.form?.errors ?? {})).toHaveLength(3);
    expect(await commentsOf(post.id)).toHaveLength(1);
  });

  it('refuses a closed post and a reply to a comment that is not shown, on the page, with the reason', async () => {
    const closed = await publishedPost({ closed: true });
    const refused = await postForm(t, `/blog/${closed.slug}`, fields());
    expect(refused.statusCode).toBe(409);
    expect(renderedInput(refused.body).form).toMatchObject({
      form: 'blog-comment',
      values: { name: 'Rosa', content: 'Thank you.\nVery clear.' },
      errors: {},
      code: 'blog_comments_closed',
      message: codeMessage('blog_comments_closed'),
    });
    expect(await commentsOf(closed.id)).toEqual([]);

    const open = await publishedPost();
    const stray = await postForm(t, `/blog/${open.slug}?reply=999999`, fields({ parentId: '999999' }));
    expect(stray.statusCode).toBe(404);
    expect(renderedInput(stray.body).form).toMatchObject({ code: 'blog_comment_not_found' });
    expect(await commentsOf(open.id)).toEqual([]);
  });

  it('stores nothing from the honeypot, with the same answer', async () => {
    const post = await publishedPost();
    const trap = await postForm(t, `/blog/${post.slug}`, fields({ website: 'http://spam.example' }));
    expect(trap.statusCode).toBe(303);
    expect(trap.headers.location).toBe(`/blog/${post.slug}?comment=held#comments`);
    expect(await commentsOf(post.id)).toEqual([]);
  });

  it('answers a post that is not published with the page’s 404', async () => {
    const missing = await postForm(t, '/blog/no-such-post', fields());
    expect(missing.statusCode).toBe(404);
    expect(renderedInput(missing.body).form).toMatchObject({ form: 'blog-comment', code: 'blog_post_not_found' });
  });
});
