import type { Page } from '@playwright/test';
import { businessDatePlus, businessWeekdayPlus } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { latestMailTo } from './support/mailbox';
import { testPhoto } from './support/photos';
import { NARROW, scrollWidth } from './support/ui';
import { createBackOfficeUser, logInWithApi, newUser, registerClient } from './support/users';

const PHONE = { width: 390, height: 844 } as const;
const ACCESS_NOTES = 'Gate 4417, lockbox 9921';

/** "Sunday, November 29, 2026" for a calendar date. */
const fullDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
/** "Sunday, November 29", as the visit screen's question says it. */
const dayWords = (date: string) => fullDay(date).replace(/, \d{4}$/, '');

/** At 320 px the page scrolls only up and down; then back to the window it had. */
async function expectNoSidewaysScroll(page: Page) {
  const before = page.viewportSize() ?? PHONE;
  await page.setViewportSize(NARROW);
  expect(await scrollWidth(page), `${page.url()} at 320 px`).toBeLessThanOrEqual(NARROW.width);
  await page.setViewportSize(before);
}

/**
 * Home watch from end to end, on the real server: the owner of the business plans weekly visits of
 * a client's house; the staff member, on a phone, opens the access notes, starts the first visit
 * early (asked, it moves to today), answers the checklist with an issue, its photo and a reading,
 * and finishes; the client is e-mailed the report (PDF attached, photo
 * inside), dated the day of the check, reads it in the client area, asks for the repair, and finds the home checks
 * among her standing visits, arranged by the office; the office sees the request with
 * the finding it came from; then post-storm checks for the county on the storm board, the owner
 * told once. axe on each new screen; 320 px without sideways scrolling.
 * Rate limits: 1 registration, 2 logins.
 */
