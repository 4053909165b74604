import { readFile } from 'node:fs/promises';
import { defaultBusiness } from '@ta/shared';
import { scheduleAppointmentFor } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { latestOutboxId, latestEmailTo } from './support/outbox';
import { authPanel, expectToast } from './support/ui';
import { newUser } from './support/users';
import type { Page } from '@playwright/test';

/** "Home Assistance, Tuesday, December 1" for a yyyy-MM-dd date, as an appointment card's title reads. */
function cardTitle(service: string, date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  const words = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
  return `${service}, ${words.format(day)}`;
}

async function expectJourneyAt(page: Page, percent: number) {
  await visit(page, '/dashboard');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
  await expect(page.getByText(`${percent}%`, { exact: true }).first()).toBeVisible();
}

test('a client registers, sends a request, sees an appointment, adds it to a calendar and cancels it', async ({
  page,
}) => {
  test.slow();
  const user = newUser('journey');
  let code = '';

  await test.step('register', async () => {
    await visit(page, '/auth?tab=register');
    const panel = authPanel(page, 'Create account');
    await panel.getByRole('textbox', { name: 'First name' }).fill(user.firstName);
    await panel.getByRole('textbox', { name: 'Last name' }).fill(user.lastName);
    await panel.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await panel.getByRole('textbox', { name: 'Username' }).fill(user.username);
    await panel.getByLabel('Password', { exact: true }).fill(user.password);
    await panel.getByLabel('Confirm password').fill(user.password);
    await panel.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Registration successful', `Welcome to ${defaultBusiness.name}, ${user.firstName}!`);
  });

  await test.step('the dashboard starts at Initial Inquiry, 20%', async () => {
    await expectJourneyAt(page, 20);
    // A new client is welcomed, not welcomed back.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${user.firstName}!`);
    await expectNoAxeViolations(page, { label: '/dashboard at 20%' });
  });

  await test.step('send a request from the portal and see it listed', async () => {
    await visit(page, '/client-portal?tab=new');
    const form = page.getByRole('tabpanel', { name: 'New Request' });
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue(user.firstName);
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
    await form.getByRole('textbox', { name: 'Phone' }).fill('(352) 555-0199');
    await form.getByRole('combobox', { name: 'Service type' }).selectOption('Home/Tech Support');
    await form.getByRole('textbox', { name: 'Request details' }).fill('Please set up my new tablet for video calls.');
    await form.getByRole('button', { name: 'Submit Request' }).click();

    await expectToast(page, 'Success');
    const shown = form.getByText(/^TA-[0-9A-Z]{4}-[0-9A-Z]{4}$/).first();
    await expect(shown).toBeVisible();
    code = (await shown.textContent())?.trim() ?? '';
    expect(code).toMatch(/^TA-/);

    await page.getByRole('tab', { name: 'My Requests' }).click();
    const list = page.getByRole('tabpanel', { name: 'My Requests' });
    await expect(list.getByRole('heading', { name: 'Home/Tech Support' })).toBeVisible();
    await expect(list.getByText(code, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/client-portal with a request' });
  });

  await test.step('the confirmation e-mail carries the code', async () => {
    const email = await latestEmailTo(user.email, { subject: code });
    expect(email.textBody).toContain(code);
  });

  await test.step('with a request and no appointment: Consultation, 40%', async () => {
    await expectJourneyAt(page, 40);
    await expect(page.getByText('Home/Tech Support').first()).toBeVisible();
  });

  const appointment = scheduleAppointmentFor(user.username, { days: 7, notes: 'Set up the tablet' });

  await test.step('the scheduled appointment shows under Upcoming', async () => {
    await visit(page, '/appointments');
    const upcoming = page.getByRole('tabpanel', { name: /Upcoming/ });
    // Titled by the service and the day; the notes are shown once, below.
    await expect(
      upcoming.getByRole('heading', { name: cardTitle('Home Assistance', appointment.appointmentDate) }),
    ).toBeVisible();
    await expect(upcoming.getByText('Set up the tablet')).toHaveCount(1);
    await expect(upcoming).toContainText('We will tell you who is coming.');
    await expect(upcoming.getByText('10:00 AM').first()).toBeVisible();
    await expectNoAxeViolations(page, { label: '/appointments with one upcoming' });
  });

  await test.step('with an appointment ahead: Scheduling, 60%, and it is on the dashboard', async () => {
    await expectJourneyAt(page, 60);
    const upcoming = page.getByRole('region', { name: /Upcoming appointments/ });
    await expect(upcoming.getByText('Home Assistance')).toBeVisible();
    await expectNoAxeViolations(page, { label: '/dashboard at 60%' });
  });

  await test.step('Add to calendar downloads an .ics file', async () => {
    await visit(page, '/appointments');
    const downloading = page.waitForEvent('download');
    await page
      .getByRole('link', { name: /Add to calendar/ })
      .first()
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`appointment-${appointment.id}.ics`);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART:${appointment.appointmentDate.replaceAll('-', '')}T`);
  });

  await test.step('cancel it: it moves to Cancelled and a notice is e-mailed', async () => {
    const before = latestOutboxId();
    await page
      .getByRole('button', { name: /Cancel Appointment/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
    await expect(
      dialog.getByText('Are you sure you want to cancel this appointment? This action cannot be undone.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, { label: '/appointments cancel dialog' });
    await dialog.getByRole('button', { name: 'Yes, Cancel It' }).click();
    await expectToast(page, 'Appointment cancelled', 'Your appointment has been successfully cancelled.');
    await expect(dialog).toBeHidden();
    const cancelled = page.getByRole('tabpanel', { name: /Cancelled/ });
    await expect(
      cancelled.getByRole('heading', { name: cardTitle('Home Assistance', appointment.appointmentDate) }),
    ).toBeVisible();
    await page.getByRole('tab', { name: /Upcoming/ }).click();
    await expect(page.getByRole('tabpanel', { name: /Upcoming/ }).getByText('No appointments found')).toBeVisible();
    const notice = await latestEmailTo(user.email, { afterId: before });
    expect(notice.subject).toContain('cancelled');
  });

  await test.step('with the only appointment cancelled: back to Consultation, 40%', async () => {
    await expectJourneyAt(page, 40);
  });
});
