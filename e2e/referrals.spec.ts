import { randomBytes } from 'node:crypto';
import { scheduleAppointmentFor } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { authPanel } from './support/ui';
import { createBackOfficeUser, logInWithApi, newUser, registerClient } from './support/users';

/**
 * Referrals (docs/referrals.md): the owner sets a referral discount in the price list; a client finds
 * her code and link on her account page on a phone; a friend opens the link, registers without typing
 * the code; each of their next invoices takes the discount off, once.
 */
test('a friend registers through a client’s link and both invoices show the referral discount', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const extraHTTPHeaders = { 'X-Forwarded-For': '10.20.0.38' };
  const owner = await createBackOfficeUser('admin');
  const office = await browser.newContext({ extraHTTPHeaders });
  await logInWithApi(office.request, owner);
  const name = `Friend discount ${randomBytes(2).toString('hex')}`;
  const item = await office.request.post('/api/admin/price-items', {
    data: {
      kind: 'discount',
      name,
      nameEs: `Descuento por amigo ${name.slice(-4)}`,
      description: '',
      descriptionEs: '',
      amount: '25',
      percent: '',
      hours: '',
      county: '',
      onLanding: false,
      popular: false,
      position: '',
      givenFor: 'referral',
      afterVisits: '',
    },
  });
  expect(item.status(), await item.text()).toBe(201);

  // The client on her phone: her code and the link to share.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, baseURL });
  const client = await registerClient(phone.request);
  const page = await phone.newPage();
  // The dashboard's tip says what both get and leads to her code and link.
  await visit(page, '/dashboard');
  await expect(page.getByRole('main')).toContainText('you both get $25.00 off your next invoice');
  await page.getByRole('link', { name: 'Your link to share' }).click();
  await expect(page).toHaveURL(/\/profile#refer-a-friend$/);
  await expect(page.getByRole('region', { name: 'Refer a friend' })).toBeInViewport();
  await visit(page, '/profile');
  const section = page.getByRole('region', { name: 'Refer a friend' });
  await expect(section).toContainText('you both pay $25.00 less');
  const code = (await section.getByTestId('referral-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z]{1,6}-[A-HJ-NP-Z2-9]{4}$/);
  const link = await section.getByLabel('Your link to share').inputValue();
  expect(link).toContain(`/auth?tab=register&ref=${code}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, { label: '/profile with Refer a friend at 390 px' });

  // The friend opens the link: the code is already in the box.
  const friendContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '10.20.0.39' } });
  const friendPage = await friendContext.newPage();
  const url = new URL(link);
  await visit(friendPage, `${url.pathname}${url.search}`);
  const panel = authPanel(friendPage, 'Create account');
  await expect(panel.getByRole('textbox', { name: 'Referral code (optional)' })).toHaveValue(code);
  const friend = newUser('friend');
  await panel.getByRole('textbox', { name: 'First name' }).fill(friend.firstName);
  await panel.getByRole('textbox', { name: 'Last name' }).fill(friend.lastName);
  await panel.getByRole('textbox', { name: 'Email' }).fill(friend.email);
  await panel.getByRole('textbox', { name: 'Username' }).fill(friend.username);
  await panel.getByLabel('Password', { exact: true }).fill(friend.password);
  await panel.getByLabel('Confirm password').fill(friend.password);
  await panel.getByRole('button', { name: 'Create account' }).click();
  await expect(friendPage).toHaveURL(/\/dashboard/);

  // A visit each, billed by the office: the friend first, then the client.
  const staff = await createBackOfficeUser('staff');
  const desk = await browser.newContext({ extraHTTPHeaders });
  await logInWithApi(desk.request, staff);
  const bill = async (username: string) => {
    const visitOf = scheduleAppointmentFor(username, { days: 0, startTime: '08:00', endTime: '11:00' });
    const made = await desk.request.post(`/api/admin/appointments/${visitOf.id}/invoice`, { data: {} });
    expect(made.status(), await made.text()).toBe(201);
    return (await made.json()) as { id: number };
  };
  const friendInvoice = await bill(friend.username);
  const clientInvoice = await bill(client.username);

  await visit(friendPage, `/invoices/${friendInvoice.id}`);
  await expect(friendPage.getByText(name).first()).toBeVisible();
  await expect(friendPage.getByText('-$25.00').first()).toBeVisible();
  await visit(page, `/invoices/${clientInvoice.id}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await expectNoAxeViolations(page, { label: 'an invoice with the referral discount at 390 px' });
  // Her account page now says her friend came and she was thanked.
  await visit(page, '/profile');
  await expect(section).toContainText(`${friend.firstName}: your discount was given. Thank you!`);

  // Later invoices: no second discount for either.
  const again = await bill(friend.username);
  await visit(friendPage, `/invoices/${again.id}`);
  await expect(friendPage.getByText(name)).toHaveCount(0);

  // Off again, so the other tests' invoices stay as they expect.
  const items = (await (await office.request.get('/api/admin/price-items')).json()) as { id: number; name: string }[];
  const id = items.find((entry) => entry.name === name)?.id;
  expect((await office.request.post(`/api/admin/price-items/${id}/deactivate`)).status()).toBe(200);
  await Promise.all([phone.close(), friendContext.close(), desk.close(), office.close()]);
});