test('home watch: plan, visit with a photo on a phone, report e-mailed and read, repair asked', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  // The plan starts on the next weekday: plans put no visit on a day the business is closed (a Sunday).
  const firstDay = businessWeekdayPlus(1);
  const today = businessDatePlus(0);
  const weeksAfterFirstDay = (weeks: number) =>
    new Date(Date.parse(`${firstDay}T12:00:00Z`) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

  // The people: the business's owner (admin), a staff member, and a client who registered.
  const admin = await createBackOfficeUser('admin');
  const staff = await createBackOfficeUser('staff');
  const staffName = `${staff.firstName} ${staff.lastName}`;
  const clientApi = await playwright.request.newContext({ baseURL });
  const client = await registerClient(clientApi, newUser('owner'));
  const adminApi = await playwright.request.newContext({ baseURL });
  await logInWithApi(adminApi, admin);
  const staffApi = await playwright.request.newContext({ baseURL });
  await logInWithApi(staffApi, staff);

  // 1. At the desk: the property, for the client, with its access notes; then a weekly plan.
  const desk = await (await browser.newContext({ baseURL, storageState: await adminApi.storageState() })).newPage();
  await visit(desk, '/admin/properties/new');
  await desk.getByLabel('Find the client by name or e-mail').fill(client.email);
  await desk.getByRole('button', { name: 'Find' }).click();
  await expect(desk.getByLabel('Client', { exact: true })).toContainText(client.email);
  await desk
    .getByLabel('Client', { exact: true })
    .selectOption({ label: `${client.firstName} ${client.lastName} (${client.email})` });
  await desk.locator('[name=label]').fill('Naples condo');
  await desk.locator('[name=addressLine]').fill('12 Gulf Shore Blvd');
  await desk.locator('[name=city]').fill('Naples');
  await desk.locator('[name=zip]').fill('34102');
  await desk.locator('[name=county]').selectOption('Collier');
  await desk.locator('[name=accessNotes]').fill(ACCESS_NOTES);
  await desk.getByRole('button', { name: 'Add property' }).click();
  await desk.waitForURL(/\/admin\/properties\/\d+$/);
  await expect(desk.getByText(ACCESS_NOTES)).toHaveCount(0);

  const plan = desk.locator('form').filter({ has: desk.locator('[name=frequency]') });
  await plan.getByLabel('Every week').check();
  await plan.locator('[name=startsOn]').fill(firstDay);
  await plan.locator('[name=endsOn]').fill(weeksAfterFirstDay(3));
  await plan.locator('[name=startTime]').fill('10:00');
  await plan.locator('[name=staffId]').selectOption({ label: staffName });
  await plan.getByRole('button', { name: 'Save plan' }).click();
  await expect(desk.getByText(/4 visits planned/)).toBeVisible();
  await expectNoAxeViolations(desk);

  // 2. In the driveway, on a phone: the day's visits, the access notes, the checklist, a photo.
  const phone = await (
    await browser.newContext({ baseURL, storageState: await staffApi.storageState(), viewport: PHONE, isMobile: true })
  ).newPage();
  await visit(phone, `/admin/visits?date=${firstDay}`);
  await expectNoAxeViolations(phone);
  await phone.getByRole('link', { name: /Start/ }).first().click();
  await phone.waitForURL(/\/admin\/visits\/\d+$/);
  const visitId = Number(/\/admin\/visits\/(\d+)$/.exec(phone.url())?.[1]);
  await phone.getByRole('button', { name: 'Show access notes' }).click();
  await expect(phone.getByText(ACCESS_NOTES)).toBeVisible();
  // The visit is planned for a later day: starting it today asks first, then moves it to today.
  await phone.getByRole('button', { name: 'Start visit (time in)' }).click();
  await expect(
    phone.getByText(
      `This visit is planned for ${dayWords(firstDay)}. Start it today, ${dayWords(today)}, and move it?`,
    ),
  ).toBeVisible();
  await phone.getByRole('button', { name: 'Yes, start it today' }).click();

  const items = phone.getByRole('group').filter({ has: phone.getByRole('button', { name: 'N/A' }) });
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  expect(count).toBeGreaterThan(20);
  await items.first().getByRole('button', { name: 'Issue' }).click();
  await phone.locator('textarea').first().fill('A soft spot in the lanai screen, torn near the door');
  await phone.getByText('Needs attention', { exact: true }).first().click();
  const photo = await testPhoto('lanai.jpg');
  await phone
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer });
  await expect(phone.getByRole('img', { name: /^Photo 1 of / })).toBeVisible();
  for (let i = 1; i < count; i++) await items.nth(i).getByRole('button', { name: 'OK' }).click();
  // The humidity item asks for its reading before its OK is saved.
  await phone.getByRole('textbox', { name: 'The reading' }).fill('52%');
  await expect(phone.getByText(`${count} of ${count} answered`)).toBeVisible();
  await expect(phone.getByText('Saved', { exact: true })).toHaveCount(count);
  await expectNoAxeViolations(phone);
  await expectNoSidewaysScroll(phone);
  await phone.getByRole('button', { name: 'Finish visit (time out)' }).click();
  await expect(phone.getByText('Visit finished: the report is on its way to the owner')).toBeVisible();

  // 3. The owner's e-mail: the findings, the photo inside the message, the PDF attached.
  const mail = await latestMailTo(client.email, { subject: 'Home check report' });
  expect(mail.subject).toContain('Naples condo');
  // Dated the day the house was checked, not the day it was planned for.
  expect(mail.text).toContain(`We checked Naples condo on ${fullDay(today)}.`);
  expect(mail.text).not.toContain(fullDay(firstDay));
  expect(mail.text).toContain('A soft spot in the lanai screen');
  expect(mail.text).toContain(`/reports/${visitId}`);
  expect(mail.text).not.toContain(ACCESS_NOTES);
  expect(mail.attachments.map((a) => a.contentType)).toEqual(expect.arrayContaining(['application/pdf', 'image/jpeg']));
  expect(mail.attachments.find((a) => a.contentType === 'image/jpeg')?.cid).toBeTruthy();

  // 4. The client, on her phone: My Properties, the report, the repair asked for.
  const owner = await (
    await browser.newContext({ baseURL, storageState: await clientApi.storageState(), viewport: PHONE, isMobile: true })
  ).newPage();
  await visit(owner, '/properties');
  await expect(owner.getByText('1 problem is waiting for your answer')).toBeVisible();
  await expect(owner.getByText(ACCESS_NOTES)).toHaveCount(0);
  await expectNoAxeViolations(owner);
  await owner.getByRole('link', { name: 'Read the report' }).first().click();
  await owner.waitForURL(new RegExp(`/reports/${visitId}$`));
  await expect(owner.getByText('A soft spot in the lanai screen').first()).toBeVisible();
  await expect(owner.getByText(fullDay(today)).first()).toBeVisible();
  await expect(owner.getByRole('img', { name: /Photo 1 of 1/ })).toBeVisible();
  await expectNoAxeViolations(owner);
  await expectNoSidewaysScroll(owner);
  await owner.getByRole('button', { name: 'Ask us to fix this' }).click();
  await owner.getByRole('button', { name: 'Yes, ask for the repair' }).click();
  await expect(owner.getByText('You asked us to fix this.')).toBeVisible();
  const code = (await owner.getByRole('link', { name: /^TA-/ }).first().textContent())?.trim() ?? '';
  expect(code).toMatch(/^TA-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

  // Her standing visits list the home checks, the first on the day it was moved to; the office changes them.
  await visit(owner, '/plans');
  await expect(
    owner.getByText('Home checks at 12 Gulf Shore Blvd, Naples, FL 34102, arranged by the office.', { exact: false }),
  ).toBeVisible();
  await expect(owner.getByText(fullDay(today)).first()).toBeVisible();
  await expect(owner.getByRole('button', { name: /Skip this one/ })).toHaveCount(0);
  await expectNoAxeViolations(owner);

  // 5. The office: the repair request, with the finding it came from and a way to the visit.
  await visit(desk, `/admin/contacts?search=${encodeURIComponent(client.lastName)}`);
  await desk
    .getByRole('link', { name: new RegExp(client.lastName) })
    .first()
    .click();
  await expect(desk.getByRole('heading', { name: 'From a home check' })).toBeVisible();
  await expect(
    desk
      .getByText(/lanai screens and cage intact/i)
      .or(desk.getByText(/Naples condo/))
      .first(),
  ).toBeVisible();
  await desk.getByRole('link', { name: 'Open the visit and its photos' }).click();
  await desk.waitForURL(new RegExp(`/admin/visits/${visitId}$`));
  await expectNoAxeViolations(desk);

  // 6. A storm on the way: post-storm checks for Collier County in one step, the board, the owner told.
  await visit(desk, '/admin/storms');
  await desk.getByLabel('Storm name').fill('Hurricane Test');
  await desk.getByRole('radio', { name: 'Post-storm check' }).check();
  await desk.getByRole('radio', { name: 'Counties' }).check();
  await desk.getByRole('group', { name: 'Florida counties' }).getByLabel('Collier').check();
  await desk.getByRole('textbox', { name: 'Day of the checks' }).fill(businessDatePlus(3));
  await desk.getByLabel('Start time').fill('09:00');
  await desk.getByLabel('Staff member').selectOption({ label: staffName });
  await desk.getByRole('button', { name: 'Create storm checks' }).click();
  await desk.waitForURL(/\/admin\/storms\/\d+$/);
  await expect(desk.getByRole('heading', { level: 1, name: /Hurricane Test/ })).toBeVisible();
  await expect(desk.getByRole('link', { name: /Naples condo/ }).first()).toBeVisible();
  await expectNoAxeViolations(desk);
  await expectNoSidewaysScroll(desk);
  const notice = await latestMailTo(client.email, { subject: 'post-storm check' });
  expect(notice.text).toContain('Naples condo');
  expect(notice.text).not.toContain(ACCESS_NOTES);

  // 7. The checklist the visit used, in the admins' editor.
  await visit(desk, '/admin/checklists');
  await desk
    .getByRole('link', { name: /Florida home/ })
    .first()
    .click();
  await desk.waitForURL(/\/admin\/checklists\/\d+$/);
  // Each section and item in both languages: owners who read Spanish get these words.
  await expect(desk.getByLabel('Name of section 1', { exact: true })).toHaveValue('Exterior and roof');
  await expect(desk.getByLabel('Name of section 1 in Spanish')).toHaveValue('Exterior y techo');
  await expectNoAxeViolations(desk);

  for (const api of [clientApi, adminApi, staffApi]) await api.dispose();
});
