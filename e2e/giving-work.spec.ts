import { expectNoAxeViolations } from './support/axe';
import { businessDatePlus, businessWeekdayPlus } from './support/appointments';
import { expect, test, visit } from './support/fixtures';
import { latestEmailTo, latestOutboxId } from './support/outbox';
import { expectToast } from './support/ui';
import { createBackOfficeUser, logInWithApi } from './support/users';

/** The first Sunday at least a week away, in New York: outside opening hours. */
function nextSunday(): string {
  for (let days = 7; ; days++) {
    const date = businessDatePlus(days);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) return date;
  }
}

/**
 * Work is given to another employee. A quote request arrives; a staff member reads it
 * (its preferred date, place and length kept as fields), schedules it for a colleague, who gets the
 * e-mail; the request page shows the appointment after a reload; a Sunday asks for a confirmation;
 * the request itself is given to the colleague.
 * Rate limits: 1 contact call, 1 login.
 */
test('a staff member schedules a request for another staff member, who is told by e-mail', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  const preferred = businessWeekdayPlus(12);

  // A visitor's quote request, as the quote form sends it.
  const visitor = await playwright.request.newContext({ baseURL });
  const sent = await visitor.post('/api/contact', {
    data: {
      firstName: 'Harold',
      lastName: 'Baxter',
      email: 'harold.baxter@example.com',
      phone: '(352) 555-0177',
      serviceInterest: 'Home & Tech Support',
      message: `Service category: Home & Tech Support\nSpecific service: Printer and tablet setup\n\nDetails:\nA new printer and a tablet.`,
      newsletter: false,
      notifyByEmail: true,
      notifyBySms: false,
      consentGiven: true,
      specificService: 'Printer and tablet setup',
      estimatedDuration: '3 hours',
      preferredDate: preferred,
      locationDetails: '8 Orange Grove Ln, Dade City',
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  await visitor.dispose();

  // Two staff members, made with the command-line tool; only the one who schedules signs in.
  const scheduler = await createBackOfficeUser('staff');
  const colleague = await createBackOfficeUser('staff');
  const colleagueName = `${colleague.firstName} ${colleague.lastName}`;
  const api = await playwright.request.newContext({ baseURL });
  await logInWithApi(api, scheduler);
  const page = await (await browser.newContext({ baseURL, storageState: await api.storageState() })).newPage();
  await api.dispose();

  await test.step('the request page shows the quote’s fields', async () => {
    await visit(page, `/admin/contacts/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Harold Baxter' })).toBeVisible();
    await expect(page.getByText('Printer and tablet setup', { exact: true })).toBeVisible();
    await expect(page.getByText('3 hours', { exact: true })).toBeVisible();
    await expect(page.getByText('8 Orange Grove Ln, Dade City').first()).toBeVisible();
    await expect(page.getByText('No appointment has been scheduled from this request yet.')).toBeVisible();
    await expectNoAxeViolations(page, { label: '/admin/contacts/{id} with a quote' });
  });

  let appointmentPath = '';
  await test.step('Schedule, prefilled from the quote, for the colleague', async () => {
    const before = latestOutboxId();
    await page.getByRole('button', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await expect(dialog.getByText('Filled in from the request: the date and the place.')).toBeVisible();
    await expect(dialog.getByLabel('Date')).toHaveValue(preferred);
    await expect(dialog.getByLabel('Location')).toHaveValue('8 Orange Grove Ln, Dade City');
    await dialog.getByLabel('Service').selectOption({ label: 'Tech Support' });
    await dialog.getByLabel('Start time').fill('10:00');
    // The quote asked for 3 hours: the end follows the start.
    await expect(dialog.getByLabel('End time')).toHaveValue('13:00');
    const attending = dialog.getByLabel('Attending staff member');
    await expect(
      attending.locator('option', { hasText: `${scheduler.firstName} ${scheduler.lastName} (me)` }),
    ).toHaveCount(1);
    await attending.selectOption({ label: colleagueName });
    await expect(dialog.getByText('Outside opening hours')).toBeHidden();
    await expectNoAxeViolations(page, { label: 'Schedule Appointment dialog with the staff picker' });
    await dialog.getByRole('button', { name: 'Schedule Appointment' }).click();
    const view = page.getByRole('link', { name: /View appointment #\d+/ }).first();
    await expect(view).toBeVisible();
    appointmentPath = (await view.getAttribute('href')) ?? '';
    expect(appointmentPath).toMatch(/^\/admin\/appointments\/\d+$/);

    const mail = await latestEmailTo(colleague.email, { afterId: before, subject: 'Appointment for you' });
    expect(mail.subject).toContain('Tech Support for Harold Baxter');
    expect(mail.textBody).toContain(`Hello ${colleague.firstName},`);
    expect(mail.textBody).toContain(`${scheduler.firstName} ${scheduler.lastName} has put you down to attend`);
    expect(mail.textBody).toContain('Where: 8 Orange Grove Ln, Dade City');
    expect(mail.textBody).toContain(`${baseURL}${appointmentPath}`);
  });

  await test.step('after a reload the request page shows the appointment, with the colleague', async () => {
    await page.reload();
    const appointments = page.getByRole('region', { name: 'Appointments' });
    await expect(appointments.getByText(`With ${colleagueName}`)).toBeVisible();
    await expect(appointments.getByText('Scheduled')).toBeVisible();
    await expect(appointments.getByRole('link', { name: /View appointment #\d+/ })).toHaveAttribute(
      'href',
      appointmentPath,
    );
  });

  await test.step('a Sunday asks for a confirmation before it is booked', async () => {
    await page.getByRole('button', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await dialog.getByLabel('Service').selectOption({ label: 'Tech Support' });
    await dialog.getByLabel('Date').fill(nextSunday());
    await dialog.getByLabel('Start time').fill('10:00');
    await expect(dialog.getByText('The office is closed on Sundays.')).toBeVisible();
    await expectNoAxeViolations(page, { label: 'Schedule Appointment dialog outside opening hours' });
    await dialog.getByRole('button', { name: 'Schedule Appointment' }).click();
    const box = dialog.getByRole('checkbox', { name: 'Book it outside opening hours' });
    await expect(box).toHaveAccessibleDescription(/outside opening hours/);
    await expect(box).toBeFocused();
    await box.check();
    await dialog.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Appointments' }).getByRole('listitem')).toHaveCount(2);
  });

  await test.step('the request itself is given to the colleague, who is told', async () => {
    const before = latestOutboxId();
    await page.getByRole('button', { name: 'Choose Assignee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Request' });
    await dialog.getByLabel('Assigned to').selectOption({ label: colleagueName });
    await expectNoAxeViolations(page, { label: 'Assign Request dialog' });
    await dialog.getByRole('button', { name: 'Save Assignee' }).click();
    await expectToast(
      page,
      'Contact request assigned',
      `The request from Harold Baxter has been assigned to ${colleagueName}.`,
    );
    await expect(page.getByRole('region', { name: 'Handling' }).getByText(colleagueName)).toBeVisible();
    const mail = await latestEmailTo(colleague.email, { afterId: before, subject: 'Request for you' });
    expect(mail.textBody).toContain(`${baseURL}/admin/contacts/${id}`);
  });
});
