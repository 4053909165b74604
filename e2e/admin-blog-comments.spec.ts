import { randomBytes } from 'node:crypto';
import type { AdminBlogCommentPage, PublicBlogComment } from '@ta/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { scrollWidth } from './support/ui';
import { createBackOfficeUser, logInWithApi } from './support/users';

/**
 * A reader's comment from an address of its own: the public form allows 5 an hour per address
 * (e2e/README.md "Rate limits"), and this journey leaves seven.
 */
let nextAddress = 1;
async function leaveComment(
  request: APIRequestContext,
  slug: string,
  comment: { name: string; email: string; content: string; notify?: boolean },
) {
  return request.post(`/api/blog/${slug}/comments`, {
    data: comment,
    headers: { 'X-Forwarded-For': `10.53.0.${nextAddress++}` },
  });
}

const statusSaying = (page: Page, words: string | RegExp) => page.getByRole('status').filter({ hasText: words });

/**
 * Moderating the blog's comments (docs/blog-comments.md, "Back office"): the owner opens the Comments page
 * from the office e-mail's link, approves one, answers another, marks spam, blocks an address (whose next
 * comment goes to Spam without a word), deletes one on her phone, then closes the post's comments from the
 * editor and the public form is refused.
 */
test('the office approves, answers, marks spam, blocks and deletes comments, and closes a post’s comments', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.slow();
  const tag = randomBytes(3).toString('hex');
  const owner = await createBackOfficeUser('admin');
  const desk = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': '10.53.1.1' },
  });
  await logInWithApi(desk.request, owner);
  const slug = `storm-shutters-${tag}`;
  const created = await desk.request.post('/api/admin/blog', {
    data: {
      title: `Storm shutters ${tag}`,
      slug,
      excerpt: 'When to put them up, and who can help.',
      content: 'Put them up when a watch is announced.\nCall us if you cannot lift them.',
      published: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: postId } = (await created.json()) as { id: number };

  const reader = await playwright.request.newContext({ baseURL });
  const people = {
    rose: { name: `Rose ${tag}`, email: `rose.${tag}@example.com`, content: 'Thank you, very clear.', notify: true },
    walt: { name: `Walt ${tag}`, email: `walt.${tag}@example.com`, content: 'Do you put them up on weekends?' },
    pills: { name: `Pills ${tag}`, email: `pills.${tag}@example.com`, content: 'Cheap pills, best price!' },
    troll: { name: `Troll ${tag}`, email: `troll.${tag}@example.com`, content: 'First! <script>alert(1)</script>' },
    typo: { name: `Typo ${tag}`, email: `typo.${tag}@example.com`, content: 'Sorry, posted twice.' },
  };
  for (const comment of Object.values(people)) {
    const answer = await leaveComment(reader, slug, comment);
    expect(answer.status(), await answer.text()).toBe(202);
  }
  const listed = await desk.request.get('/api/admin/blog-comments?status=waiting');
  const waiting = (await listed.json()) as AdminBlogCommentPage;
  const idOf = (name: string) => waiting.items.find((comment) => comment.name === name)!.id;
  const publicComments = async () =>
    (await (await reader.get(`/api/blog/${slug}/comments`)).json()) as PublicBlogComment[];

  const office = await desk.newPage();
  const card = (name: string) => office.getByRole('article', { name });

  await test.step('the page is next to Blog in the navigation', async () => {
    await visit(office, '/admin/blog');
    const nav = office.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Comments', exact: true }).click();
    await expect(office).toHaveURL('/admin/blog-comments');
    await expect(office.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
    await expect(office.getByText(/comments? (is|are) waiting for a decision\./)).toBeVisible();
    await expect(office.getByRole('tab', { name: /^Waiting \d+$/ })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('the office e-mail’s link marks its comment, which shows as plain text', async () => {
    await visit(office, `/admin/blog-comments?comment=${idOf(people.troll.name)}`);
    const troll = card(people.troll.name);
    await expect(troll).toContainText('The comment the e-mail is about');
    await expect(troll).toBeFocused();
    await expect(troll.locator('blockquote')).toHaveText(people.troll.content);
    await expect(troll).toContainText(people.troll.email);
    await expect(troll.getByRole('link', { name: `Storm shutters ${tag}` })).toHaveAttribute(
      'href',
      `/blog/${slug}#comments`,
    );
    await expect(card(people.rose.name)).toContainText('Asked to be e-mailed when it is approved or answered');
    await expect(card(people.walt.name)).toContainText('Did not ask for an e-mail');
    await expectNoAxeViolations(office, { label: '/admin/blog-comments at 1280 px' });
  });

  await test.step('approve', async () => {
    await card(people.rose.name)
      .getByRole('button', { name: `Approve the comment by ${people.rose.name}` })
      .click();
    await expect(statusSaying(office, `The comment by ${people.rose.name} is approved`)).toBeVisible();
    await expect(card(people.rose.name)).toHaveCount(0);
    expect((await publicComments()).map((comment) => comment.name)).toContain(people.rose.name);
  });

  await test.step('reply: checked first, then published under the comment', async () => {
    const walt = card(people.walt.name);
    await walt.getByRole('button', { name: `Reply to ${people.walt.name}` }).click();
    const box = walt.getByLabel(`Your reply to ${people.walt.name}`);
    await expect(box).toBeFocused();
    await walt.getByRole('button', { name: 'Publish reply' }).click();
    await expect(walt.getByText('Please write your comment')).toBeVisible();
    await expectNoAxeViolations(office, { label: '/admin/blog-comments reply form with its error' });
    await box.fill('Yes, Saturdays too. Call us to book.');
    await walt.getByRole('button', { name: 'Publish reply' }).click();
    await expect(statusSaying(office, `Your reply to ${people.walt.name} is published`)).toBeVisible();
    const answered = (await publicComments()).find((comment) => comment.name === people.walt.name);
    expect(answered?.replies).toEqual([
      expect.objectContaining({ content: 'Yes, Saturdays too. Call us to book.', fromBusiness: true }),
    ]);
  });

  await test.step('mark as spam', async () => {
    await card(people.pills.name)
      .getByRole('button', { name: `Mark as spam the comment by ${people.pills.name}` })
      .click();
    await expect(statusSaying(office, `The comment by ${people.pills.name} is marked as spam`)).toBeVisible();
    await expect(card(people.pills.name)).toHaveCount(0);
  });

  await test.step('block an address, after the dialog says what it does', async () => {
    await card(people.troll.name)
      .getByRole('button', { name: `Block address of ${people.troll.name}` })
      .click();
    const dialog = office.getByRole('alertdialog', { name: 'Block this address?' });
    await expect(dialog).toContainText(people.troll.email);
    await expect(dialog).toContainText('Their comments not yet approved move to Spam.');
    await expect(dialog).toContainText('Anything they send later is kept in Spam without telling them');
    await expectNoAxeViolations(office, { label: '/admin/blog-comments block dialog' });
    await dialog.getByRole('button', { name: 'Block address' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(statusSaying(office, `${people.troll.name}’s address is blocked`)).toBeVisible();
    // The blocked reader is told nothing new: the same answer, and the comment waits in Spam unseen.
    const again = await leaveComment(reader, slug, { ...people.troll, content: 'Hello again' });
    expect(again.status()).toBe(202);
    await office.getByRole('tab', { name: 'Spam' }).click();
    // The e-mail's comment stays marked from tab to tab: blocked, it is in Spam now.
    await expect(office).toHaveURL(`/admin/blog-comments?status=spam&comment=${idOf(people.troll.name)}`);
    await expect(card(people.troll.name).filter({ hasText: people.troll.content })).toContainText(
      'The comment the e-mail is about',
    );
    await expect(office.getByRole('article').filter({ hasText: 'Hello again' })).toBeVisible();
    await expect(card(people.pills.name)).toBeVisible();
    await expectNoAxeViolations(office, { label: '/admin/blog-comments?status=spam at 1280 px' });
  });

  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.53.1.2' },
  });
  await logInWithApi(phone.request, owner);
  const mobile = await phone.newPage();

  await test.step('delete, on a phone, after asking', async () => {
    await visit(mobile, '/admin/blog-comments');
    const typo = mobile.getByRole('article', { name: people.typo.name });
    await expect(typo).toBeVisible();
    expect(await scrollWidth(mobile)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(mobile, { label: '/admin/blog-comments at 390 px' });
    await typo.getByRole('button', { name: `Delete the comment by ${people.typo.name}` }).tap();
    const dialog = mobile.getByRole('alertdialog', { name: 'Delete this comment?' });
    await expect(dialog).toContainText('any replies under it are deleted for good');
    await dialog.getByRole('button', { name: 'Delete comment' }).tap();
    await expect(statusSaying(mobile, `The comment by ${people.typo.name} is deleted`)).toBeVisible();
    await expect(typo).toHaveCount(0);
    await mobile.getByRole('tab', { name: 'Approved' }).tap();
    await expect(mobile.getByRole('article', { name: people.rose.name })).toBeVisible();
    expect(await scrollWidth(mobile)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(mobile, { label: '/admin/blog-comments?status=approved at 390 px' });
  });

  await test.step('the editor’s Close comments switch closes the post to new comments', async () => {
    await visit(office, `/admin/blog/${postId}`);
    const section = office.getByRole('region', { name: 'Comments' });
    const toggle = section.getByRole('switch', { name: 'Close comments' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(section.getByRole('status')).toHaveText('Saved: comments are closed.');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(section).toContainText('Comments closed: readers can no longer comment; approved comments stay.');
    await expectNoAxeViolations(office, { label: `/admin/blog/${postId} with comments closed` });
    const refused = await leaveComment(reader, slug, {
      name: 'Late reader',
      email: `late.${tag}@example.com`,
      content: 'Am I too late?',
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('blog_comments_closed');
    // Approved comments stay.
    expect((await publicComments()).map((comment) => comment.name)).toContain(people.rose.name);
  });

  await Promise.all([desk.close(), phone.close(), reader.dispose()]);
});
