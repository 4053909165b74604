import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { BLOG_COMMENT_MESSAGES, defaultBusiness } from '@ta/shared';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { withDatabase } from './support/database';
import { expect, startUsingForm, test, visit } from './support/fixtures';
import { visitCleanly } from './support/hydration';
import { e2eDatabaseFile } from './support/outbox';
import { scrollWidth } from './support/ui';

/**
 * Comments under a blog post (docs/blog-comments.md), as a reader leaves them: on a phone with
 * JavaScript, and without it; a Reply link opens the form as the comment's answer; axe on each state.
 *
 * Budget: five comments an hour from one address. Each test comes from its own address
 * (X-Forwarded-For, trusted from the e2e server's proxy address, see e2e/README.md): 10.38.0.x.
 */
let addresses = 0;
test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  extraHTTPHeaders: async ({}, use) => {
    addresses += 1;
    await use({ 'x-forwarded-for': `10.38.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` });
  },
});

const PHONE = { width: 390, height: 844 } as const;
const suffix = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const open = { slug: `shutters-before-the-storm-${suffix}`, title: `Shutters before the storm ${suffix}` };
const closed = { slug: `closed-comments-${suffix}`, title: `An older post ${suffix}` };
const firstComment = 'Do you put the shutters up for me?\nI cannot reach the top ones.';
const businessReply = 'Yes, we do. Call us and we will book a visit.';
const MARGARET_EMAIL = `margaret.${suffix}@example.com`;
let margaretId = 0;

interface StoredComment {
  id: number;
  parentId: number | null;
  name: string;
  email: string;
  content: string;
  approved: number;
  notify: number;
  language: string;
}

/** The comment stored from `email`, once it is there. */
async function storedComment(email: string): Promise<StoredComment> {
  let found: StoredComment | undefined;
  await expect
    .poll(() => {
      found = withDatabase((db) =>
        db
          .prepare<[string], StoredComment>(
            `SELECT id, parent_id AS parentId, name, email, content, approved, notify, language
               FROM blog_comments WHERE email = ? ORDER BY id DESC LIMIT 1`,
          )
          .get(email),
      );
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  // The server owns the file; WAL lets this second connection write beside it.
  const db = new Database(e2eDatabaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const post = db.prepare<[string, string, number]>(
      `INSERT INTO blog_posts (title, slug, excerpt, content, published, comments_closed, created_at)
       VALUES (?, ?, 'What to do before June.', 'Check the shutters before June.', 1, ?, '2026-05-16T14:00:00.000Z')`,
    );
    const openId = Number(post.run(open.title, open.slug, 0).lastInsertRowid);
    const closedId = Number(post.run(closed.title, closed.slug, 1).lastInsertRowid);
    const comment = db.prepare<[number, number | null, string, string, string, number, string]>(
      `INSERT INTO blog_comments (post_id, parent_id, name, email, content, approved, from_business, created_at)
       VALUES (?, ?, ?, ?, ?, 1, ?, ?)`,
    );
    margaretId = Number(
      comment.run(openId, null, 'Margaret', MARGARET_EMAIL, firstComment, 0, '2026-05-17T15:00:00.000Z')
        .lastInsertRowid,
    );
    comment.run(
      openId,
      margaretId,
      `Maria, ${defaultBusiness.name}`,
      'office@example.com',
      businessReply,
      1,
      '2026-05-18T13:00:00.000Z',
    );
    comment.run(
      closedId,
      null,
      'Harold',
      `harold.${suffix}@example.com`,
      'Very useful.',
      0,
      '2026-05-19T13:00:00.000Z',
    );
  } finally {
    db.close();
  }
  // An anonymous page is kept up to 5 s (decision 016): wait until the post shows its comments.
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    await expect
      .poll(async () => (await (await request.get(`/blog/${open.slug}`)).text()).includes(businessReply), {
        timeout: 15_000,
        intervals: [500],
      })
      .toBe(true);
  } finally {
    await request.dispose();
  }
});

const section = (page: Page) => page.getByRole('region', { name: /^(Comments|Comentarios)$/ });
const commentForm = (page: Page) => section(page).getByRole('form');

/** The approved comment and the business's answer, marked in words, with no reader's address. */
async function expectTheComments(page: Page) {
  const comments = section(page);
  await expect(comments.getByRole('heading', { level: 2, name: 'Comments' })).toBeVisible();
  await expect(comments.getByText('Do you put the shutters up for me?')).toBeVisible();
  expect(await comments.getByText('Do you put the shutters up for me?').innerText()).toBe(firstComment);
  const replies = comments.getByRole('list', { name: 'Replies to Margaret' });
  await expect(replies).toContainText(businessReply);
  await expect(replies).toContainText(`From ${defaultBusiness.name}`);
  await expect(page.locator('body')).not.toContainText(MARGARET_EMAIL);
}

