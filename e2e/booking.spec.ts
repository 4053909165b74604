import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { setStaffHours } from './support/availability';
import { expect, test, visit as visitPage, waitForHydration } from './support/fixtures';
import { NARROW, scrollWidth } from './support/ui';
import { createBackOfficeUser, newUser } from './support/users';

/**
 * Picking a free time on /contact (docs/booking.md). A staff member of our own works 9 to 11 every day,
 * and is the only one with hours (earlier files of the run set up others), so each day offers one
 * two-hour Tech Support visit at 9:00: two people wanting the same time race for it. Each page comes from its own address (X-Forwarded-For 10.21.2.x): this file sends three
 * requests, none from the suite's shared address.
 */

const SERVICE = 'Tech Support';
const TAKEN = 'Sorry, someone has just taken that time. Please pick another one from the list.';

test.beforeAll(async () => {
  const staff = await createBackOfficeUser('staff', newUser('booking-staff'));
  setStaffHours(staff.username, { starts: '09:00', ends: '11:00', onlyOne: true });
});

async function openPage(browser: Browser, address: string, viewport = { width: 390, height: 844 }) {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const page = await context.newPage();
  await visitPage(page, '/contact');
  await waitForHydration(page, '#main form');
  return page;
}

async function fillRequest(page: Page, label: string) {
  const main = page.getByRole('main');
  const person = newUser(label);
  await main.getByRole('textbox', { name: 'Full name' }).fill(`${person.firstName} ${person.lastName}`);
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
  await main.getByRole('textbox', { name: 'Phone' }).fill('(352) 555-0199');
  await main.getByRole('textbox', { name: 'Message' }).fill('Please help me set up my new tablet.');
  await main.getByRole('combobox', { name: 'Service', exact: true }).selectOption({ label: SERVICE });
  await main.getByRole('combobox', { name: 'County where we should come' }).selectOption({ label: 'Pasco County' });
  await expect(page.getByTestId('slot-list')).toBeVisible();
}

test('a visitor on a phone picks a free time with the keyboard and sees it held', async ({ browser }) => {
  const page = await openPage(browser, '10.21.2.1');
  await fillRequest(page, 'booking-phone');
  await expect(page.getByRole('group', { name: 'Pick a time that suits you' })).toBeVisible();
  await expectNoAxeViolations(page, { label: '/contact with the free times' });

  // From the county choice, Tab reaches the list; Space picks the first free time.
  await page.getByRole('combobox', { name: 'County where we should come' }).focus();
  await page.keyboard.press('Tab');
  const first = page.getByTestId('slot-list').getByRole('radio').first();
  await expect(first).toBeFocused();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  const label = (await first.locator('xpath=..').innerText()).trim();
  expect(label).toMatch(/9:00 AM to 11:00 AM/);

  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByTestId('booked-time')).toHaveText(/^We are holding .+9:00 AM to 11:00 AM for you\./);
  await page.context().close();
});

test('two people wanting the same time: the second is told to pick another and sees fresh times', async ({
  browser,
}) => {
  const first = await openPage(browser, '10.21.2.2');
  const second = await openPage(browser, '10.21.2.3');
  await fillRequest(first, 'booking-race-a');
  await fillRequest(second, 'booking-race-b');
  // Both pick the earliest free time, loaded before either sends.
  const firstChoice = first.getByTestId('slot-list').getByRole('radio').first();
  const secondChoice = second.getByTestId('slot-list').getByRole('radio').first();
  const value = await firstChoice.getAttribute('value');
  expect(await secondChoice.getAttribute('value')).toBe(value);
  await firstChoice.check();
  await secondChoice.check();

  await first.getByRole('button', { name: 'Submit Request' }).click();
  await expect(first.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await second.getByRole('button', { name: 'Submit Request' }).click();
  await expect(second.getByText(TAKEN).first()).toBeVisible();
  // What was typed stays; the time taken is gone from the list.
  await expect(second.getByRole('textbox', { name: 'Message' })).toHaveValue('Please help me set up my new tablet.');
  await expect(second.locator(`input[type=radio][value="${value}"]`)).toHaveCount(0);
  await expect(second.getByTestId('slot-list').getByRole('radio').first()).not.toBeChecked();
  await first.context().close();
  await second.context().close();
});

test('the list of times fits a 320 px screen and is in the page without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ viewport: NARROW, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  // Without JavaScript: the service and county form reloads the page with the list.
  await page.getByLabel('Which service?').selectOption({ label: SERVICE });
  await page.getByLabel('County where we should come').first().selectOption({ label: 'Pasco County' });
  await page.getByRole('button', { name: 'Show free times' }).click();
  await expect(page).toHaveURL(/serviceTypeId=\d+&county=Pasco/);
  await expect(page.getByTestId('slot-list').getByRole('radio').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show later days' })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
  await context.close();
});
