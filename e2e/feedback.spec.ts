import type { APIRequestContext } from '@playwright/test';
import { scheduleAppointmentFor } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { latestMailboxId, latestMailTo } from './support/mailbox';
import { createBackOfficeUser, logInWithApi, registerClient, type TestUser } from './support/users';

const REVIEW_PAGE = 'https://reviews.example/trusted-assistance';

/** A visit of today for `client`, tapped through to Done by `staff` as the phone would; the e-mailed link's path. */
async function finishedVisitLink(staff: APIRequestContext, staffUser: TestUser, client: TestUser): Promise<string> {
  const appointment = scheduleAppointmentFor(client.username, {
    days: 0,
    startTime: '23:00',
    endTime: '23:30',
    staffUsername: staffUser.username,
  });
  const afterId = latestMailboxId();
  for (const step of ['arrived', 'done']) {
    const tapped = await staff.post(`/api/admin/appointments/${appointment.id}/progress`, { data: { step } });
    expect(tapped.status(), await tapped.text()).toBe(200);
  }
  const mail = await latestMailTo(client.email, { subject: 'How was your', afterId });
  expect(mail.text).toContain(`${staffUser.firstName} finished your`);
  expect(mail.text).toContain(`good or bad: ${REVIEW_PAGE}`);
  const match = /https?:\/\/[^\s<>"]+\/feedback\/[A-Za-z0-9_-]{43}/.exec(mail.text);
  if (!match) throw new Error(`No feedback link in:\n${mail.text}`);
  return new URL(match[0]).pathname;
}

/**
 * Feedback after a visit (docs/feedback.md): the owner sets the public review page; a visit is tapped
 * Done; the client opens the e-mailed link on a phone, signed out, and gives 5 stars with a comment; the
 * same client's next visit is rated 2 without JavaScript; the owner reads both at a desk.
 */
test('a client rates a visit from the e-mail on a phone, and the owner reads the scores', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const extraHTTPHeaders = { 'X-Forwarded-For': '10.20.0.37' };
  const owner = await createBackOfficeUser('admin');
  const staffUser = await createBackOfficeUser('staff');
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders });
  await logInWithApi(ownerContext.request, owner);
  const staffContext = await browser.newContext({ extraHTTPHeaders });
  await logInWithApi(staffContext.request, staffUser);
  const clientRequest = await browser.newContext({ extraHTTPHeaders });
  const client = await registerClient(clientRequest.request);
  await clientRequest.close();

  const set = await ownerContext.request.put('/api/admin/feedback/settings', { data: { reviewUrl: REVIEW_PAGE } });
  expect(set.status()).toBe(200);

  // The client, on a phone, signed out: the e-mail's button opens the page.
  const firstLink = await finishedVisitLink(staffContext.request, staffUser, client);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, baseURL });
  const page = await phone.newPage();
  await visit(page, firstLink);
  await expect(page.getByRole('heading', { level: 1, name: 'How did we do?' })).toBeVisible();
  await expect(page.getByText(`with ${staffUser.firstName}.`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, { label: '/feedback/:token at 390 px' });
  // Sent without a score: said in words beside the stars.
  await page.getByRole('button', { name: 'Send my rating' }).tap();
  await expect(page.getByText('Please choose from 1 to 5 stars')).toBeVisible();
  const five = page.getByRole('radio', { name: '5 stars: excellent' });
  const box = await page.locator('label').filter({ has: five }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await five.check();
  await page.getByLabel('Anything you would like to tell us? (optional)').fill('Maria was kind and quick.');
  await page.getByRole('button', { name: 'Send my rating' }).tap();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText('You gave this visit 5 stars out of 5.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Write a public review/ })).toHaveAttribute('href', REVIEW_PAGE);
  await expectNoAxeViolations(page, { label: '/feedback/:token answered, at 390 px' });
  // The link works once: opened again, it thanks rather than asks.
  await page.reload();
  await expect(page.getByText('You gave this visit 5 stars out of 5.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send my rating' })).toHaveCount(0);
  await phone.close();

  // The next visit, rated without JavaScript: the form posts to its page, which answers with the thanks.
  const secondLink = await finishedVisitLink(staffContext.request, staffUser, client);
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await noScript.newPage();
  await plain.goto(secondLink);
  await plain.getByRole('radio', { name: '2 stars: not good' }).check();
  await plain.getByLabel('Anything you would like to tell us? (optional)').fill('Late, and the groceries were wrong.');
  await plain.getByRole('button', { name: 'Send my rating' }).click();
  await expect(plain.getByText('You gave this visit 2 stars out of 5.')).toBeVisible();
  await expect(plain.getByText('We are sorry it was not better.')).toBeVisible();
  // The same review link after a low score as after a high one.
  await expect(plain.getByRole('link', { name: /Write a public review/ })).toHaveAttribute('href', REVIEW_PAGE);
  await noScript.close();
  const alert = await latestMailTo(owner.email, { subject: `2 stars from ${client.firstName}` });
  expect(alert.text).toContain('Comment: Late, and the groceries were wrong.');

  // The owner, at a desk: the scores and every comment.
  const desk = await ownerContext.newPage();
  await visit(desk, '/admin/feedback');
  await expect(desk.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const byStaff = desk.getByRole('region', { name: 'Scores by staff member' });
  await expect(
    byStaff.getByRole('row', { name: new RegExp(`${staffUser.firstName} ${staffUser.lastName}`) }),
  ).toContainText('3.5 (2)');
  await expect(desk.getByText('Late, and the groceries were wrong.')).toBeVisible();
  await expect(desk.getByText('Low score: call the client').first()).toBeVisible();
  await expectNoAxeViolations(desk, { label: '/admin/feedback at 1280 px' });
  await ownerContext.close();
  await staffContext.close();
});