test.describe('with JavaScript, on a phone', () => {
  test.use({ viewport: PHONE });

  test('a reader leaves a comment and is thanked in the page; it waits to be read', async ({ page }) => {
    const email = `rosa.${suffix}@example.com`;
    await visit(page, `/blog/${open.slug}`);
    await expectTheComments(page);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page, { label: 'a post with comments, 390 px' });

    await startUsingForm(page, '#comment-form form');
    const form = commentForm(page);
    await expect(form).toHaveAccessibleName('Leave a comment');
    // Checked in the browser first, each problem beside its field.
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      BLOG_COMMENT_MESSAGES.nameRequired,
    );
    await expect(form.getByRole('textbox', { name: 'Comment' })).toHaveAttribute('aria-invalid', 'true');

    await form.getByRole('textbox', { name: 'Name' }).fill('Rosa');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Comment' }).fill('Thank you.\nWe did ours last week.');
    await form.getByRole('checkbox', { name: 'E-mail me when my comment is approved or answered' }).check();
    await form.getByRole('button', { name: 'Post comment' }).click();

    const thanks = section(page).getByRole('status').filter({ hasText: BLOG_COMMENT_MESSAGES.held });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/blog/${open.slug}$`));
    await expect(commentForm(page)).toBeHidden();
    // Held: not shown until the office has read it.
    await expect(section(page)).not.toContainText('We did ours last week.');
    expect(await storedComment(email)).toMatchObject({
      name: 'Rosa',
      parentId: null,
      content: 'Thank you.\nWe did ours last week.',
      approved: 0,
      notify: 1,
      language: 'en',
    });
    await expectNoAxeViolations(page, { label: 'a comment sent, 390 px' });

    // Another comment: the form again, the name and address kept.
    await section(page).getByRole('link', { name: 'Write another comment' }).click();
    await expect(section(page).getByRole('heading', { name: 'Leave a comment' })).toBeFocused();
    await expect(commentForm(page).getByRole('textbox', { name: 'Name' })).toHaveValue('Rosa');
    await expect(commentForm(page).getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  });

  test('a Reply link opens the form as the answer to its comment', async ({ page }) => {
    const email = `joan.${suffix}@example.com`;
    await visit(page, `/blog/${open.slug}`);
    await section(page).getByRole('link', { name: 'Reply to Margaret' }).click();
    const heading = section(page).getByRole('heading', { name: 'Reply to Margaret' });
    await expect(heading).toBeFocused();
    // Opened in place: the same page, no new load.
    await expect(page).toHaveURL(new RegExp(`/blog/${open.slug}$`));
    await expect(commentForm(page)).toHaveAccessibleName('Reply to Margaret');
    await expect(commentForm(page).locator('input[name="parentId"]')).toHaveValue(String(margaretId));

    await startUsingForm(page, '#comment-form form');
    const form = commentForm(page);
    await form.getByRole('textbox', { name: 'Name' }).fill('Joan');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Comment' }).fill('They did mine last year, quick and tidy.');
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(section(page).getByRole('status').filter({ hasText: BLOG_COMMENT_MESSAGES.held })).toBeVisible();
    expect(await storedComment(email)).toMatchObject({ parentId: margaretId, notify: 0, approved: 0 });
  });

  test('in Spanish, the section and the business’s mark speak Spanish', async ({ page }) => {
    await visit(page, `/es/blog/${open.slug}`);
    const comments = section(page);
    await expect(comments.getByRole('heading', { level: 2, name: 'Comentarios' })).toBeVisible();
    await expect(comments.getByRole('list', { name: 'Respuestas a Margaret' })).toContainText(
      `De ${defaultBusiness.name}`,
    );
    await expect(comments.getByRole('link', { name: 'Responder a Margaret' })).toBeVisible();
    await expect(commentForm(page).getByRole('button', { name: 'Publicar comentario' })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/es a post with comments, 390 px' });
  });

  test('a closed post keeps its comments and says it is closed, with no form', async ({ page }) => {
    await visit(page, `/blog/${closed.slug}`);
    await expect(section(page)).toContainText('Very useful.');
    await expect(section(page)).toContainText('Comments are closed on this post.');
    await expect(section(page).getByRole('form')).toHaveCount(0);
    await expect(section(page).getByRole('link', { name: /^Reply/ })).toHaveCount(0);
    await expectNoAxeViolations(page, { label: 'a closed post, 390 px' });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a Reply link sets the parent; a refusal keeps what was typed; the post thanks the reader', async ({ page }) => {
    const email = `ada.${suffix}@example.com`;
    await page.goto(`/blog/${open.slug}`);
    await expectTheComments(page);
    await section(page).getByRole('link', { name: 'Reply to Margaret' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${open.slug}\\?reply=${margaretId}#comment-form$`));
    const form = commentForm(page);
    await expect(form).toHaveAccessibleName('Reply to Margaret');
    await expect(form.locator('input[name="parentId"]')).toHaveValue(String(margaretId));

    await form.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@');
    await form.getByRole('textbox', { name: 'Comment' }).fill('Do you also take them down in November?');
    await form.getByRole('checkbox', { name: 'E-mail me when my comment is approved or answered' }).check();
    await form.getByRole('button', { name: 'Post comment' }).click();

    // The post again, the form still the reply, what was typed kept, the problem beside its field.
    await expect(page).toHaveURL(new RegExp(`/blog/${open.slug}\\?reply=${margaretId}#comment-form$`));
    const again = commentForm(page);
    await expect(again.getByRole('alert')).toContainText('Your comment was not posted');
    const field = again.getByRole('textbox', { name: 'Email' });
    await expect(field).toHaveValue('ada@');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(again.getByRole('textbox', { name: 'Comment' })).toHaveValue(
      'Do you also take them down in November?',
    );
    await expect(again.getByRole('checkbox', { name: /E-mail me/ })).toBeChecked();
    await expect(again.locator('input[name="parentId"]')).toHaveValue(String(margaretId));

    await field.fill(email);
    await again.getByRole('button', { name: 'Post comment' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${open.slug}\\?comment=held#comments$`));
    // The address's #comments is where the browser goes (a target wins over autofocus): the thanks are
    // right under the section's heading.
    const thanks = section(page).getByRole('status');
    await expect(thanks).toContainText(BLOG_COMMENT_MESSAGES.held);
    await expect(thanks).toBeInViewport();
    await expect(commentForm(page)).toBeHidden();
    expect(await storedComment(email)).toMatchObject({
      name: 'Ada',
      parentId: margaretId,
      approved: 0,
      notify: 1,
      language: 'en',
    });
  });

  test('in Spanish the form posts to the Spanish page and comes back to it', async ({ page }) => {
    const email = `lucia.${suffix}@example.com`;
    await page.goto(`/es/blog/${open.slug}`);
    const form = commentForm(page);
    await form.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await form.getByRole('textbox', { name: 'Comentario' }).fill('¡Muy útil, gracias!');
    await form.getByRole('button', { name: 'Publicar comentario' }).click();
    await expect(page).toHaveURL(new RegExp(`/es/blog/${open.slug}\\?comment=held#comments$`));
    await expect(section(page).getByRole('status')).toContainText(
      '¡Gracias! Su comentario aparecerá cuando nuestro equipo lo haya leído.',
    );
    expect(await storedComment(email)).toMatchObject({ parentId: null, notify: 0, language: 'es' });
  });
});

