import {
  BLOG_COMMENT_MESSAGES,
  PAGE_FORM_FIELD,
  type BlogPost,
  type PageFormResult,
  type PublicBlogComment,
} from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/messages/en';
import { es } from '../i18n/messages/es';
import { render } from './entry-server';

const origin = 'https://trusted.example.com';

const post: BlogPost = {
  id: 7,
  title: 'Getting your home ready for hurricane season',
  slug: 'hurricane-ready',
  excerpt: 'What to do before June.',
  content: 'Check the shutters.',
  coverImage: null,
  published: true,
  commentsClosed: false,
  category: 'news',
  createdAt: '2026-05-16T14:00:00.000Z',
  updatedAt: null,
};

const READER_EMAIL = 'margaret.hill@example.org';

const comments: PublicBlogComment[] = [
  {
    id: 11,
    name: 'Margaret',
    content: 'Do you put the shutters up for me?\nI cannot reach the top ones. <b>Thanks</b>',
    createdAt: '2026-05-17T15:00:00.000Z',
    fromBusiness: false,
    replies: [
      {
        id: 13,
        name: 'Maria, Trusted Assistance',
        content: 'Yes, we do. Call us and we will book a visit.',
        createdAt: '2026-05-18T13:00:00.000Z',
        fromBusiness: true,
      },
      {
        id: 14,
        name: 'Joan',
        content: 'They did mine last year.',
        createdAt: '2026-05-19T13:00:00.000Z',
        fromBusiness: false,
      },
    ],
  },
  {
    id: 12,
    name: 'Harold',
    content: 'Very useful, thank you.',
    createdAt: '2026-05-20T15:00:00.000Z',
    fromBusiness: false,
    replies: [],
  },
];

/** The API as the page reads it; the comments carry an address too, which the page must never show. */
function fakeApi(answers: { post?: BlogPost; comments?: unknown[] } = {}) {
  const asked: string[] = [];
  const withAddresses = (answers.comments ?? comments).map((comment) => ({
    ...(comment as object),
    email: READER_EMAIL,
  }));
  const api = async (path: string) => {
    asked.push(path);
    if (path === `/api/blog/${post.slug}`) return { status: 200, body: answers.post ?? post };
    if (path === `/api/blog/${post.slug}/comments`) return { status: 200, body: withAddresses };
    return { status: 404, body: { message: 'Not found' } };
  };
  return { api, asked };
}

async function renderAt(
  url: string,
  { form, ...answers }: { post?: BlogPost; comments?: unknown[]; form?: PageFormResult } = {},
) {
  const { api, asked } = fakeApi(answers);
  const result = await render({ url, user: null, origin, api, ...(form ? { form } : {}) });
  return { ...result, asked };
}

/** The Comments section's HTML. */
function sectionOf(html: string): string {
  const start = html.indexOf('<section id="comments"');
  expect(start, 'the Comments section').toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start) + '</section>'.length);
}

/** The text of some HTML, without tags and React's text separators. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/** The comment form, whole. */
function commentForm(html: string): string {
  const forms = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)]
    .map((match) => match[0])
    .filter((form) => form.includes(`name="${PAGE_FORM_FIELD}" value="blog-comment"`));
  expect(forms).toHaveLength(1);
  return forms[0] ?? '';
}

