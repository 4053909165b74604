import { expectNoAxeViolations } from './support/axe';
import { businessWeekdayPlus } from './support/appointments';
import { expect, test, visit } from './support/fixtures';
import { latestEmailTo, latestOutboxId } from './support/outbox';
import { expectToast } from './support/ui';
import { createBackOfficeUser, logInWithApi, newUser, registerClient } from './support/users';

/**
 * The back office's journey: a client's request is assigned, scheduled, confirmed and completed by staff
 * in the back office; the client sees each change in the client area and gets each e-mail.
 */
test('staff assign, schedule, confirm and complete a request; the client sees each step', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();

  // The client: registered through the API, with a request sent from the portal's call.
  const clientApi = await playwright.request.newContext({ baseURL });
  const client = await registerClient(clientApi, newUser('office'));
  const sent = await clientApi.post('/api/contact', {
    data: {
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email,
      phone: '(352) 555-0142',
      serviceInterest: 'Home/Tech Support',
      message: 'Please help me set up the new printer in the study.',
      newsletter: false,
    },
  });
  expect(sent.status()).toBe(201);
  const code = ((await sent.json()) as { trackingToken: string }).trackingToken;
  const clientPage = await (
    await browser.newContext({ baseURL, storageState: await clientApi.storageState() })
  ).newPage();

  // A staff member, made with the command-line tool, signed in through the API.
  const staffUser = await createBackOfficeUser('staff');
  const staffApi = await playwright.request.newContext({ baseURL });
  await logInWithApi(staffApi, staffUser);
  const staff = await (await browser.newContext({ baseURL, storageState: await staffApi.storageState() })).newPage();

  const clientStatus = async (word: string) => {
    await visit(clientPage, '/client-portal');
    const card = clientPage.getByRole('tabpanel', { name: 'My Requests' }).locator('article, div').filter({
      hasText: code,
    });
    await expect(card.getByText(word, { exact: true }).first()).toBeVisible();
  };

  await test.step('staff find the request and assign it to themselves', async () => {
    const before = latestOutboxId();
    await visit(staff, `/admin/contacts?search=${encodeURIComponent(client.email)}`);
    await expect(staff.getByText(client.email).first()).toBeVisible();
    await expectNoAxeViolations(staff, { label: '/admin/contacts with a search' });
    await staff
      .getByRole('button', { name: /^Assign/ })
      .first()
      .click();
    await expectToast(staff, 'Contact request assigned');
    const mail = await latestEmailTo(client.email, { afterId: before, subject: 'is now' });
    expect(mail.subject).toContain(code);
    await clientStatus('In Progress');
  });

  let appointmentPath = '';
  const date = businessWeekdayPlus(10);
  await test.step('staff schedule it from the request', async () => {
    const before = latestOutboxId();
    await staff
      .getByRole('link', { name: new RegExp(client.lastName) })
      .first()
      .click();
    await expect(staff).toHaveURL(/\/admin\/contacts\/\d+$/);
    await expect(staff.getByRole('heading', { level: 1, name: new RegExp(client.lastName) })).toBeVisible();
    await expectNoAxeViolations(staff, { label: '/admin/contacts/{id}' });
    await staff.getByRole('button', { name: 'Schedule' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Schedule Appointment' });
    await dialog.getByLabel('Service').selectOption({ label: 'Tech Support' });
    await dialog.getByLabel('Date').fill(date);
    await dialog.getByLabel('Start time').fill('10:00');
    await dialog.getByLabel('End time').fill('12:00');
    await dialog.getByLabel('Location').fill('8 Orange Grove Ln, Dade City');
    await expectNoAxeViolations(staff, { label: 'Schedule Appointment dialog' });
    await dialog.getByRole('button', { name: 'Schedule Appointment' }).click();
    // Shown in the success message and in the request's list of appointments.
    const view = staff.getByRole('link', { name: /View appointment #\d+/ }).first();
    await expect(view).toBeVisible();
    appointmentPath = (await view.getAttribute('href')) ?? '';
    expect(appointmentPath).toMatch(/^\/admin\/appointments\/\d+$/);

    const booked = await latestEmailTo(client.email, { afterId: before, subject: 'is booked' });
    expect(booked.textBody).toContain('8 Orange Grove Ln');

    await visit(clientPage, '/appointments');
    const upcoming = clientPage.getByRole('tabpanel', { name: /Upcoming/ });
    await expect(upcoming.getByText('Tech Support').first()).toBeVisible();
    await expect(upcoming.getByText('10:00 AM').first()).toBeVisible();
  });

  await test.step('staff confirm the appointment; the client sees Confirmed', async () => {
    await visit(staff, appointmentPath);
    await expectNoAxeViolations(staff, { label: '/admin/appointments/{id}' });
    await staff.getByLabel('Change the status').selectOption('confirmed');
    await staff.getByRole('button', { name: 'Save Status' }).click();
    await expect(staff.getByText('The status is now Confirmed.').first()).toBeVisible();
    await visit(clientPage, '/appointments');
    await expect(
      clientPage
        .getByRole('tabpanel', { name: /Upcoming/ })
        .getByText(/Confirmed/)
        .first(),
    ).toBeVisible();
  });

  await test.step('staff complete the request; the client sees Completed and is told by e-mail', async () => {
    const before = latestOutboxId();
    await visit(staff, `/admin/contacts?search=${encodeURIComponent(client.email)}`);
    await staff
      .getByRole('button', { name: /^Update/ })
      .first()
      .click();
    const dialog = staff.getByRole('dialog', { name: 'Update Contact Request' });
    await dialog.getByLabel('Status').selectOption('completed');
    await dialog.getByLabel('Notes').fill('Printer set up and test page printed.');
    await expectNoAxeViolations(staff, { label: 'Update Contact Request dialog' });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(staff, 'Contact request updated', 'The contact request has been updated successfully.');
    const done = await latestEmailTo(client.email, { afterId: before, subject: 'is now' });
    expect(done.subject).toContain('Completed');
    await clientStatus('Completed');
  });

  await clientApi.dispose();
  await staffApi.dispose();
});
