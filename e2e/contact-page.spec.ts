import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit as visitPage, waitForHydration } from './support/fixtures';
import { visitCleanly } from './support/hydration';
import { latestEmailTo } from './support/outbox';
import { testPhoto } from './support/photos';
import { NARROW, expectToast, scrollWidth } from './support/ui';
import { newUser } from './support/users';

/** Opens the page and waits for its form, which hydrates on its own once its code arrives. */
async function visit(page: Page, path: string) {
  const response = await visitPage(page, path);
  await waitForHydration(page, '#main form');
  return response;
}

/**
 * /contact, "Request an Appointment". The suite shares one address and
 * POST /api/contact allows 10 an hour: this file sends 2 real requests and 1 real upload.
 */

const EMAIL_FIRST = 'Please enter your email address before uploading photos.';

function fields(page: Page) {
  const main = page.getByRole('main');
  return {
    name: main.getByRole('textbox', { name: 'Full name' }),
    email: main.getByRole('textbox', { name: 'Email', exact: true }),
    phone: main.getByRole('textbox', { name: 'Phone' }),
    service: main.getByRole('combobox', { name: 'Service', exact: true }),
    message: main.getByRole('textbox', { name: 'Message' }),
    submit: main.getByRole('button', { name: 'Submit Request' }),
  };
}

async function fillContactDetails(page: Page, person: { name: string; email: string }) {
  const form = fields(page);
  await form.name.fill(person.name);
  await form.email.fill(person.email);
  await form.phone.fill('(352) 555-0199');
}

test('?service=seasonal preselects the service and a message; the Thank You! panel gives a code that tracks', async ({
  page,
}) => {
  // The server HTML already holds the service list with the right one chosen, and the message.
  const html = await (await page.request.get('/contact?service=seasonal')).text();
  expect(html).toMatch(/<option value="\d+" selected="">Seasonal Property Management<\/option>/);
  expect(html).toContain('away from Florida');

  await visit(page, '/contact?service=seasonal');
  const form = fields(page);
  await expect(form.service.locator('option:checked')).toHaveText('Seasonal Property Management');
  await expect(form.message).toHaveValue(/away from Florida for the season/);
  // No photo section for a service without furniture.
  await expect(page.getByRole('heading', { name: /Photos of your furniture/ })).toHaveCount(0);

  const person = newUser('seasonal');
  await fillContactDetails(page, { name: `${person.firstName} ${person.lastName}`, email: person.email });
  await page.getByLabel('Preferred date (optional)').fill('2030-03-15');
  await page.getByLabel('Preferred time (optional)').fill('10:30');
  await page.getByLabel('Service location (optional)').fill('12 Orange Grove Lane, Dade City');
  await form.submit.click();

  await expectToast(page, 'Request Submitted', "We've received your request and will contact you soon.");
  const thankYou = page.getByRole('heading', { name: 'Thank You!' });
  await expect(thankYou).toBeVisible();
  await expect(thankYou).toBeFocused();
  const panel = page.getByRole('region', { name: 'Thank You!' });
  await expect(panel).toContainText('Seasonal Property Management');
  const code = (await panel.getByText(/^TA-[A-Z0-9]{4}-[A-Z0-9]{4}$/).textContent()) ?? '';
  expect(code).toMatch(/^TA-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/);
  await expect(panel.getByRole('link', { name: 'Track Your Request' })).toHaveAttribute(
    'href',
    `/track-request?token=${code}`,
  );
  await expect(panel.getByRole('button', { name: 'Copy code' })).toBeVisible();

  // The code tracks the request, and the confirmation e-mail carries it.
  const tracked = await page.request.get(`/api/contact/track/${code}`);
  expect(tracked.status()).toBe(200);
  expect(await tracked.json()).toMatchObject({
    trackingToken: code,
    status: 'new',
    serviceInterest: 'Seasonal Property Management',
    firstName: person.firstName,
  });
  expect((await latestEmailTo(person.email)).textBody).toContain(code);
  await expectNoAxeViolations(page, { label: '/contact, Thank You! panel' });

  await panel.getByRole('button', { name: 'Submit Another Request' }).click();
  await expect(form.name).toBeFocused();
  await expect(form.name).toHaveValue('');
  await expect(form.service.locator('option:checked')).toHaveText('Seasonal Property Management');
});

