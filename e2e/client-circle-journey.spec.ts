import type { Page } from '@playwright/test';
import { scheduleAppointmentFor } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { latestMailboxId, latestMailTo } from './support/mailbox';
import { latestEmailTo } from './support/outbox';
import { createBackOfficeUser, logInWithApi, newUser, registerClient } from './support/users';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const NO_SESSION = { cookies: [], origins: [] };
/**
 * Budget: the journey comes from its own client address (X-Forwarded-For, trusted from the e2e
 * server's proxy; e2e/README.md "Rate limits"), so its registration, account made by invitation,
 * logins and sign-in e-mail never touch the shared address's limits.
 */
const OWN_ADDRESS = { 'X-Forwarded-For': '10.20.0.1' };
const contextOptions = (extra: Record<string, unknown> = {}) => ({
  baseURL: undefined as string | undefined,
  storageState: NO_SESSION,
  extraHTTPHeaders: OWN_ADDRESS,
  ...extra,
});

/** The path of a link in an e-mail's text, to open against the test server. */
function linkIn(text: string, pattern: RegExp): string {
  const link = pattern.exec(text)?.[0];
  if (!link) throw new Error(`No link matching ${pattern} in this e-mail:\n${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

/**
 * The client's circle as its people live it (docs/circle.md, docs/sign-in.md, docs/visit-status.md):
 * a mother invites her daughter; the daughter accepts on her phone and makes her account; on a
 * second browser (her tablet) she signs in with the six-digit code from the e-mail, starts helping
 * with her mother's account and follows today's visit as the staff member taps On my way, Arrived
 * and Done, with an e-mail for the steps she chose; the mother reads what her daughter did and
 * removes her, and the daughter's next look is refused.
 */
test('a daughter is invited, signs in by code on a second browser, follows a visit, and loses access when removed', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const staff = await createBackOfficeUser('staff');
  const motherContext = await browser.newContext({ ...contextOptions(), baseURL });
  const mother = await registerClient(motherContext.request, newUser('mother'));
  const motherName = `${mother.firstName} ${mother.lastName}`;
  const daughter = newUser('daughter');
  const daughterName = `${daughter.firstName} ${daughter.lastName}`;
  // A visit later today, so it shows as today's and nothing calls it late while the test runs.
  const appointment = scheduleAppointmentFor(mother.username, {
    days: 0,
    startTime: '23:00',
    endTime: '23:30',
    staffUsername: staff.username,
  });
  const mom = await motherContext.newPage();

  await test.step('the mother invites her daughter to see her appointments and get the visit e-mails', async () => {
    await visit(mom, '/circle');
    const form = mom.getByTestId('circle-invite-form');
    await form.getByRole('textbox', { name: 'Their name' }).fill(daughterName);
    await form.getByRole('textbox', { name: /Their e-mail/ }).fill(daughter.email);
    await form.getByRole('checkbox', { name: 'See your appointments and when we are on the way' }).check();
    await form.getByRole('checkbox', { name: 'When we are on the way', exact: true }).check();
    await form.getByRole('checkbox', { name: 'When the visit is done' }).check();
    await form.getByRole('button', { name: 'Send the invitation' }).click();
    const contact = mom.getByTestId('circle-contact').filter({ hasText: daughterName });
    await expect(contact).toHaveAttribute('data-status', 'invited');
    await expectNoAxeViolations(mom, { label: '/circle with an invitation waiting' });
  });

  const invitation = await latestMailTo(daughter.email, { subject: 'invited to help' });
  const acceptPath = linkIn(invitation.text, /https?:\/\/[^\s<>"]+\/circle\/accept\/[^\s<>"]+/);
  await test.step('staff reading the outbox see the invitation without its link', async () => {
    const kept = await latestEmailTo(daughter.email, { subject: 'invited to help' });
    expect(kept.textBody).toContain('[hidden]');
    expect(kept.textBody).not.toContain(acceptPath.split('/').at(-1));
  });

  await test.step('on her phone, the daughter accepts and makes her account', async () => {
    const phoneContext = await browser.newContext({ ...contextOptions({ viewport: PHONE }), baseURL });
    const phone = await phoneContext.newPage();
    await visit(phone, acceptPath);
    const main = phone.getByRole('main');
    await expect(main).toContainText(`${motherName} invites you`);
    await expectNoAxeViolations(phone, { label: 'the invitation at 390 px' });
    await expectNoSidewaysScroll(phone);
    const form = main.getByTestId('circle-accept-new-form');
    await form.getByRole('textbox', { name: 'First name' }).fill(daughter.firstName);
    await form.getByRole('textbox', { name: 'Last name' }).fill(daughter.lastName);
    await form.getByLabel('Password', { exact: true }).fill(daughter.password);
    await form.getByLabel('Type the password again').fill(daughter.password);
    await form.getByRole('button', { name: 'Create my account and accept' }).click();
    await expect(phone.getByTestId('circle-acting-banner')).toContainText(`${motherName}'s`);
    await phoneContext.close();
  });

  const tabletContext = await browser.newContext({ ...contextOptions({ viewport: TABLET }), baseURL });
  const tablet = await tabletContext.newPage();
  await test.step('on her tablet, she signs in with the code from the e-mail', async () => {
    const before = latestMailboxId();
    await visit(tablet, '/auth');
    await tablet.getByRole('link', { name: 'E-mail me a sign-in link and code' }).click();
    await tablet.getByRole('textbox', { name: 'Email' }).fill(daughter.email);
    await tablet.getByRole('button', { name: 'E-mail me a link and code' }).click();
    await expect(tablet.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible();
    const mail = await latestMailTo(daughter.email, { subject: 'sign-in link and code', afterId: before });
    const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
    if (!code) throw new Error(`No code in this e-mail:\n${mail.text}`);
    await tablet.getByTestId('sign-in-code-form').getByRole('textbox', { name: '6-digit code' }).fill(code);
    await tablet.getByTestId('sign-in-code-form').getByRole('button', { name: 'Sign in' }).click();
    await expect(tablet).toHaveURL('/dashboard');
  });

  const status = tablet.getByTestId('visit-status');
  await test.step('she starts helping with her mother’s account and sees today’s visit', async () => {
    await tablet
      .getByTestId('circle-dashboard-card')
      .getByRole('button', { name: `Help with ${motherName}'s account` })
      .click();
    await expect(tablet.getByTestId('circle-acting-banner')).toContainText(`${motherName}'s`);
    await expect(status).toBeAttached();
    await expect(status).toBeEmpty();
    await expectNoAxeViolations(tablet, { label: '/dashboard, helping with the mother’s account' });
  });

  const staffContext = await browser.newContext({ ...contextOptions({ viewport: PHONE, hasTouch: true }), baseURL });
  await logInWithApi(staffContext.request, staff);
  const driveway = await staffContext.newPage();
  await visit(driveway, `/admin/appointments/${appointment.id}`);

  await test.step('On my way: the daughter’s dashboard shows it, and she is e-mailed', async () => {
    const before = latestMailboxId();
    await driveway.getByTestId('visit-step-on_my_way').tap();
    await expect(driveway.getByTestId('visit-step-status')).toContainText('On my way: saved.');
    await expect(status).toHaveAttribute('data-step', 'on_my_way', { timeout: 40_000 });
    await expect(status).toContainText(`${staff.firstName} is on the way`);
    const mail = await latestMailTo(daughter.email, { subject: 'is on the way', afterId: before });
    expect(mail.text).toContain(motherName);
  });

  await test.step('Arrived, then Done', async () => {
    await driveway.getByTestId('visit-step-arrived').tap();
    await expect(driveway.getByTestId('visit-step-arrived')).toContainText(/Tapped at/);
    await tablet.reload();
    await expect(status).toHaveAttribute('data-step', 'arrived');
    const before = latestMailboxId();
    await driveway.getByTestId('visit-step-done').tap();
    await expect(driveway.getByTestId('visit-step-done')).toContainText(/Tapped at/);
    await tablet.reload();
    await expect(status).toHaveAttribute('data-step', 'done');
    await expect(status).toContainText('Finished at');
    await latestMailTo(daughter.email, { subject: 'has finished', afterId: before });
  });

  await test.step('the mother reads what her daughter did, and removes her', async () => {
    await visit(mom, '/circle');
    await expect(mom.getByTestId('circle-log')).toContainText(`${daughterName} started helping with your account`);
    await mom.getByRole('button', { name: `Remove (${daughterName})` }).click();
    await mom.getByRole('dialog').getByRole('button', { name: 'Yes, remove' }).click();
    await expect(mom.getByTestId('circle-contact').filter({ hasText: daughterName })).toHaveAttribute(
      'data-status',
      'removed',
    );
  });

  await test.step('the daughter’s next look is refused, and she is told why', async () => {
    const refused = await tabletContext.request.get('/api/appointments');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('Your access to this account has ended.');
    await tablet.reload();
    await expect(tablet.getByTestId('circle-ended-banner')).toContainText('Your access to this account has ended.');
    await expect(tablet.getByTestId('visit-status')).toHaveCount(0);
    await tablet.getByRole('button', { name: 'Back to my own account' }).first().click();
    await expect(tablet.getByTestId('circle-ended-banner')).toHaveCount(0);
    const own = await tabletContext.request.get('/api/appointments');
    expect(own.status()).toBe(200);
    expect(await own.json()).toEqual([]);
  });

  await staffContext.close();
  await tabletContext.close();
  await motherContext.close();
});