test.describe('the answers to the form, as the server renders them', () => {
  // axe runs in the page, so the page's JavaScript is on; the app's own scripts are kept out, so the
  // browser sends the form itself and the pages stay as the server rendered them (as in nojs-forms.spec.ts).
  test('have no axe violations, refused or done', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`/blog/${open.slug}?reply=${margaretId}`);
    await expect(section(page).getByRole('heading', { name: 'Reply to Margaret' })).toBeVisible();
    await expectNoAxeViolations(page, { label: 'the reply form, as the server renders it' });

    await commentForm(page).getByRole('button', { name: 'Post comment' }).click();
    await page.waitForLoadState();
    await expect(commentForm(page).getByRole('alert')).toContainText('Your comment was not posted');
    await expectNoAxeViolations(page, { label: 'the comment form refused, as the server renders it' });

    await page.goto(`/blog/${open.slug}?comment=held`);
    await expect(section(page).getByRole('status')).toContainText(BLOG_COMMENT_MESSAGES.held);
    await expectNoAxeViolations(page, { label: 'a comment sent, as the server renders it' });
  });
});

test('the page hydrates over the server’s comments and reply form without an error', async ({ page }) => {
  await visitCleanly(page, `/blog/${open.slug}?reply=${margaretId}`);
  await expect(section(page).getByRole('heading', { name: 'Reply to Margaret' })).toBeVisible();
  await visitCleanly(page, `/blog/${open.slug}?comment=held`);
  await expect(section(page).getByRole('status')).toContainText(BLOG_COMMENT_MESSAGES.held);
});