test('Furniture Assembly shows the photo section: an e-mail first, then one photo uploads and shows', async ({
  page,
}) => {
  await visit(page, '/contact');
  const form = fields(page);
  const section = page.getByRole('region', { name: /Photos of your furniture/ });
  await expect(section).toHaveCount(0);

  await form.service.selectOption({ label: 'Furniture Assembly' });
  await expect(section).toBeVisible();
  await expect(section).toContainText('max 5 photos, 5MB each');
  await section.locator('input[type="file"]').setInputFiles(await testPhoto('bookcase.png'));
  await expect(section.getByRole('img', { name: 'Preview of bookcase.png' })).toBeVisible();

  // Without an e-mail address nothing is sent: a toast and the same words beside the photos.
  await section.getByRole('button', { name: 'Upload photos' }).click();
  await expectToast(page, 'Email Required', EMAIL_FIRST);
  await expect(section.getByText(EMAIL_FIRST)).toBeVisible();
  await expect(form.email).toBeFocused();

  const person = newUser('furniture');
  await fillContactDetails(page, { name: `${person.firstName} ${person.lastName}`, email: person.email });
  await form.message.fill('A tall bookcase and a small desk, both still in their boxes.');
  await section.getByRole('button', { name: 'Upload photos' }).click();
  await expectToast(page, 'Photos Uploaded', '1 photo uploaded successfully.');
  await expect(section.getByText(EMAIL_FIRST)).toHaveCount(0);
  const uploaded = section.getByRole('list', { name: 'Uploaded furniture photos' }).getByRole('img');
  await expect(uploaded).toHaveCount(1);
  await expect(uploaded.first()).toHaveAttribute('src', /^\/api\/furniture-photos\/file\/[0-9a-f]+\/thumb$/);
  // Filed under the chosen service, not under the words of the message.
  await expect(uploaded.first()).toHaveAccessibleName('Photo 1 of 1: Furniture Assembly');
  await expect.poll(() => uploaded.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(section.getByRole('button', { name: 'Upload photos' })).toHaveCount(0);

  await form.submit.click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Thank You!' })).toContainText('Furniture Assembly');
  await expect(page.getByRole('region', { name: 'Thank You!' })).toContainText('Your photo is with us too.');
});

test('the form explains what is missing next to each field, and shows server messages', async ({ page }) => {
  await visit(page, '/contact');
  const form = fields(page);
  await form.submit.click();
  for (const [field, message] of [
    [form.name, 'Name is required'],
    [form.email, 'Invalid email address'],
    [form.phone, 'Phone number must be at least 10 digits'],
    [form.service, 'Please choose a service'],
    [form.message, 'Message must be at least 10 characters'],
  ] as const) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
  }
  await expect(form.name).toBeFocused();
  await expectNoAxeViolations(page, { label: '/contact with field errors' });

  // A refusal from the server (answered here, so the suite's request budget is not spent).
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Please choose a service',
        fields: { serviceTypeId: 'Please choose a service' },
      }),
    }),
  );
  await fillContactDetails(page, { name: 'Gloria Hughes', email: 'gloria@example.com' });
  await form.service.selectOption({ label: 'Notary Services' });
  await form.message.fill('Two documents need a notary stamp this week.');
  await form.submit.click();
  await expectToast(page, 'Submission Failed', 'Please choose a service');
  await expect(form.service).toHaveAttribute('aria-invalid', 'true');
  await expect(form.service).toHaveAccessibleDescription(/Please choose a service/);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Please choose a service');
});

