import { scheduleAppointmentFor } from './support/appointments';
import { businessTimeIn, setStaffHours } from './support/availability';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { createBackOfficeUser, newUser, registerClient } from './support/users';

/**
 * Changes by the client (docs/booking.md, "Changes by the client and the cut-off"): a client moves a
 * visit to another open time from My Appointments; a visit inside the cut-off says to call, has no
 * buttons, and the server refuses the move. Registers from its own address (X-Forwarded-For).
 */
const OWN_ADDRESS = { 'X-Forwarded-For': '10.21.3.1' };

test('a client moves a visit to another open time, and a visit inside the cut-off says to call', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const staff = await createBackOfficeUser('staff');
  setStaffHours(staff.username);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: OWN_ADDRESS });
  const client = await registerClient(context.request, newUser('mover'));
  const later = scheduleAppointmentFor(client.username, {
    days: 8,
    startTime: '10:00',
    endTime: '11:00',
    staffUsername: staff.username,
  });
  const page = await context.newPage();

  await test.step('the card says until when it can be changed, and the move page lists the open times', async () => {
    await visit(page, '/appointments');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByText('You can change or cancel this visit online until') });
    await expect(card).toHaveCount(1);
    await card.getByRole('link', { name: 'Move to another time' }).click();
    await expect(page).toHaveURL(new RegExp(`/appointments/${later.id}/move$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Move my visit' })).toBeVisible();
    await expect(page.getByTestId('slot-list')).toBeVisible();
    await expectNoAxeViolations(page, { label: '/appointments/:id/move' });
  });

  await test.step('picking a time and moving says so on My Appointments', async () => {
    const choice = page.getByTestId('slot-list').getByRole('radio').first();
    await choice.check();
    await page.getByRole('button', { name: 'Move my visit' }).click();
    await expect(page).toHaveURL(/\/appointments\?moved=/);
    await expect(page.getByRole('status').filter({ hasText: 'Your visit has been moved' })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/appointments after a move' });
  });

  await test.step('a visit inside the cut-off gives the number to call and cannot be moved', async () => {
    const soon = businessTimeIn(3);
    const close = scheduleAppointmentFor(client.username, {
      date: soon.date,
      startTime: soon.time,
      endTime: soon.time,
      staffUsername: staff.username,
    });
    await visit(page, '/appointments');
    const card = page.getByRole('article').filter({ has: page.getByText(/less than 24 hours away/) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('please call us at (352) 555-0142');
    await expect(card.getByRole('link', { name: 'Move to another time' })).toHaveCount(0);
    await expect(card.getByRole('button')).toHaveCount(0);
    const refused = await context.request.post(`/api/appointments/${close.id}/move`, {
      data: { slot: `${later.appointmentDate}T09:00` },
    });
    expect(refused.status()).toBe(409);
  });
  await test.step('without JavaScript, the move page works the same', async () => {
    const another = scheduleAppointmentFor(client.username, {
      days: 9,
      startTime: '10:00',
      endTime: '11:00',
      staffUsername: staff.username,
    });
    const noScript = await browser.newContext({
      baseURL,
      extraHTTPHeaders: OWN_ADDRESS,
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    const plain = await noScript.newPage();
    await plain.goto(`/appointments/${another.id}/move`);
    await expect(plain.getByRole('heading', { level: 1, name: 'Move my visit' })).toBeVisible();
    await plain.getByTestId('slot-list').getByRole('radio').first().check();
    await plain.getByRole('button', { name: 'Move my visit' }).click();
    await expect(plain).toHaveURL(/\/appointments\?moved=/);
    await expect(plain.getByText(/Your visit has been moved|We will confirm the new time shortly/)).toBeVisible();
    await noScript.close();
  });
  await context.close();
});