/** The opening tag of the element with this id. */
function tagWithId(html: string, id: string): string {
  const tag = new RegExp(`<[a-z0-9]+[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`No element with id="${id}"`);
  return tag;
}

const actionOf = (form: string) => /^<form\b[^>]*\baction="([^"]*)"/.exec(form)?.[1];

describe('the Comments section under a post', () => {
  it('is in the server HTML, read with the post: comments oldest first, replies under theirs', async () => {
    const page = await renderAt(`/blog/${post.slug}`);
    expect(page.status).toBe(200);
    expect(page.asked).toEqual([`/api/blog/${post.slug}`, `/api/blog/${post.slug}/comments`]);
    const section = sectionOf(page.html);
    expect(section).toMatch(/<h2 id="comments-heading"[^>]*>Comments<\/h2>/);
    const text = textOf(section);
    expect(text.indexOf('Margaret')).toBeLessThan(text.indexOf('Harold'));
    // Replies are a list of their own under the comment they answer, named after it.
    expect(section).toMatch(/<ol aria-label="Replies to Margaret"[^>]*>[\s\S]*Yes, we do\.[\s\S]*They did mine/);
    expect(section).toContain('<time dateTime="2026-05-17T15:00:00.000Z">May 17, 2026</time>');
  });

  it('shows a comment as the plain text typed, line breaks kept, never as HTML', async () => {
    const section = sectionOf((await renderAt(`/blog/${post.slug}`)).html);
    expect(section).toMatch(
      /<p class="[^"]*whitespace-pre-line[^"]*">Do you put the shutters up for me\?\nI cannot reach the top ones\. &lt;b&gt;Thanks&lt;\/b&gt;<\/p>/,
    );
    expect(section).not.toContain('<b>');
  });

  it('marks the business’s own answer in words, not only by its colour', async () => {
    const section = sectionOf((await renderAt(`/blog/${post.slug}`)).html);
    expect(textOf(section)).toContain('Maria, Trusted Assistance From Trusted Assistance');
    expect(section.match(/From Trusted Assistance/g)).toHaveLength(1);
  });

  // The API never sends it (apps/server/src/domains/blog/test/blog-comments.test.ts); the page shows
  // only a comment's name, date and text whatever the answer holds.
  it('never shows a reader’s e-mail address, even one the answer carried', async () => {
    const page = await renderAt(`/blog/${post.slug}`);
    expect(page.html).not.toContain(READER_EMAIL);
    expect(sectionOf(page.html)).not.toContain('@');
  });

  it('has a Reply link per comment (not per reply) that names it and opens the form as its answer', async () => {
    const section = sectionOf((await renderAt(`/blog/${post.slug}`)).html);
    const replies = [...section.matchAll(/<a href="([^"]*)" rel="nofollow"[^>]*>[\s\S]*?<\/a>/g)];
    expect(replies.map((match) => match[1])).toEqual([
      `/blog/${post.slug}?reply=11#comment-form`,
      `/blog/${post.slug}?reply=12#comment-form`,
    ]);
    expect(textOf(replies[0]?.[0] ?? '')).toContain('Reply to Margaret');
    expect(replies[0]?.[0]).toContain('<span class="sr-only"> to Margaret</span>');
  });

  it('shows the form posting to the post’s own page, with its labels, hints, box and honeypot', async () => {
    const section = sectionOf((await renderAt(`/blog/${post.slug}`)).html);
    expect(section).toMatch(/<h3 id="comment-form-heading"[^>]*>Leave a comment<\/h3>/);
    const form = commentForm(section);
    expect(actionOf(form)).toBe(`/blog/${post.slug}#comment-form`);
    expect(form).toMatch(/^<form[^>]*method="post"/);
    expect(form).toContain('aria-labelledby="comment-form-heading"');
    expect(form).toContain('<input type="hidden" name="parentId" value=""/>');
    expect(form).toMatch(/<label[^>]*for="blog-comment-name"[^>]*>Name<\/label>/);
    expect(tagWithId(form, 'blog-comment-name')).toContain('name="name"');
    expect(form).toMatch(/<label[^>]*for="blog-comment-email"[^>]*>Email<\/label>/);
    expect(tagWithId(form, 'blog-comment-email')).toMatch(/type="email"/);
    expect(tagWithId(form, 'blog-comment-email')).toContain('aria-describedby="blog-comment-email-hint"');
    expect(tagWithId(form, 'blog-comment-email-hint')).toBeTruthy();
    expect(form).toContain(en['blog.comments.field.email-hint']);
    expect(form).toMatch(/<label[^>]*for="blog-comment-content"[^>]*>Comment<\/label>/);
    expect(form).toMatch(/<textarea[^>]*name="content"/);
    expect(form).toContain(en['blog.comments.field.content-hint']);
    expect(tagWithId(form, 'blog-comment-notify')).toMatch(/type="checkbox"[^>]*name="notify"/);
    expect(form).toMatch(/for="blog-comment-notify"[^>]*><span>E-mail me when my comment is approved or answered</);
    const honeypot = /<div aria-hidden="true"[^>]*>\s*<label[^>]*>Leave this empty<\/label>\s*<input[^>]*>/.exec(
      form,
    )?.[0];
    expect(honeypot).toContain('name="website"');
    expect(honeypot).toContain('tabindex="-1"');
    expect(honeypot?.toLowerCase()).toContain('autocomplete="off"');
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>[\s\S]*Post comment<\/button>/);
  });

  it('renders the form as the answer to the comment named by ?reply=, and ignores any other', async () => {
    const section = sectionOf((await renderAt(`/blog/${post.slug}?reply=11`)).html);
    expect(section).toMatch(/<h3 id="comment-form-heading"[^>]*>Reply to Margaret<\/h3>/);
    const form = commentForm(section);
    expect(form).toContain('<input type="hidden" name="parentId" value="11"/>');
    expect(actionOf(form)).toBe(`/blog/${post.slug}?reply=11#comment-form`);
    expect(section).toMatch(new RegExp(`<a href="/blog/${post.slug}#comment-form"[^>]*>Cancel the reply</a>`));

    // A reply (answers go under the first comment), an unknown comment, not a number: a comment of one's own.
    for (const reply of ['13', '999', 'x', '-11']) {
      const other = sectionOf((await renderAt(`/blog/${post.slug}?reply=${reply}`)).html);
      expect(commentForm(other), reply).toContain('<input type="hidden" name="parentId" value=""/>');
      expect(other, reply).toContain('>Leave a comment</h3>');
    }
  });

  it('says when there are no comments yet', async () => {
    const section = sectionOf((await renderAt(`/blog/${post.slug}`, { comments: [] })).html);
    expect(textOf(section)).toContain('No comments yet. Be the first.');
    expect(section).not.toContain('<ol');
    commentForm(section);
  });

  it('keeps the comments of a closed post, without the form or Reply links, and says it is closed', async () => {
    const closed = { ...post, commentsClosed: true };
    const section = sectionOf((await renderAt(`/blog/${post.slug}`, { post: closed })).html);
    expect(textOf(section)).toContain('Very useful, thank you.');
    expect(textOf(section)).toContain('Comments are closed on this post.');
    expect(section).not.toContain('<form');
    expect(section).not.toContain('rel="nofollow"');
    expect(section).not.toContain('?reply=');

    const empty = sectionOf((await renderAt(`/blog/${post.slug}`, { post: closed, comments: [] })).html);
    expect(textOf(empty)).toContain('Comments are closed on this post.');
    expect(textOf(empty)).not.toContain('Be the first');
  });

  it('thanks the reader in the page after a post without JavaScript (?comment=held), the form put aside', async () => {
    const section = sectionOf((await renderAt(`/blog/${post.slug}?comment=held`)).html);
    expect(en['blog.comments.held']).toBe(BLOG_COMMENT_MESSAGES.held);
    expect(section).toMatch(
      new RegExp(`role="status"[^>]*autofocus=""[^>]*>[\\s\\S]*${BLOG_COMMENT_MESSAGES.held.replace('!', '!')}`),
    );
    expect(section).toMatch(new RegExp(`<a href="/blog/${post.slug}#comment-form"[^>]*>Write another comment</a>`));
    expect(tagWithId(section, 'comment-form')).toContain('hidden=""');
  });

  it('comes back from a refused post with what was typed, the problems at the fields and at the top', async () => {
    const page = await renderAt(`/blog/${post.slug}?reply=11`, {
      form: {
        form: 'blog-comment',
        values: {
          name: 'Ann',
          email: 'ann@example',
          content: 'www.a.com www.b.com www.c.com',
          notify: true,
          parentId: '11',
        },
        errors: { email: BLOG_COMMENT_MESSAGES.emailRequired, content: BLOG_COMMENT_MESSAGES.tooManyLinks },
        message: null,
      },
    });
    const form = commentForm(sectionOf(page.html));
    expect(form).toContain('<input type="hidden" name="parentId" value="11"/>');
    expect(tagWithId(form, 'blog-comment-name')).toContain('value="Ann"');
    expect(tagWithId(form, 'blog-comment-email')).toContain('value="ann@example"');
    expect(tagWithId(form, 'blog-comment-email')).toContain('aria-invalid="true"');
    expect(form).toMatch(/<textarea[^>]*>www\.a\.com www\.b\.com www\.c\.com<\/textarea>/);
    expect(tagWithId(form, 'blog-comment-notify')).toContain('checked=""');
    expect(form).toMatch(/role="alert"[^>]*autofocus=""[^>]*>[\s\S]*Your comment was not posted/);
    expect(form).toContain('href="#blog-comment-content"');
    expect(form).toContain('Please include no more than 2 links');
    // A refused post is not a sent one: no thanks.
    expect(sectionOf(page.html)).not.toContain(BLOG_COMMENT_MESSAGES.held);
  });
});

