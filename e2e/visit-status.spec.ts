import { scheduleAppointmentFor } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { createBackOfficeUser, logInWithApi, registerClient } from './support/users';

/**
 * A visit as it happens (docs/visit-status.md): the staff member, on a phone (390 px), taps On my way,
 * Arrived and Done on a real appointment of today; the client, in another browser, sees each status on
 * their dashboard, the first one brought by the page's own 30-second refresh.
 */
test('the staff member taps On my way, Arrived and Done on a phone; the client sees each status', async ({
  browser,
}) => {
  test.slow();
  const staff = await createBackOfficeUser('staff');
  // Its own client address (e2e/README.md "Rate limits"): its registration and login spend none of the shared budget.
  const extraHTTPHeaders = { 'X-Forwarded-For': '10.20.0.2' };
  const staffContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    extraHTTPHeaders,
  });
  await logInWithApi(staffContext.request, staff);
  const clientContext = await browser.newContext({ extraHTTPHeaders });
  const client = await registerClient(clientContext.request);
  const appointment = scheduleAppointmentFor(client.username, {
    days: 0,
    startTime: '23:00',
    endTime: '23:30',
    staffUsername: staff.username,
  });

  const clientPage = await clientContext.newPage();
  await visit(clientPage, '/dashboard');
  const status = clientPage.getByTestId('visit-status');
  await expect(status).toBeEmpty();

  const page = await staffContext.newPage();
  await visit(page, `/admin/appointments/${appointment.id}`);
  const onMyWay = page.getByTestId('visit-step-on_my_way');
  const arrived = page.getByTestId('visit-step-arrived');
  const done = page.getByTestId('visit-step-done');
  // Only the next steps can be pressed, and each says so in words.
  await expect(onMyWay).toBeEnabled();
  await expect(onMyWay).toContainText('Tap when it happens');
  await expect(arrived).toBeEnabled();
  await expect(done).toBeDisabled();
  await expect(done).toContainText('Not yet');
  // Big enough for a thumb, and nothing wider than the phone.
  const box = await onMyWay.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(60);
  expect(box?.width).toBeGreaterThanOrEqual(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, { label: 'appointment page at 390 px, before the visit' });

  await onMyWay.tap();
  await expect(page.getByTestId('visit-step-status')).toContainText('On my way: saved.');
  await expect(onMyWay).toContainText(/Tapped at \d{1,2}:\d{2} (AM|PM)/);
  await expect(onMyWay).toBeDisabled();
  await expect(done).toBeDisabled();
  // The client's dashboard, left open, brings it within its 30-second refresh.
  await expect(status).toContainText(`${staff.firstName} is on the way — since`, { timeout: 40_000 });
  await expect(status).toHaveAttribute('data-step', 'on_my_way');

  await arrived.tap();
  await expect(arrived).toContainText(/Tapped at/);
  await expect(done).toBeEnabled();
  await clientPage.reload();
  await expect(status).toContainText(`${staff.firstName} is here — since`);

  await done.tap();
  await expect(done).toContainText(/Tapped at/);
  await expect(page.getByTestId('visit-step-status')).toContainText('the appointment is completed');
  await expectNoAxeViolations(page, { label: 'appointment page at 390 px, after the visit' });

  await clientPage.reload();
  await expect(status).toContainText(/^Finished at \d{1,2}:\d{2} (AM|PM)$/);
  // Under a heading of its own: a finished visit is not an upcoming one.
  await expect(clientPage.getByRole('heading', { name: 'Finished today' })).toBeVisible();
  await expectNoAxeViolations(clientPage, { label: '/dashboard with a finished visit' });

  // On the client's appointments page too, under Past: a finished visit is no longer coming up.
  await visit(clientPage, '/appointments');
  await clientPage.getByRole('tab', { name: 'Past' }).click();
  await expect(clientPage.getByTestId('visit-status').first()).toContainText('Finished at');

  // The account page's "E-mail me when" section.
  await visit(clientPage, '/profile');
  await expect(clientPage.getByRole('group', { name: 'E-mail me when' })).toBeVisible();
  await expect(clientPage.getByTestId('visit-notice-on_my_way')).toBeChecked();
  await expect(clientPage.getByTestId('visit-notice-arrived')).not.toBeChecked();
  await expectNoAxeViolations(clientPage, { label: '/profile with the visit e-mails' });

  await staffContext.close();
  await clientContext.close();
});
