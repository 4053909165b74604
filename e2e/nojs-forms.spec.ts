import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { latestResetLink } from './support/mailbox';
import { latestEmailTo } from './support/outbox';
import { testPhotos } from './support/photos';
import { requestCountFor, storedPhotosOf, storedRequest, storedUser } from './support/stored';
import { newUser, registerClient, strongPassword } from './support/users';

/**
 * Every public and account form works without JavaScript: the browser posts the real form
 * to the page's URL, and the page shows the result (or the typed values with the problems), while the
 * data lands where the JSON call puts it.
 *
 * Budget: each test comes from its own client address (X-Forwarded-For, trusted from the e2e server's
 * proxy address 127.0.0.1, see e2e/README.md), so these forms do not eat into the shared address's
 * rate limits, and the shared address's calls do not refuse these.
 */
let addresses = 0;
test.use({
  javaScriptEnabled: false,
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  extraHTTPHeaders: async ({}, use) => {
    addresses += 1;
    await use({ 'x-forwarded-for': `10.16.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` });
  },
});

/** The tracking code of the page a sent request led to, after checking it is that page. */
async function expectRequestReceived(page: Page): Promise<string> {
  // The browser keeps the form's #fragment across the redirect.
  await expect(page).toHaveURL(/\/track-request\?token=TA-[A-Z2-9]{4}-[A-Z2-9]{4}&received=1(#[a-z-]+)?$/);
  const code = new URL(page.url()).searchParams.get('token') ?? '';
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: 'Thank you! We have received your request.' })).toContainText(
    code,
  );
  await expect(main).toContainText(`Tracking ID ${code}`);
  await expect(main).toContainText('Status: New');
  return code;
}

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A field after a refused post: its value kept, marked invalid, its message read with it, linked from the top. */
async function expectFieldProblem(page: Page, field: Locator, value: string, message: string) {
  await expect(field).toHaveValue(value);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(escaped(message));
  const id = await field.getAttribute('id');
  await expect(page.locator(`[role="alert"] a[href="#${id}"]`)).toHaveText(message);
}

