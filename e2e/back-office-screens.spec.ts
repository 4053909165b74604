import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { expectToast } from './support/ui';
import { newUser } from './support/users';

test.describe('as an admin', () => {
  test.use({ storageState: async ({ adminAccount }, use) => use(adminAccount.storageState) });

  test('creates a staff account in the New User dialog; staff can sign in but not open Users', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = newUser('newstaff');
    await visit(page, '/admin/users');
    await page.getByRole('button', { name: 'New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'New User' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
    await dialog.getByRole('textbox', { name: /^Username/ }).fill(person.username);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await dialog.getByLabel('Password', { exact: true }).fill(person.password);
    await expect(dialog.getByRole('radio', { name: /Staff/ })).toBeChecked();
    await expectNoAxeViolations(page, { label: 'New User dialog' });
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expectToast(page, 'User created');
    await expect(page.getByRole('cell', { name: new RegExp(person.username) }).first()).toBeVisible();

    // The new account works, and Users stays admin-only.
    // An empty cookie jar: browser.newContext would otherwise start from this block's storageState.
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const login = await context.request.post('/api/login', {
      data: { username: person.username, password: person.password },
    });
    expect(login.status()).toBe(200);
    expect((await context.request.get('/api/admin/users')).status()).toBe(403);
    const staffPage = await context.newPage();
    await visit(staffPage, '/admin/users');
    await expect(staffPage.getByText('You do not have permission to access this page.')).toBeVisible();
    await context.close();
    expect((await page.request.get('/api/user')).status(), 'the admin is still signed in').toBe(200);
  });

  test('writes, previews and publishes a blog post; it appears on the public blog', async ({ page }) => {
    const title = `Staying safe from phone scams ${Date.now().toString(36)}`;
    await visit(page, '/admin/blog/new');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    // The slug follows the title: lowercased, each run of other characters one hyphen.
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(
      title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    );
    await page.getByRole('textbox', { name: /^Excerpt/ }).fill('Five habits that keep your savings safe.');
    await page
      .getByRole('textbox', { name: /^Content/ })
      .fill('Never give a code read out by a caller.\nHang up and call the number on your card.');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('Hang up and call the number on your card.')).toBeVisible();
    await expectNoAxeViolations(page, { label: '/admin/blog/new preview' });
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('switch', { name: 'Published' }).click();
    await expect(page.getByRole('switch', { name: 'Published' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expectToast(page, 'Blog post created');
    await expect(page).toHaveURL('/admin/blog');
    await expect(page.getByRole('cell', { name: new RegExp(title) })).toBeVisible();

    await visit(page, '/blog');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });
});
