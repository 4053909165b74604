import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';
import { createBackOfficeUser, logInWithApi, newUser, type TestUser } from './support/users';

// E-mail that does not get through, as the owner meets it (docs/jobs.md, "The outbox"): on a server of
// its own whose mail server refuses one address for good (550) and asks to try another later (421).
test.describe.configure({ mode: 'serial' });

let server: OwnServer;
let smtp: SMTPServer;
let admin: TestUser;
let staff: TestUser;
/** While true, the mail server refuses the "typo" address; then it takes it. */
let refusingTypo = true;
const accepted: string[] = [];

const TYPO = 'rose.typo@example.com';
const BUSY = 'walter.busy@example.com';

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refuse = (code: number, message: string) =>
        callback(Object.assign(new Error(message), { responseCode: code }));
      if (address.address === TYPO && refusingTypo) return refuse(550, 'No such mailbox here');
      if (address.address === BUSY) return refuse(421, 'Too busy, try again later');
      accepted.push(address.address);
      return callback();
    },
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startOwnServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  admin = await createBackOfficeUser('admin', newUser('owner'), { dataDir: server.dataDir });
  staff = await createBackOfficeUser('staff', newUser('staff'), { dataDir: server.dataDir });
  // Two visitors' requests: each confirmation goes to an address the mail server does not take.
  for (const [firstName, email] of [
    ['Rose', TYPO],
    ['Walter', BUSY],
  ] as const) {
    const sent = await fetch(`${server.baseURL}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseURL },
      body: JSON.stringify({
        firstName,
        lastName: 'Porter',
        email,
        phone: '(352) 555-0142',
        serviceInterest: 'Home/Tech Support',
        message: 'Please help me with the new printer.',
        newsletter: false,
      }),
    });
    expect(sent.status).toBe(201);
  }
});
test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

async function signedIn(browser: Browser, user: TestUser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 900 } });
  await logInWithApi(context.request, user);
  return context.newPage();
}

/** The outbox's row (a card on a phone) of the e-mail to `to`. */
const rowTo = (page: Page, to: string) =>
  page.locator('tr, article, li').filter({ hasText: to }).filter({ visible: true }).first();

test('the dashboard warns the owner that e-mail is not getting through', async ({ browser }) => {
  const page = await signedIn(browser, admin, 1280);
  await expect(async () => {
    await page.goto('/admin');
    await expect(page.getByText('E-mail is not getting through')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(/1 e-mail could not be sent and 1 e-mail is waiting to be tried again/)).toBeVisible();
  await expectNoAxeViolations(page, { label: '/admin with e-mail failing' });
  await page.getByRole('link', { name: 'Open the outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
});

for (const width of [390, 1280]) {
  test(`the outbox shows each try and its reason, and only an admin sends a failed e-mail again (${width} px)`, async ({
    browser,
  }, testInfo) => {
    const page = await signedIn(browser, staff, width);
    await page.goto('/admin/outbox');
    await waitForHydration(page);
    const failed = rowTo(page, TYPO);
    await expect(failed.getByText('Failed')).toBeVisible();
    await expect(failed.getByText('Tried once')).toBeVisible();
    await expect(rowTo(page, BUSY).getByText(/Tried once; next try/)).toBeVisible();
    // Staff read it all, but sending again is the owner's.
    await expect(page.getByRole('button', { name: /Send again/ })).toHaveCount(0);
    await expectNoAxeViolations(page, { label: `/admin/outbox for staff at ${width} px` });
    await page.screenshot({ path: testInfo.outputPath(`outbox-staff-${width}.png`), fullPage: true });
  });
}

test('an admin sends the failed e-mail again once the address works, and it goes', async ({ browser }, testInfo) => {
  const page = await signedIn(browser, admin, 390);
  await page.goto('/admin/outbox');
  await waitForHydration(page);
  const failed = rowTo(page, TYPO);
  await failed.getByRole('button', { name: 'Read' }).click();
  await expect(
    page.getByText(/Could not be sent: The mail server refused this message for good \(550/).filter({ visible: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { label: '/admin/outbox for the owner, a failed e-mail open' });
  await page.screenshot({ path: testInfo.outputPath('outbox-owner-390.png'), fullPage: true });

  refusingTypo = false;
  await failed.getByRole('button', { name: /Send again/ }).click();
  await expect(page.getByText('Queued to be sent again').filter({ visible: true })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(rowTo(page, TYPO).getByText('Sent', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  expect(accepted.filter((address) => address === TYPO)).toHaveLength(1);
  await expect(page.getByRole('button', { name: /Send again/ })).toHaveCount(0);
});