test.describe('the landing page without JavaScript', () => {
  test('sends the contact form: the tracking page of the new request, and the request stored', async ({ page }) => {
    const person = newUser('nojs');
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
    await form.getByRole('textbox', { name: 'Last name' }).fill('N');
    await form.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await form.getByRole('textbox', { name: 'Phone' }).fill('(352) 555-0148');
    await form.getByRole('combobox', { name: 'Service you are interested in' }).selectOption('Home & Tech Support');
    await form.getByRole('textbox', { name: 'Message' }).fill('Please set up my new printer and tablet.');
    await form.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
    await form.getByRole('checkbox', { name: /newsletter/ }).check();
    await form.getByRole('button', { name: 'Send Message' }).click();

    // A refusal first: the page again, back at the form, the typed values kept, the problem beside its field.
    await expect(page).toHaveURL(/\/#contact$/);
    const again = page.getByRole('form', { name: 'Send us a message' });
    await expect(again.getByRole('alert')).toContainText('Your message was not sent');
    await expectFieldProblem(
      page,
      again.getByRole('textbox', { name: 'Last name' }),
      'N',
      'Last name must be at least 2 characters',
    );
    await expect(again.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Please set up my new printer and tablet.',
    );
    await expect(again.getByRole('checkbox', { name: /newsletter/ })).toBeChecked();
    await expect(again.getByRole('checkbox', { name: /Text me updates/ })).not.toBeChecked();
    expect(requestCountFor(person.email)).toBe(0);

    await again.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
    await again.getByRole('button', { name: 'Send Message' }).click();
    const code = await expectRequestReceived(page);
    expect(storedRequest(code)).toMatchObject({
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email.toLowerCase(),
      serviceInterest: 'Home & Tech Support',
      newsletter: 1,
      notifyByEmail: 1,
      notifyBySms: 0,
      consentGiven: 1,
    });
    await expect((await latestEmailTo(person.email, { subject: code })).textBody).toContain(code);
    // The ticked newsletter box asks the address to confirm (double opt-in), in a message of its own.
    await expect(
      (await latestEmailTo(person.email, { subject: 'Please confirm your subscription' })).textBody,
    ).toContain('/newsletter/confirm?token=');
  });

  test('opens the quote form by its link and sends it', async ({ page }) => {
    const person = newUser('quote');
    await page.goto('/#pricing');
    await page.getByRole('link', { name: 'Request Quote' }).click();
    await expect(page).toHaveURL(/\/\?quote=open#quote-request$/);
    const form = page.getByRole('form', { name: 'Quote request' });
    await form.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
    await form.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
    await form.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await form.getByRole('textbox', { name: 'Phone' }).fill('(352) 555-0150');
    await form.getByRole('combobox', { name: 'Service category' }).selectOption('Meal Prep & Cooking');
    await form.getByRole('textbox', { name: 'Specific service needed' }).fill('Weekly meals for two');
    await form.getByRole('textbox', { name: 'Town or address (optional)' }).fill('Dade City');
    await form.getByRole('textbox', { name: 'Details' }).fill('Low-salt meals, cooked on Mondays.');
    await form.getByRole('button', { name: 'Send Quote Request' }).click();

    const again = page.getByRole('form', { name: 'Quote request' });
    await expect(again.getByRole('alert')).toContainText('Your quote request was not sent');
    const terms = again.getByRole('checkbox', { name: /I accept the Terms and Conditions/ });
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAccessibleDescription('You must accept the terms and privacy policy to continue');
    await expect(again.getByRole('textbox', { name: 'Specific service needed' })).toHaveValue('Weekly meals for two');
    await terms.check();
    await again.getByRole('button', { name: 'Send Quote Request' }).click();

    const code = await expectRequestReceived(page);
    const stored = storedRequest(code);
    expect(stored).toMatchObject({ email: person.email.toLowerCase(), serviceInterest: 'Meal Prep & Cooking' });
    expect(stored?.message).toContain('Specific service: Weekly meals for two');
    expect(stored?.message).toContain('Location: Dade City');
  });
});

test.describe('Request an Appointment without JavaScript', () => {
  test('sends the request with furniture photos from the plain file input', async ({ page }) => {
    const person = newUser('nojs-contact');
    await page.goto('/contact?service=furniture');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Full name' }).fill(`${person.firstName} ${person.lastName}`);
    await main.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
    await main.getByRole('textbox', { name: 'Phone' }).fill('555-01');
    await main.getByRole('textbox', { name: 'Message' }).fill('Please assemble a bookcase in the study.');
    const photos = main.getByLabel('Choose up to 5 photos');
    await photos.setInputFiles(await testPhotos(2));
    await main.getByRole('button', { name: 'Submit Request' }).click();

    await expect(main.getByRole('alert')).toContainText('Submission Failed');
    await expectFieldProblem(
      page,
      main.getByRole('textbox', { name: 'Phone' }),
      '555-01',
      'Phone number must be at least 10 digits',
    );
    await expect(main.getByRole('combobox', { name: 'Service', exact: true }).locator('option:checked')).toHaveText(
      'Furniture Assembly',
    );
    expect(requestCountFor(person.email)).toBe(0);
    expect(storedPhotosOf(person.email)).toEqual([]);

    // The browser cannot keep chosen files across pages: they are chosen again.
    await main.getByRole('textbox', { name: 'Phone' }).fill('(352) 555-0152');
    await main.getByLabel('Choose up to 5 photos').setInputFiles(await testPhotos(2));
    await main.getByRole('button', { name: 'Submit Request' }).click();

    const code = await expectRequestReceived(page);
    expect(storedRequest(code)).toMatchObject({
      firstName: person.firstName,
      email: person.email.toLowerCase(),
      serviceInterest: 'Furniture Assembly',
      message: 'Please assemble a bookcase in the study.',
    });
    // Filed under the chosen service, the message as their description, as the page with JavaScript files them.
    const filed = {
      furnitureType: 'Furniture Assembly',
      furnitureDescription: 'Please assemble a bookcase in the study.',
      contentType: 'image/webp',
    };
    expect(storedPhotosOf(person.email)).toEqual([expect.objectContaining(filed), expect.objectContaining(filed)]);
  });
});

test.describe('Request an Appointment in Spanish without JavaScript', () => {
  test('answers a refused send with Spanish problems, then lands on the Spanish tracking page', async ({ page }) => {
    const person = newUser('nojs-es');
    await page.goto('/es/contact');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Nombre completo' }).fill(`${person.firstName} ${person.lastName}`);
    await main.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(person.email);
    await main.getByRole('textbox', { name: 'Teléfono' }).fill('555-01');
    await main.getByRole('combobox', { name: 'Servicio', exact: true }).selectOption({ label: 'Servicios de notario' });
    await main.getByRole('textbox', { name: 'Mensaje' }).fill('Necesito un notario para unos papeles.');
    await main.getByRole('button', { name: 'Enviar solicitud' }).click();

    // Refused: the Spanish page again, the problems in Spanish at the top and beside the field.
    await expect(page).toHaveURL(/\/es\/contact(#[a-z-]+)?$/);
    await expect(main.getByRole('alert')).toContainText('No se pudo enviar');
    await expect(main.getByRole('alert')).toContainText('Por favor, corrija esto:');
    await expectFieldProblem(
      page,
      main.getByRole('textbox', { name: 'Teléfono' }),
      '555-01',
      'El teléfono debe tener al menos 10 dígitos',
    );
    await expect(main).not.toContainText('Phone number must be at least 10 digits');
    expect(requestCountFor(person.email)).toBe(0);

    await main.getByRole('textbox', { name: 'Teléfono' }).fill('(352) 555-0153');
    await main.getByRole('button', { name: 'Enviar solicitud' }).click();

    // Sent: the Spanish tracking page of the new request; the request keeps the service's English name.
    await expect(page).toHaveURL(/\/es\/track-request\?token=TA-[A-Z2-9]{4}-[A-Z2-9]{4}&received=1(#[a-z-]+)?$/);
    const code = new URL(page.url()).searchParams.get('token') ?? '';
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(main.getByRole('status').filter({ hasText: '¡Gracias! Recibimos su solicitud.' })).toContainText(code);
    await expect(main).toContainText('Estado: Nueva');
    await expect(main).toContainText('Servicios de notario');
    expect(storedRequest(code)).toMatchObject({
      email: person.email.toLowerCase(),
      serviceInterest: 'Notary Services',
    });
  });
});

test.describe('/furniture-upload without JavaScript', () => {
  test('uploads photos from the plain form and shows the thank-you with them', async ({ page }) => {
    const person = newUser('nojs-upload');
    await page.goto('/furniture-upload');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Email Address' }).fill(person.email);
    await main.getByRole('textbox', { name: 'Additional Details' }).fill('Two flat-pack boxes.');
    await main.getByRole('button', { name: 'Upload Photos' }).click();

    await expect(main.getByRole('alert')).toContainText('Upload failed');
    await expectFieldProblem(
      page,
      main.getByRole('textbox', { name: 'Furniture Type' }),
      '',
      'Furniture Type is required',
    );
    const picker = main.getByLabel('Choose up to 5 photos');
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(picker).toHaveAccessibleDescription(/Please select at least one photo to upload\./);
    await expect(main.getByRole('textbox', { name: 'Email Address' })).toHaveValue(person.email);

    await main.getByRole('textbox', { name: 'Furniture Type' }).fill('Bookcase');
    await picker.setInputFiles(await testPhotos(3));
    await main.getByRole('button', { name: 'Upload Photos' }).click();

    await expect(main.getByRole('heading', { name: 'Thank you! Your photos arrived safely.' })).toBeVisible();
    await expect(main).toContainText('We received 3 photos of your Bookcase.');
    await expect(main.getByRole('img')).toHaveCount(3);
    await expect(main.getByRole('link', { name: 'Upload more photos' })).toHaveAttribute('href', '/furniture-upload');
    expect(storedPhotosOf(person.email)).toEqual(
      Array.from({ length: 3 }, () =>
        expect.objectContaining({ furnitureType: 'Bookcase', furnitureDescription: 'Two flat-pack boxes.' }),
      ),
    );
  });
});

test.describe('/track-request without JavaScript', () => {
  test('looks up a code typed into the form', async ({ page }) => {
    const person = newUser('nojs-track');
    // A request made by the contact form without JavaScript, so this test stays on its own address.
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
    await form.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
    await form.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await form.getByRole('textbox', { name: 'Phone' }).fill('(352) 555-0153');
    await form.getByRole('combobox', { name: 'Service you are interested in' }).selectOption('Not Sure Yet');
    await form.getByRole('textbox', { name: 'Message' }).fill('Help with paperwork, please.');
    await form.getByRole('checkbox', { name: 'Email me updates' }).uncheck();
    await form.getByRole('button', { name: 'Send Message' }).click();
    const code = await expectRequestReceived(page);

    await page.goto('/track-request');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Track Request' }).click();
    await expect(main.getByRole('textbox', { name: 'Tracking code' })).toHaveAccessibleDescription(
      /Please enter a tracking code/,
    );
    await main.getByRole('textbox', { name: 'Tracking code' }).fill(code.toLowerCase().replaceAll('-', ' '));
    await main.getByRole('button', { name: 'Track Request' }).click();
    await expect(main).toContainText(`Tracking ID ${code}`);
    await expect(main).toContainText(person.firstName);
    expect(storedRequest(code)).toMatchObject({ notifyByEmail: 0, consentGiven: 0 });
  });
});

test.describe('accounts without JavaScript', () => {
  test('logs in from /auth and returns to the page that sent the person there', async ({ page }) => {
    const user = await registerClient(page.request, newUser('nojs-login'));
    await page.context().clearCookies();
    const sent = await page.goto('/appointments');
    expect(sent?.request().redirectedFrom()?.url()).toMatch(/\/appointments$/);
    await expect(page).toHaveURL(/\/auth\?next=%2Fappointments$/);

    const panel = page.getByRole('tabpanel', { name: 'Log in' });
    await panel.getByRole('textbox', { name: 'Username or email' }).fill(user.username);
    await panel.getByLabel('Password', { exact: true }).fill(`${user.password}-wrong`);
    await panel.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fappointments$/);
    await expect(panel.getByRole('alert')).toContainText('Incorrect username or password.');
    await expect(panel.getByRole('textbox', { name: 'Username or email' })).toHaveValue(user.username);
    await expect(panel.getByLabel('Password', { exact: true })).toHaveValue('');
    // One session: the one registering opened (its cookie was cleared).
    expect(storedUser(user.username)?.sessions).toBe(1);

    await panel.getByLabel('Password', { exact: true }).fill(user.password);
    await panel.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/appointments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
    expect(storedUser(user.username)?.sessions).toBe(2);
  });

  test('creates an account from the register tab and lands on /dashboard', async ({ page }) => {
    const person = newUser('nojs-register');
    await page.goto('/auth?tab=register');
    const panel = page.getByRole('tabpanel', { name: 'Create account' });
    await panel.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
    await panel.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
    await panel.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await panel.getByRole('textbox', { name: 'Username' }).fill(person.username);
    await panel.getByLabel('Password', { exact: true }).fill(person.password);
    await panel.getByLabel('Confirm password').fill(`${person.password}!`);
    await panel.getByRole('button', { name: 'Create account' }).click();

    const again = page.getByRole('tabpanel', { name: 'Create account' });
    await expect(again.getByRole('alert')).toContainText('Registration failed');
    const confirm = again.getByLabel('Confirm password');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    await expect(confirm).toHaveValue('');
    await expect(again.getByRole('textbox', { name: 'Username' })).toHaveValue(person.username);
    expect(storedUser(person.username)).toBeUndefined();

    await again.getByLabel('Password', { exact: true }).fill(person.password);
    await again.getByLabel('Confirm password').fill(person.password);
    await again.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(storedUser(person.username)).toMatchObject({
      email: person.email.toLowerCase(),
      role: 'client',
      sessions: 1,
    });
  });

  test('asks for a reset link and sets a new password from it', async ({ page }) => {
    const user = await registerClient(page.request, newUser('nojs-reset'));
    await page.context().clearCookies();
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('Check your email');
    await expect(page.getByRole('link', { name: 'try another address' })).toHaveAttribute('href', '/forgot-password');

    const link = await latestResetLink(user.email);
    await page.goto(link);
    const newPassword = strongPassword();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toContainText('Your password was not changed');
    await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    await expect(page.locator('body')).not.toContainText(new URL(link, 'http://x').searchParams.get('token') ?? '');

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('status')).toContainText('Password changed');
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();

    const panel = page.getByRole('tabpanel', { name: 'Log in' });
    await panel.getByRole('textbox', { name: 'Username or email' }).fill(user.email);
    await panel.getByLabel('Password', { exact: true }).fill(newPassword);
    await panel.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('the answers to forms, as the server renders them', () => {
  // axe runs in the page, so the page's JavaScript is on; the app's own scripts are kept out, so the
  // browser sends each form itself and the pages stay as the server rendered them.
  test.use({ javaScriptEnabled: true });

  test('have no axe violations, refused or done', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const person = newUser('nojs-axe');
    const send = async (button: string) => {
      await page.getByRole('button', { name: button }).click();
      await page.waitForLoadState();
    };

    await page.goto('/');
    await page.getByRole('form', { name: 'Send us a message' }).getByRole('textbox', { name: 'First name' }).fill('A');
    await send('Send Message');
    await expect(page.getByRole('alert').filter({ hasText: 'Your message was not sent' })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/ (contact form refused)' });

    await page.goto('/?quote=open');
    await send('Send Quote Request');
    await expect(page.getByRole('alert').filter({ hasText: 'Your quote request was not sent' })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/ (quote form refused)' });

    await page.goto('/contact?service=furniture');
    await send('Submit Request');
    await expect(page.getByRole('alert').filter({ hasText: 'Submission Failed' })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/contact (refused)' });

    await page.goto('/furniture-upload');
    await send('Upload Photos');
    await expect(page.getByRole('alert').filter({ hasText: 'Upload failed' })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/furniture-upload (refused)' });

    await page.goto('/auth?tab=register');
    await send('Create account');
    await expect(page.getByRole('alert').filter({ hasText: 'Registration failed' })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/auth?tab=register (refused)' });

    await page.goto('/auth');
    await page.getByRole('textbox', { name: 'Username or email' }).fill(person.username);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/auth (login refused)' });

    await page.goto('/reset-password?token=not-a-real-token');
    await send('Save new password');
    await expect(page.getByRole('alert').filter({ hasText: 'Your password was not changed' })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/reset-password (refused)' });

    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await send('Send reset link');
    await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/forgot-password (sent)' });

    await page.goto('/furniture-upload');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(person.email);
    await page.getByRole('textbox', { name: 'Furniture Type' }).fill('Desk');
    await page.getByRole('textbox', { name: 'Additional Details' }).fill('One box.');
    await page.getByLabel('Choose up to 5 photos').setInputFiles(await testPhotos(1));
    await send('Upload Photos');
    await expect(page.getByRole('heading', { name: 'Thank you! Your photos arrived safely.' })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/furniture-upload (uploaded)' });
  });
});

/**
 * Errors React reports while hydrating (a mismatch is a console error or an uncaught error). Chromium's
 * own line for the page's 4xx status is left out: that status is the refusal's.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const ownStatus = message.location().url === page.url() && /status of 4\d\d/.test(message.text());
    if (message.type() === 'error' && !ownStatus) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('a form sent before the page’s script ran, with JavaScript on', () => {
  test.use({ javaScriptEnabled: true });

  test('the answer page hydrates the form as the server rendered it', async ({ page }) => {
    // The first page's scripts do not arrive, so the browser sends the form itself, as on a slow phone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/auth?tab=register');
    await page.unroute(/\/assets\/.*\.js$/);
    const panel = page.getByRole('tabpanel', { name: 'Create account' });
    await panel.getByRole('textbox', { name: 'First name' }).fill('A');
    await panel.getByRole('textbox', { name: 'Username' }).fill('nojs_hydration');
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    const errors = collectErrors(page);
    await panel.getByRole('button', { name: 'Create account' }).click();
    expect((await answered).status()).toBe(400);

    await waitForHydration(page);
    const again = page.getByRole('tabpanel', { name: 'Create account' });
    await expect(again.getByRole('textbox', { name: 'First name' })).toHaveValue('A');
    await expect(again.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'First name must be at least 2 characters',
    );
    await expect(again.getByRole('textbox', { name: 'Username' })).toHaveValue('nojs_hydration');
    // Hydrated: the form now checks in the browser, and its own messages replace the server's list.
    await again.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await again.getByRole('button', { name: 'Create account' }).click();
    await expect(again.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Last name must be at least 2 characters',
    );
    await expect(page).toHaveURL(/\/auth\?tab=register$/);
    expect(errors).toEqual([]);
  });
});
