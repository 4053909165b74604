import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { latestMailboxId, latestMailTo } from './support/mailbox';
import { createBackOfficeUser, logInWithApi } from './support/users';

/** The first address in an e-mail's text that leads to `path` on this site, as a path to open. */
function linkTo(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s<>"]+${path.replace(/[?]/g, '\\?')}[^\\s<>"]*`).exec(text);
  expect(match, `a link to ${path} in:\n${text}`).not.toBeNull();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The newsletter and blog comments, as their people use them (docs/newsletter.md, docs/blog-comments.md): a
 * reader subscribes on her phone and confirms from the e-mail; the owner sends a post; the reader gets it,
 * comments and asks to hear back; the owner approves and answers at her desk; the reader reads the answer,
 * then leaves the newsletter in one click.
 */
test('a reader subscribes, gets a post, comments, is answered, and unsubscribes in one click', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = randomBytes(3).toString('hex');
  const reader = `reader.${tag}@example.com`;
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.20.0.61' },
  });
  const page = await phone.newPage();

  await test.step('the reader subscribes on her phone and confirms from the e-mail', async () => {
    const before = latestMailboxId();
    await visit(page, '/newsletter');
    const form = page.locator('#main form');
    await form.getByLabel('E-mail', { exact: true }).fill(reader);
    await form.getByLabel('Your name (optional)').fill('Ruth');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Almost done: we sent you an e-mail.')).toBeVisible();
    const confirm = await latestMailTo(reader, { subject: 'Please confirm your subscription', afterId: before });
    await visit(page, linkTo(confirm.text, '/newsletter/confirm'));
    await page.getByRole('button', { name: 'Yes, send me the newsletter' }).click();
    await expect(page.getByText('You are subscribed. Thank you!')).toBeVisible();
  });

  const owner = await createBackOfficeUser('admin');
  const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await logInWithApi(desk.request, owner);
  const title = `Hurricane kit ${tag}`;
  const slug = `hurricane-kit-${tag}`;
  const created = await desk.request.post('/api/admin/blog', {
    data: {
      title,
      slug,
      excerpt: 'What to have at home before June.',
      content: 'Water for three days.\nYour medicines, and copies of your papers.',
      published: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: postId } = (await created.json()) as { id: number };
  const office = await desk.newPage();

  await test.step('the owner sends the post to the subscribers', async () => {
    const before = latestMailboxId();
    await visit(office, `/admin/blog/${postId}`);
    const section = office.getByRole('region', { name: 'Newsletter' });
    await section.getByRole('button', { name: 'Send to subscribers' }).click();
    const dialog = office.getByRole('alertdialog', { name: 'Send to subscribers' });
    await dialog.getByRole('button', { name: 'Send to subscribers' }).click();
    await expect(section).toContainText(/sent/i);
    const sent = await latestMailTo(reader, { subject: title, afterId: before, timeoutMs: 30_000 });
    expect(sent.text).toContain('What to have at home before June.');
    expect(sent.text).toMatch(/Unsubscribe/i);
  });

  const newsletter = await latestMailTo(reader, { subject: title });

  await test.step('the reader opens the post from the e-mail and comments, asking to hear back', async () => {
    await visit(page, linkTo(newsletter.text, `/blog/${slug}`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const comments = page.locator('#comments');
    await expect(comments).toContainText('No comments yet');
    await comments.getByLabel('Name').fill('Ruth');
    await comments.getByLabel('Email', { exact: false }).first().fill(reader);
    await comments
      .getByLabel('Comment', { exact: true })
      .fill('Do you bring the water for clients who cannot carry it?');
    await comments.getByLabel(/E-mail me when my comment/).check();
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await expect(comments).toContainText('Your comment will appear once our team has read it.');
    // Held: nobody sees it yet.
    const stranger = await browser.newContext({ baseURL });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`/blog/${slug}`);
    await expect(strangerPage.locator('#comments')).not.toContainText('bring the water');
    await stranger.close();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, { label: `/blog/${slug} with its comment form at 390 px` });
  });

  await test.step('the owner reads the office e-mail, approves and answers at her desk', async () => {
    const toOffice = await latestMailTo(owner.email, { subject: `New comment on “${title}”` });
    expect(toOffice.text).toContain('Do you bring the water');
    expect(toOffice.text).not.toContain(reader);
    await visit(office, linkTo(toOffice.text, '/admin/blog-comments'));
    const comment = office.getByRole('article').filter({ hasText: 'Do you bring the water' });
    await expect(comment).toContainText(reader);
    await comment.getByRole('button', { name: 'Reply' }).click();
    await office.getByLabel('Your reply').fill('Yes: we carry it in and put it where you want it.');
    await office.getByRole('button', { name: 'Publish reply' }).click();
    await expect(office.getByRole('status').filter({ hasText: /reply/i })).toBeVisible();
    await expectNoAxeViolations(office, { label: '/admin/blog-comments at 1280 px' });
  });

  await test.step('the reader is told, and reads the answer under her comment, marked as the business’s', async () => {
    const answered = await latestMailTo(reader, { subject: 'answered your comment' });
    // The e-mail's link opens in a new tab.
    const tab = await phone.newPage();
    await visit(tab, linkTo(answered.text, `/blog/${slug}`));
    const comments = tab.locator('#comments');
    await expect(comments).toContainText('Do you bring the water');
    await expect(comments).toContainText('we carry it in');
    await expect(comments).not.toContainText(reader);
  });

  await test.step('the reader leaves the newsletter in one click', async () => {
    await visit(page, linkTo(newsletter.text, '/newsletter/unsubscribe'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You will get no more newsletters.')).toBeVisible();
  });

  await Promise.all([phone.close(), desk.close()]);
});
