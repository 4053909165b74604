import { expect, test, visit } from './support/fixtures';
import { NARROW, authPanel, expectToast, logInThroughForm, logOutFromUserMenu, userMenuButton } from './support/ui';
import { createBackOfficeUser } from './support/users';

const ACCESS_DENIED = 'You do not have permission to access this page.';

test('signed out, the client area and the back office end on /auth, which knows the way back', async ({ page }) => {
  for (const path of ['/profile', '/dashboard', '/admin', '/admin/contacts']) {
    await test.step(path, async () => {
      // The server answers with a redirect, so even a browser without JavaScript lands on /auth.
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      const signIn = `/auth?next=${encodeURIComponent(path)}`;
      expect(response.headers().location).toBe(signIn);

      await visit(page, path);
      await expect(page).toHaveURL(signIn);
      await expect(page.getByRole('heading', { level: 1, name: 'Your client account' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    });
  }
});

test('a client sent to /auth from a client page returns there after logging in', async ({ page, clientAccount }) => {
  await visit(page, '/appointments?tab=past');
  await expect(page).toHaveURL('/auth?next=%2Fappointments%3Ftab%3Dpast');
  await logInThroughForm(page, clientAccount.user.username, clientAccount.user.password, { open: false });
  await expect(page).toHaveURL('/appointments?tab=past');
  await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
});

test.describe('a signed-in client', () => {
  test.use({ storageState: async ({ clientAccount }, use) => use(clientAccount.storageState) });

  for (const viewport of [undefined, NARROW]) {
    test(`sees Access Denied in the back office${viewport ? ' (320 px)' : ''}`, async ({ page }) => {
      if (viewport) await page.setViewportSize(viewport);
      for (const path of ['/admin', '/admin/users']) {
        const response = await visit(page, path);
        expect(response?.status(), path).toBe(403);
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
        await expect(page.getByRole('main')).toContainText(ACCESS_DENIED);
        await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
          'href',
          '/',
        );
      }
    });
  }

  test('is sent from /auth to their dashboard, or to the page named in `next`', async ({ page }) => {
    await visit(page, '/auth');
    await expect(page).toHaveURL('/dashboard');
    await visit(page, '/auth?next=%2Fappointments');
    await expect(page).toHaveURL('/appointments');
    await visit(page, '/auth?next=%2F%2Fevil.example%2Fx');
    await expect(page).toHaveURL('/dashboard');
  });
});

test.describe('back-office accounts', () => {
  test('an admin made with the command-line tool logs in and lands on /admin', async ({ page }) => {
    const admin = await createBackOfficeUser('admin');
    await logInThroughForm(page, admin.username, admin.password);
    await expectToast(page, 'Login successful', `Welcome back, ${admin.firstName}!`);
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${admin.firstName}` })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Role: Administrator');

    // On the public site, the header's dashboard entry leads back to the back office.
    await visit(page, '/');
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL('/admin');

    // Logging out of the back office goes to the login page.
    await logOutFromUserMenu(page);
    await expect(page).toHaveURL('/auth');
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('a wrong password shows an inline error, not only a toast', async ({ page }) => {
    const staff = await createBackOfficeUser('staff');
    await logInThroughForm(page, staff.username, `${staff.password}-wrong`);

    const panel = authPanel(page, 'Log in');
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText('Login failed');
    await expect(alert).toContainText('Incorrect username or password.');
    await expectToast(page, 'Login failed', 'Incorrect username or password.');
    await expect(page).toHaveURL('/auth');
    // What was typed stays, so the person can correct it.
    await expect(panel.getByRole('textbox', { name: 'Username or email' })).toHaveValue(staff.username);

    // The right password, typed by e-mail address this time, works and clears the error.
    await panel.getByRole('textbox', { name: 'Username or email' }).fill(staff.email);
    await panel.getByLabel('Password', { exact: true }).fill(staff.password);
    await panel.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('main')).toContainText('Role: Staff member');
  });
});
