import { request as playwrightRequest } from '@playwright/test';
import { staffDirectorySchema } from '@ta/shared';
import ICAL from 'ical.js';
import { businessWeekdayPlus } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import { userIdOf } from './support/database';
import { expect, test, visit } from './support/fixtures';
import { createBackOfficeUser, logInWithApi, registerClient } from './support/users';

/** The feed's events as a calendar app reads them (ical.js), by UID. */
function feedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return new Map(
    calendar.getAllSubcomponents('vevent').map((event) => [
      String(event.getFirstPropertyValue('uid')),
      {
        sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
        summary: String(event.getFirstPropertyValue('summary')),
        start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
      },
    ]),
  );
}

/**
 * Calendar feeds (docs/booking.md, "Calendar feeds"): a staff member, on a phone (390 px), makes their
 * calendar address on the account page; an admin moves their visit an hour later; reading the address
 * as a calendar app would (no cookies) shows the move with a higher SEQUENCE. A new address stops the old.
 */
test('a staff member makes their calendar address; an admin moves the visit; the feed shows the change', async ({
  browser,
}) => {
  test.slow();
  const staff = await createBackOfficeUser('staff');
  const admin = await createBackOfficeUser('admin');
  // Addresses of their own (e2e/README.md "Rate limits"): these logins spend none of the shared budget.
  const staffContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.21.4.1' },
  });
  await logInWithApi(staffContext.request, staff);
  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.21.4.2' } });
  await logInWithApi(adminContext.request, admin);

  // By id, not by name: the suite makes many staff members, and two may share a first and last name.
  const directory = staffDirectorySchema.parse(await (await adminContext.request.get('/api/admin/staff')).json());
  const staffId = userIdOf(staff.username);
  expect(directory.map((m) => m.id)).toContain(staffId);
  const created = await adminContext.request.post('/api/admin/appointments', {
    data: {
      clientName: 'Dolores Muñoz',
      clientEmail: 'dolores@example.com',
      clientPhone: '(352) 555-0199',
      serviceTypeId: '1',
      staffId,
      appointmentDate: businessWeekdayPlus(3),
      startTime: '10:00',
      endTime: '11:00',
      location: '12 Palm Way, Dade City',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const page = await staffContext.newPage();
  await visit(page, '/profile');
  const section = page.getByTestId('calendar-feed');
  await expect(section.getByRole('heading', { name: 'Calendar on your phone' })).toBeVisible();
  await expectNoAxeViolations(page, { label: '/profile calendar section at 390 px' });

  await section.getByRole('button', { name: 'Make my calendar address' }).tap();
  const field = section.getByLabel('Your calendar address');
  await expect(field).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await field.inputValue();
  await expect(section.getByRole('link', { name: 'Add to my calendar' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );
  await expect(section.getByRole('heading', { name: 'On an iPhone or iPad' })).toBeVisible();
  // The address is in the page only: never in its URL.
  expect(page.url()).not.toContain('/calendar/');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const makeNew = section.getByRole('button', { name: 'Make a new address (the old one stops working)' });
  expect((await makeNew.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page, { label: '/profile with a new calendar address at 390 px' });

  // A calendar app reads the address with no session.
  const reader = await playwrightRequest.newContext();
  const uid = `appointment-${id}@${new URL(url).hostname}`;
  const read = async (address: string) => {
    const answer = await reader.get(address);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    return feedEvents(await answer.text());
  };
  const before = (await read(url)).get(uid);
  expect(before?.summary).toContain('Dolores Muñoz');

  const moved = await adminContext.request.patch(`/api/admin/appointments/${id}`, {
    data: { startTime: '11:00', endTime: '12:00' },
  });
  expect(moved.status()).toBe(200);
  const after = (await read(url)).get(uid);
  expect(after?.sequence).toBe((before?.sequence ?? 0) + 1);
  expect(after!.start.getTime() - before!.start.getTime()).toBe(60 * 60 * 1000);

  // Back on the page later, the address is not shown again; a new one stops the old at once.
  await page.reload();
  await expect(section.getByTestId('calendar-feed-status')).toContainText('You have a calendar address');
  await expect(field).toHaveCount(0);
  await makeNew.tap();
  await expect(field).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(await field.inputValue()).not.toBe(url);
  expect((await reader.get(url)).status()).toBe(404);

  await reader.dispose();
  await staffContext.close();
  await adminContext.close();
});

/** A client without JavaScript, in Spanish: the page's forms post to /es/profile and show the address once. */
test('a client makes and stops their calendar address without JavaScript, in Spanish', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.21.4.3' },
  });
  await registerClient(context.request);
  const page = await context.newPage();
  await page.goto('/es/profile');
  const section = page.getByTestId('calendar-feed');
  await expect(section.getByRole('heading', { name: 'El calendario en su teléfono' })).toBeVisible();
  await section.getByRole('button', { name: 'Crear la dirección de mi calendario' }).click();
  await expect(page).toHaveURL(/\/es\/profile$/);
  const field = section.getByLabel('La dirección de su calendario');
  await expect(field).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await field.inputValue();
  expect((await context.request.get(url)).status()).toBe(200);

  await section.getByRole('button', { name: 'Detener el calendario' }).click();
  await expect(section.getByText('El calendario está detenido')).toBeVisible();
  await expect(field).toHaveCount(0);
  expect((await context.request.get(url)).status()).toBe(404);
  await context.close();
});
