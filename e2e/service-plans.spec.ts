import { randomBytes } from 'node:crypto';
import { addDaysToDate, businessToday, weekdayOf } from '@ta/shared';
import { setStaffHours } from './support/availability';
import { expectNoAxeViolations } from './support/axe';
import { changeDatabase, e2eDatabaseFile, userIdOf } from './support/database';
import { expect, test, visit } from './support/fixtures';
import { latestMailboxId, latestMailTo } from './support/mailbox';
import { createBackOfficeUser, logInWithApi, registerClient } from './support/users';

/** Home Assistance (errands and groceries), at the client's home. */
const GROCERIES = 1;
const COUNTY = 'Pasco';

/** The first Tuesday at least two days from today (past the day's notice), and the month two months after it. */
function firstTuesday(): string {
  let day = addDaysToDate(businessToday(), 2);
  while (weekdayOf(day) !== 2) day = addDaysToDate(day, 1);
  return day;
}
function monthAfter(day: string, months: number): { first: string; last: string } {
  const [y = 0, m = 1] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(y, m + months, 0)).toISOString().slice(0, 10);
  return { first, last };
}
/** How the page writes a day: "Tuesday, March 2, 2027". */
function dayInWords(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * Standing visits (docs/service-plans.md), the journey they are for: a client sets up "groceries every
 * Tuesday at 10" on her phone and four visits are booked (the service books four weeks ahead here);
 * she skips one (without JavaScript), pauses for a month away; the owner bills her month with the
 * standing-visit discount; she reads the invoice, and gives 5 stars after a visit.
 */
test('groceries every Tuesday at 10: set up, skip, pause, the month’s invoice with its discount, 5 stars', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const first = firstTuesday();
  const away = monthAfter(first, 2);
  const daysAhead = Math.round((Date.parse(first) - Date.parse(businessToday())) / 86_400_000) + 21;
  // The service's rules for this journey (kept, and put back at the end for the files after it).
  const saved = changeDatabase(e2eDatabaseFile, (db) => {
    const before = db
      .prepare('select booking_mode, at_home, max_days_ahead, min_notice_hours from service_types where id = ?')
      .get(GROCERIES) as Record<string, unknown>;
    db.prepare(
      "update service_types set booking_mode = 'instant', at_home = 1, max_days_ahead = ?, min_notice_hours = 24 where id = ?",
    ).run(daysAhead, GROCERIES);
    return before;
  });

  const staff = await createBackOfficeUser('staff');
  setStaffHours(staff.username, { weekdays: [1, 2, 3, 4, 5], starts: '08:00', ends: '18:00', onlyOne: true });
  changeDatabase(e2eDatabaseFile, (db) =>
    db.prepare('insert into staff_counties (staff_id, county) values (?, ?)').run(userIdOf(staff.username), COUNTY),
  );
  const owner = await createBackOfficeUser('admin');
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
  await logInWithApi(office.request, owner);
  const discountName = `Standing visit discount ${randomBytes(2).toString('hex')}`;
  const item = await office.request.post('/api/admin/price-items', {
    data: {
      kind: 'discount',
      name: discountName,
      nameEs: `Descuento de visita fija ${discountName.slice(-4)}`,
      description: '',
      descriptionEs: '',
      amount: '',
      percent: '10',
      hours: '',
      county: '',
      onLanding: false,
      popular: false,
      position: '',
      givenFor: 'plan',
      afterVisits: '',
    },
  });
  expect(item.status(), await item.text()).toBe(201);

  try {
    // The client on her phone sets it up.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, baseURL });
    const client = await registerClient(phone.request);
    const page = await phone.newPage();
    await visit(page, '/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Standing visits' })).toBeVisible();
    await expect(page.getByText('You have no standing visits yet.')).toBeVisible();
    const setUp = page.getByRole('region', { name: 'Set up a standing visit' });
    await setUp.getByLabel('Service', { exact: true }).selectOption({ label: 'Home Assistance' });
    await setUp.getByLabel('How often', { exact: true }).selectOption({ label: 'Every week' });
    await setUp.getByLabel('First day', { exact: true }).fill(first);
    await setUp.getByLabel('Last day', { exact: true }).fill(away.last);
    await setUp.getByLabel('Time', { exact: true }).fill('10:00');
    await setUp.getByLabel('County', { exact: true }).selectOption({ label: `${COUNTY} County` });
    await setUp.getByLabel('Address', { exact: true }).fill('12 Palm Lane, Dade City');
    await setUp.getByRole('button', { name: 'Set up my standing visit' }).click();
    await expect(page.getByText('Your standing visit is set up.')).toBeVisible();
    const plan = page.getByRole('article', { name: 'Home Assistance' });
    await expect(plan).toContainText('Every week, at 10:00 AM');
    const days = plan.getByRole('listitem');
    await expect(days.filter({ hasText: 'Booked' })).toHaveCount(4);
    // The next four at once; the rest one tap away.
    await plan.getByText(/^\d+ more visits$/).click();
    await expect(days.nth(4)).toContainText('We book it closer to the day');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, { label: '/plans with a standing visit at 390 px' });
    await page.screenshot({ path: test.info().outputPath('plans-390.png'), fullPage: true });

    // Four real appointments, Tuesdays at 10, with the same staff member.
    const booked = changeDatabase(e2eDatabaseFile, (db) =>
      db
        .prepare(
          "select appointment_date as day, start_time as start, staff_id as staff from appointments where client_id = ? and status != 'cancelled' order by appointment_date",
        )
        .all(userIdOf(client.username)),
    ) as { day: string; start: string; staff: number }[];
    expect(booked.map((v) => v.day)).toEqual([0, 7, 14, 21].map((n) => addDaysToDate(first, n)));
    expect(new Set(booked.map((v) => `${v.start.slice(0, 5)} ${v.staff}`))).toEqual(
      new Set([`10:00 ${userIdOf(staff.username)}`]),
    );

    // Skip the second one, without JavaScript: the form posts to the page and comes back saying so.
    const noScript = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL,
      javaScriptEnabled: false,
      storageState: await phone.storageState(),
    });
    const plain = await noScript.newPage();
    await plain.goto('/plans');
    const second = addDaysToDate(first, 7);
    await plain.getByRole('button', { name: `Skip this one: ${dayInWords(second)}` }).click();
    await expect(plain).toHaveURL(/\/plans\?done=skipped/);
    await expect(plain.getByText('That visit is skipped.')).toBeVisible();
    await expect(plain.getByRole('listitem').filter({ hasText: dayInWords(second) })).toContainText('Skipped');
    await noScript.close();

    // Pause for a month away (a snowbird's March), with JavaScript.
    await visit(page, '/plans');
    await plan.getByLabel('First day away').fill(away.first);
    await plan.getByLabel('Last day away').fill(away.last);
    await plan.getByRole('button', { name: 'Pause my visits' }).click();
    await expect(page.getByText('Your visits are paused for those days.')).toBeVisible();
    await plan.getByText(/^\d+ more visits$/).click();
    const tuesdayAway = addDaysToDate(away.first, (9 - weekdayOf(away.first)) % 7);
    await expect(
      plan
        .getByRole('listitem')
        .filter({ hasText: dayInWords(tuesdayAway) })
        .first(),
    ).toContainText('Paused');

    // The owner at her desk: billed by the month, and the first month's invoice made now.
    const desk = await office.newPage();
    await visit(desk, `/admin/users/${userIdOf(client.username)}`);
    const section = desk.getByRole('region', { name: 'Standing visits' });
    await section.getByLabel('Billed').selectOption({ label: 'Monthly (one invoice a month)' });
    await section.getByRole('button', { name: 'Save the billing' }).click();
    await expect(section.getByText('The billing is saved.')).toBeVisible();
    await section.getByLabel('Month', { exact: true }).fill(first.slice(0, 7));
    await section.getByRole('button', { name: 'Make the month’s invoice' }).click();
    await expect(section.getByText('Made and e-mailed')).toBeVisible();
    await expectNoAxeViolations(desk, { label: 'a client’s standing visits in the back office at 1280 px' });
    await desk.screenshot({ path: test.info().outputPath('admin-plans-1280.png'), fullPage: true });

    // The client reads it: her month's visits less the standing-visit discount.
    await visit(page, '/invoices');
    await page
      .getByRole('link', { name: /^See invoice/ })
      .first()
      .click();
    await expect(page.getByText(discountName)).toBeVisible();
    await expect(page.getByText(/Home Assistance/).first()).toBeVisible();

    // After the first visit, 5 stars from the e-mailed link.
    const firstVisit = changeDatabase(e2eDatabaseFile, (db) =>
      db
        .prepare('select id from appointments where client_id = ? and appointment_date = ?')
        .get(userIdOf(client.username), first),
    ) as { id: number };
    const staffDesk = await browser.newContext({ baseURL });
    await logInWithApi(staffDesk.request, staff);
    const afterId = latestMailboxId();
    for (const step of ['arrived', 'done']) {
      const tapped = await staffDesk.request.post(`/api/admin/appointments/${firstVisit.id}/progress`, {
        data: { step },
      });
      expect(tapped.status(), await tapped.text()).toBe(200);
    }
    const mail = await latestMailTo(client.email, { subject: 'How was your', afterId });
    const link = /https?:\/\/[^\s<>"]+\/feedback\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await visit(page, new URL(link!).pathname);
    await page.getByRole('radio', { name: '5 stars: excellent' }).check();
    await page.getByRole('button', { name: 'Send my rating' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await Promise.all([phone.close(), staffDesk.close()]);
  } finally {
    changeDatabase(e2eDatabaseFile, (db) => {
      db.prepare(
        'update service_types set booking_mode = ?, at_home = ?, max_days_ahead = ?, min_notice_hours = ? where id = ?',
      ).run(saved.booking_mode, saved.at_home, saved.max_days_ahead, saved.min_notice_hours, GROCERIES);
    });
    const items = (await (await office.request.get('/api/admin/price-items')).json()) as { id: number; name: string }[];
    const id = items.find((entry) => entry.name === discountName)?.id;
    if (id) await office.request.post(`/api/admin/price-items/${id}/deactivate`);
    await office.close();
  }
});
