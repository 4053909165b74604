import { expect, test, visit } from './support/fixtures';
import { authPanel, expectToast } from './support/ui';
import { newUser, registerClient } from './support/users';

test('the login form checks its fields before asking the server', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/login') loginCalls += 1;
  });
  await visit(page, '/auth');
  const panel = authPanel(page, 'Log in');
  await panel.getByRole('textbox', { name: 'Username or email' }).fill('ab');
  await panel.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(panel.getByRole('textbox', { name: 'Username or email' })).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByRole('textbox', { name: 'Username or email' })).toHaveAccessibleDescription(
    'Username must be at least 3 characters',
  );
  await expect(panel.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Password must be at least 6 characters',
  );
  expect(loginCalls).toBe(0);
});

test('registration shows the server refusals next to the fields', async ({ page, clientAccount }) => {
  // One more use of the register limit (10 an hour per address) for two refused attempts.
  const user = { ...newUser('refused'), username: clientAccount.user.username };
  await visit(page, '/auth?tab=register');
  const panel = authPanel(page, 'Create account');
  await panel.getByRole('textbox', { name: 'First name' }).fill(user.firstName);
  await panel.getByRole('textbox', { name: 'Last name' }).fill(user.lastName);
  await panel.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await panel.getByRole('textbox', { name: 'Username' }).fill(user.username);

  await test.step('a common password', async () => {
    const password = panel.getByLabel('Password', { exact: true });
    await password.fill('password1');
    await panel.getByLabel('Confirm password').fill('password1');
    await panel.getByRole('button', { name: 'Create account' }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/too common/);
    await expect(panel.getByRole('alert')).toContainText('Registration failed');
    await expectToast(page, 'Registration failed', /too common/);
  });

  await test.step('a username that is taken', async () => {
    await panel.getByLabel('Password', { exact: true }).fill(user.password);
    await panel.getByLabel('Confirm password').fill(user.password);
    await panel.getByRole('button', { name: 'Create account' }).click();
    const username = panel.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(/That username is already taken/);
    await expect(username).toBeFocused();
    await expect(page).toHaveURL('/auth?tab=register');
  });
});

test('a revealed password hides again after 5 seconds', async ({ page }) => {
  await visit(page, '/auth');
  // The test drives the page's timers from here on (no real five-second wait). Installed after
  // hydration: React's scheduler keeps the real timers it captured when it loaded.
  await page.clock.install();
  const panel = authPanel(page, 'Log in');
  const input = panel.getByLabel('Password', { exact: true });
  await input.fill('Sunny-Porch-Swing-42');
  await panel.getByRole('button', { name: 'Show password' }).click();
  await expect(input).toHaveAttribute('type', 'text');
  await expect(panel.getByRole('button', { name: 'Hide password' })).toBeVisible();

  await page.clock.runFor(4_500);
  await expect(input).toHaveAttribute('type', 'text');
  await page.clock.runFor(600);
  // A short timeout: with real timers this would need about five more seconds.
  await expect(input).toHaveAttribute('type', 'password', { timeout: 1_000 });
  await expect(panel.getByRole('button', { name: 'Show password' })).toBeVisible();
  await expect(input).toHaveValue('Sunny-Porch-Swing-42');
});

test.describe('in Spanish, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('logs in on /es/auth and lands on /es/dashboard', async ({ page, playwright, baseURL }) => {
    // A client who registered on the Spanish site: signing in follows her account's language.
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: 'lang=es', 'x-forwarded-for': '10.59.0.1' },
    });
    const user = await registerClient(request);
    await request.dispose();
    const clientAccount = { user };
    await page.goto('/es/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('heading', { level: 1, name: 'Su cuenta de cliente' })).toBeVisible();
    // The header offers the page in English.
    await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
    const panel = page.getByRole('tabpanel', { name: 'Iniciar sesión' });
    await panel
      .getByRole('textbox', { name: 'Nombre de usuario o correo electrónico' })
      .fill(clientAccount.user.username);
    await panel.getByLabel('Contraseña', { exact: true }).fill(clientAccount.user.password);
    await panel.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/es\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  });
});