test('links from the client area prefill the message; a signed-in client gets their name and e-mail', async ({
  browser,
  clientAccount,
}) => {
  const context = await browser.newContext({ storageState: clientAccount.storageState });
  const page = await context.newPage();
  try {
    await visit(page, '/contact?service=reschedule');
    const form = fields(page);
    const { user } = clientAccount;
    await expect(form.name).toHaveValue(`${user.firstName} ${user.lastName}`);
    await expect(form.email).toHaveValue(user.email);
    await expect(form.message).toHaveValue(/move my upcoming appointment/);
    await expect(form.service).toHaveValue('');

    await visit(page, '/contact?service=furniture');
    await expect(form.service.locator('option:checked')).toHaveText('Furniture Assembly');
    await expect(page.getByRole('heading', { name: /Photos of your furniture/ })).toBeVisible();
    await visit(page, '/contact?service=seasonal-return');
    await expect(form.service.locator('option:checked')).toHaveText('Return Home Preparation');
    await expect(form.message).toHaveValue(/coming back to Florida/);
  } finally {
    await context.close();
  }
});

test('the side cards name the service categories and how to reach us', async ({ page }) => {
  await visit(page, '/contact');
  const main = page.getByRole('main');
  for (const category of [
    'Personal Assistance',
    'Home & Tech Support',
    'Administrative Assistance',
    'Specialized Services',
  ]) {
    await expect(main.getByRole('heading', { name: category, exact: true })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: '(352) 555-0142' })).toHaveAttribute('href', 'tel:+13525550142');
  await expect(main.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
    'href',
    'mailto:hello@example.com',
  );
  await expect(page).toHaveTitle(/^Request an Appointment \|/);
});

for (const viewport of [undefined, NARROW]) {
  test.describe(viewport ? 'at 320 px' : 'on the desktop', () => {
    if (viewport) test.use({ viewport });

    test('axe finds nothing, with photos chosen too, and nothing is wider than the window', async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));

      // Its status and a clean hydration checked in this visit too (hydration.spec.ts leaves /contact here).
      await visitCleanly(page, '/contact');
      await expectNoAxeViolations(page);
      await visit(page, '/contact?service=furniture');
      await page.locator('input[type="file"]').setInputFiles(await testPhoto('desk.jpg'));
      await expect(page.getByRole('img', { name: 'Preview of desk.jpg' })).toBeVisible();
      await expectNoAxeViolations(page, { label: '/contact with a photo chosen' });
      const width = page.viewportSize()?.width ?? 0;
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
      expect(problems, 'console errors (hydration)').toEqual([]);
    });
  });
}

test.describe('in Spanish', () => {
  // Its own client address (trusted from the e2e proxy, e2e/README.md): this request does not count
  // against the shared address's 10 an hour.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.17.0.1' } });

  test('a request sent from /es/contact ends on the Spanish tracking page of its code', async ({ page }) => {
    await visit(page, '/es/contact');
    const main = page.getByRole('main');
    const person = newUser('es-contact');
    await main.getByRole('textbox', { name: 'Nombre completo' }).fill(`${person.firstName} ${person.lastName}`);
    await main.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(person.email);
    await main.getByRole('textbox', { name: 'Teléfono' }).fill('(352) 555-0177');
    await main.getByRole('combobox', { name: 'Servicio', exact: true }).selectOption({ label: 'Servicios de notario' });
    await main.getByRole('textbox', { name: 'Mensaje' }).fill('Necesito un notario para unos papeles.');
    await main.getByRole('button', { name: 'Enviar solicitud' }).click();

    await expectToast(page, 'Solicitud enviada', 'Recibimos su solicitud y le contactaremos pronto.');
    const panel = page.getByRole('region', { name: '¡Gracias!' });
    await expect(panel).toContainText('Recibimos su solicitud de Servicios de notario.');
    const code = (await panel.getByText(/^TA-[A-Z0-9]{4}-[A-Z0-9]{4}$/).textContent()) ?? '';
    await panel.getByRole('link', { name: 'Ver mi solicitud' }).click();

    await expect(page).toHaveURL(`/es/track-request?token=${code}`);
    await expect(page.getByRole('heading', { name: 'Su solicitud', exact: true })).toBeVisible();
    await expect(main).toContainText(`Código de seguimiento ${code}`);
    await expect(main).toContainText('Estado: Nueva');
  });
});
