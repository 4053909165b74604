import { scheduleAppointmentFor } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit, waitForHydration } from './support/fixtures';
import { createBackOfficeUser } from './support/users';

/**
 * A client's appointment card and the reschedule request it opens. Uses the worker's shared client;
 * the request itself is answered in the browser, so POST /api/contact's budget is untouched (the
 * server's side, storing the appointment with the request, is a route test).
 */

/** "Home Assistance, Tuesday, December 1" for a yyyy-MM-dd date, as the card's title reads. */
function cardTitle(service: string, date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  const words = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
  return `${service}, ${words.format(day)}`;
}

test.use({ storageState: async ({ clientAccount }, use) => use(clientAccount.storageState) });

test('a card is titled by service and day, says who is coming, shows its notes once, and reschedules itself', async ({
  page,
  clientAccount,
}) => {
  const staff = await createBackOfficeUser('staff');
  const notes = 'Please bring the ladder for the hallway smoke alarm';
  const withStaff = scheduleAppointmentFor(clientAccount.user.username, {
    days: 9,
    notes,
    staffUsername: staff.username,
  });
  const unassigned = scheduleAppointmentFor(clientAccount.user.username, { days: 10, notes: '' });

  await visit(page, '/appointments');
  const upcoming = page.getByRole('tabpanel', { name: /Upcoming/ });
  const title = cardTitle('Home Assistance', withStaff.appointmentDate);
  const card = upcoming.getByRole('article', { name: title });
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(card).toContainText(`${staff.firstName} is coming.`);
  await expect(card).not.toContainText(staff.lastName);
  await expect(card.getByText(notes)).toHaveCount(1);
  await expect(card).toContainText('10:00 AM – 1:00 PM');

  const other = upcoming.getByRole('article', { name: cardTitle('Home Assistance', unassigned.appointmentDate) });
  await expect(other).toContainText('We will tell you who is coming.');
  await expectNoAxeViolations(page, { label: '/appointments with who is coming' });

  // A service booked online moves to another open time (e2e/client-move.spec.ts); the request to
  // reschedule, which the card offers for services arranged by phone, still names the appointment.
  await expect(card.getByRole('link', { name: 'Move to another time' })).toHaveAttribute(
    'href',
    `/appointments/${withStaff.id}/move`,
  );

  // The server's own page already names the appointment, before any script runs.
  const html = await (await page.request.get(`/contact?service=reschedule&appointment=${withStaff.id}`)).text();
  expect(html).toContain('You are asking to move this appointment:');
  expect(html).toContain(`${title}, 10:00 AM – 1:00 PM`);

  await visit(page, `/contact?service=reschedule&appointment=${withStaff.id}`);
  await waitForHydration(page, '#main form');
  const form = page.getByRole('main').locator('form');
  const note = form.getByRole('note');
  await expect(note).toContainText('You are asking to move this appointment:');
  await expect(note).toContainText(`${title}, 10:00 AM – 1:00 PM`);
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(/move my upcoming appointment/);
  await expectNoAxeViolations(page, { label: '/contact naming the appointment to move' });

  let sent: Record<string, unknown> = {};
  await page.route('**/api/contact', async (route) => {
    sent = route.request().postDataJSON() as Record<string, unknown>;
    await route.fulfill({
      status: 201,
      json: {
        id: 1,
        trackingToken: 'TA-7KQ2-MX9P',
        status: 'new',
        serviceInterest: 'Home Assistance',
        firstName: clientAccount.user.firstName,
        lastName: clientAccount.user.lastName,
        email: clientAccount.user.email,
        phone: '(352) 555-0199',
        message: String(sent.message),
        createdAt: new Date().toISOString(),
        updatedAt: null,
      },
    });
  });
  // The same service as the appointment, to start with.
  await expect(form.getByRole('combobox', { name: 'Service', exact: true }).locator('option:checked')).toHaveText(
    'Home Assistance',
  );
  await form.getByRole('textbox', { name: 'Phone' }).fill('(352) 555-0199');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  expect(sent.appointmentId).toBe(withStaff.id);
});

test("a reschedule link to someone else's appointment names nothing", async ({ page }) => {
  await visit(page, '/contact?service=reschedule&appointment=999999');
  await waitForHydration(page, '#main form');
  await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
  await expect(page.getByRole('main').locator('input[name="appointmentId"]')).toHaveCount(0);
});
