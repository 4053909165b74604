import { defaultBusiness } from '@ta/shared';
import { latestMailboxId, latestResetLink } from './support/mailbox';
import { latestEmailTo } from './support/outbox';
import { expect, test, visit } from './support/fixtures';
import {
  NARROW,
  authPanel,
  expectToast,
  expectUserMenuFor,
  logInThroughForm,
  logOutFromUserMenu,
  mobileMenu,
  userMenuButton,
} from './support/ui';
import { newUser, registerClient, strongPassword } from './support/users';

const INVALID_CREDENTIALS = 'Incorrect username or password.';

test.describe('client account', () => {
  test('register, log out, and log in again with the username', async ({ page }) => {
    const user = newUser('reg');

    await test.step('register on /auth?tab=register', async () => {
      await visit(page, '/auth?tab=register');
      await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
      const panel = authPanel(page, 'Create account');
      await panel.getByRole('textbox', { name: 'First name' }).fill(user.firstName);
      await panel.getByRole('textbox', { name: 'Last name' }).fill(user.lastName);
      await panel.getByRole('textbox', { name: 'Email' }).fill(user.email);
      await panel.getByRole('textbox', { name: 'Username' }).fill(user.username);
      await panel.getByLabel('Password', { exact: true }).fill(user.password);
      await panel.getByLabel('Confirm password').fill(user.password);
      await panel.getByRole('button', { name: 'Create account' }).click();

      await expectToast(page, 'Registration successful', `Welcome to ${defaultBusiness.name}, ${user.firstName}!`);
      // A new client lands on their dashboard (an admin would go to /admin); the header is the home page's.
      await expect(page).toHaveURL('/dashboard');
      await visit(page, '/');
    });

    await test.step('the header menu names the new client', async () => {
      const menu = await expectUserMenuFor(page, user);
      await expect(menu.getByRole('menuitem', { name: 'My Dashboard' })).toHaveAttribute('href', '/dashboard');
      await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    });

    await test.step('log out from the user menu', async () => {
      await logOutFromUserMenu(page);
      await expect(page).toHaveURL('/');
      await expect(userMenuButton(page)).toHaveCount(0);
      // The session really ended on the server, not only in the page.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(userMenuButton(page)).toHaveCount(0);
      expect((await page.request.get('/api/user')).status()).toBe(401);
    });

    await test.step('log in again with the username', async () => {
      await logInThroughForm(page, user.username, user.password);
      await expectToast(page, 'Login successful', `Welcome back, ${user.firstName}!`);
      await expect(page).toHaveURL('/dashboard');
      await visit(page, '/');
      await expect(userMenuButton(page)).toContainText(user.firstName);
    });

    await test.step('at 320 px the mobile menu says who is signed in, and logs out', async () => {
      await page.setViewportSize(NARROW);
      await expect(userMenuButton(page)).toBeHidden();
      const menu = mobileMenu(page);
      const panel = await menu.open();
      await expect(panel).toContainText(`Signed in as ${user.firstName} ${user.lastName}`);
      await expect(panel.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/dashboard');
      await panel.getByRole('button', { name: 'Log out' }).click();
      await expectToast(page, 'Logged out successfully');
      await expect(panel).toBeHidden();
      await expect(userMenuButton(page)).toHaveCount(0);
      await menu.open();
      await expect(panel).not.toContainText('Signed in as');
      await expect(panel.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    });
  });

  test('edit the profile, then change the password', async ({ page, browser }) => {
    const user = await registerClient(page.request, newUser('profile'));
    const newFirstName = 'Marisol';
    const newPassword = strongPassword();

    await test.step('change the first name and see it saved after a reload', async () => {
      await visit(page, '/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
      const panel = page.getByRole('tabpanel', { name: 'Profile' });
      const firstName = panel.getByRole('textbox', { name: 'First name' });
      await expect(firstName).toHaveValue(user.firstName);
      await firstName.fill(newFirstName);
      await panel.getByRole('button', { name: 'Save changes' }).click();
      await expect(panel.getByRole('status')).toContainText('Your details have been saved.');
      await expectToast(page, 'Profile updated');
      // The header follows at once.
      await expect(userMenuButton(page)).toContainText(newFirstName);

      await page.reload();
      await expect(
        page.getByRole('tabpanel', { name: 'Profile' }).getByRole('textbox', { name: 'First name' }),
      ).toHaveValue(newFirstName);
      await expect(userMenuButton(page)).toContainText(newFirstName);
    });

    await test.step('change the password on the Password tab', async () => {
      await page.getByRole('tab', { name: 'Password' }).click();
      await expect(page).toHaveURL('/profile?tab=password');
      const panel = page.getByRole('tabpanel', { name: 'Password' });
      const current = panel.getByLabel('Current password');

      await current.fill('Not-My-Password-77');
      await panel.getByLabel('New password', { exact: true }).fill(newPassword);
      await panel.getByLabel('Confirm new password').fill(newPassword);
      await panel.getByRole('button', { name: 'Change password' }).click();
      await expect(current).toHaveAttribute('aria-invalid', 'true');
      await expect(current).toHaveAccessibleDescription('Your current password is not correct.');
      await expect(panel.getByRole('alert')).toContainText('Your password was not changed');

      // The session as it is now, to check below that the change ends it everywhere else.
      const sessionBefore = await page.context().storageState();
      await current.fill(user.password);
      await panel.getByRole('button', { name: 'Change password' }).click();
      await expect(panel.getByRole('status')).toContainText('Your password has been changed.');
      await expectToast(page, 'Password changed');
      await expect(current).toHaveValue('');

      // This browser stays signed in (it got a fresh session); the old session is over.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
      const elsewhere = await browser.newContext({ storageState: sessionBefore });
      expect((await elsewhere.request.get('/api/user')).status()).toBe(401);
      await elsewhere.close();
    });

    await test.step('log out; the old password fails with an inline error; the new one works', async () => {
      await logOutFromUserMenu(page);
      await expect(page).toHaveURL('/');
      await logInThroughForm(page, user.username, user.password);
      await expect(authPanel(page, 'Log in').getByRole('alert')).toContainText(INVALID_CREDENTIALS);
      await expectToast(page, 'Login failed', INVALID_CREDENTIALS);
      await expect(page).toHaveURL('/auth');

      await logInThroughForm(page, user.username, newPassword, { open: false });
      await expectToast(page, 'Login successful', `Welcome back, ${newFirstName}!`);
      await expect(page).toHaveURL('/dashboard');
    });
  });

  test('forgot password: the e-mailed link sets a new password', async ({ page }) => {
    const user = await registerClient(page.request, newUser('reset'));
    await page.context().clearCookies();
    const newPassword = strongPassword();
    const before = latestMailboxId();

    await test.step('ask for a reset link', async () => {
      await visit(page, '/auth');
      await authPanel(page, 'Log in').getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page).toHaveURL('/forgot-password');
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText(
        'If an account uses that email address, we have sent it a link',
      );
    });

    const link = await latestResetLink(user.email, { afterId: before });

    await test.step('the outbox staff read shows the link hidden', async () => {
      const kept = await latestEmailTo(user.email, { subject: 'Reset your' });
      const token = new URLSearchParams(link.split('?')[1]).get('token') ?? '';
      expect(token.length).toBeGreaterThan(20);
      expect(kept.textBody).toContain('/reset-password?token=[hidden]');
      expect(kept.textBody).not.toContain(token);
    });

    await test.step('open the link and choose a new password', async () => {
      await visit(page, link);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toContainText(
        'Your password has been reset.',
      );
    });

    await test.step('log in with the new password', async () => {
      await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL('/auth');
      await logInThroughForm(page, user.username, newPassword, { open: false });
      await expectToast(page, 'Login successful', `Welcome back, ${user.firstName}!`);
      await expect(page).toHaveURL('/dashboard');
    });

    await test.step('the link works only once', async () => {
      await page.context().clearCookies();
      await visit(page, link);
      const another = strongPassword();
      await page.getByLabel('New password', { exact: true }).fill(another);
      await page.getByLabel('Confirm new password').fill(another);
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('alert')).toContainText('This reset link is not valid or has expired.');
    });
  });
});