describe('the Comments section in Spanish', () => {
  it('has its words in Spanish, the business’s mark too, and posts to the Spanish page', async () => {
    const page = await renderAt(`/es/blog/${post.slug}`);
    expect(page.lang).toBe('es-US');
    const section = sectionOf(page.html);
    expect(section).toMatch(/<h2 id="comments-heading"[^>]*>Comentarios<\/h2>/);
    expect(textOf(section)).toContain('Maria, Trusted Assistance De Trusted Assistance');
    expect(section).toContain('<ol aria-label="Respuestas a Margaret"');
    expect(section).toContain(`href="/es/blog/${post.slug}?reply=11#comment-form"`);
    expect(textOf(section)).toContain('Responder a Margaret');
    expect(section).toContain('<time dateTime="2026-05-17T15:00:00.000Z">17 de mayo de 2026</time>');
    const form = commentForm(section);
    expect(actionOf(form)).toBe(`/es/blog/${post.slug}#comment-form`);
    for (const id of [
      'blog.comments.form.title',
      'blog.comments.field.name',
      'blog.comments.field.email',
      'blog.comments.field.email-hint',
      'blog.comments.field.content',
      'blog.comments.field.notify',
      'blog.comments.submit',
    ] as const) {
      expect(textOf(section), id).toContain(es[id]);
    }
    expect(textOf(section)).not.toMatch(/Comments|Reply|Leave a comment|Post comment|Email/);
  });

  it('says it is closed, thanks the reader, and shows the form’s problems in Spanish', async () => {
    const closed = sectionOf(
      (await renderAt(`/es/blog/${post.slug}`, { post: { ...post, commentsClosed: true } })).html,
    );
    expect(textOf(closed)).toContain(es['blog.comments.closed']);
    const empty = sectionOf((await renderAt(`/es/blog/${post.slug}`, { comments: [] })).html);
    expect(textOf(empty)).toContain(es['blog.comments.empty']);
    const held = sectionOf((await renderAt(`/es/blog/${post.slug}?comment=held`)).html);
    expect(textOf(held)).toContain('¡Gracias! Su comentario aparecerá cuando nuestro equipo lo haya leído.');

    const refused = await renderAt(`/es/blog/${post.slug}`, {
      form: {
        form: 'blog-comment',
        values: { name: '', email: '', content: '', notify: false },
        errors: {
          name: BLOG_COMMENT_MESSAGES.nameRequired,
          email: BLOG_COMMENT_MESSAGES.emailRequired,
          content: BLOG_COMMENT_MESSAGES.contentRequired,
        },
        message: null,
      },
    });
    const form = commentForm(sectionOf(refused.html));
    expect(form).toContain(es['blog.comments.failed']);
    for (const id of [
      'errors.callback.name',
      'errors.email-valid-address',
      'errors.blog-comment.content-required',
    ] as const) {
      expect(form, id).toContain(es[id]);
    }
    expect(textOf(form)).not.toContain('Please');
  });
});
