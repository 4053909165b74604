import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { changeDatabase, withDatabase } from './support/database';
import { waitForHydration } from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';
import { createBackOfficeUser, logInWithApi, newUser, type TestUser } from './support/users';

// No silent time-outs (docs/decisions/034-no-silent-time-outs.md). The warning runs on a server of its
// own whose staff idle limit is 150 seconds: the two-minute warning comes 30 seconds after signing in.
// The session ended from outside runs on one with the usual limit, so no warning can cover its form
// however slow the machine is.
const IDLE_SECONDS = 150;

test.describe.configure({ mode: 'serial' });

let server: OwnServer;
let staff: TestUser;

async function startServer(env: Record<string, string>) {
  server = await startOwnServer(env);
  staff = await createBackOfficeUser('staff', newUser('staff'), { dataDir: server.dataDir });
}
test.afterEach(async () => {
  await server?.stop();
});

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  await logInWithApi(context.request, staff);
  return context.newPage();
}

function staffId(): number {
  return withDatabase(
    (db) => (db.prepare('select id from users where username = ?').get(staff.username) as { id: number }).id,
    server.databaseFile,
  );
}

function idleExpiresAt(): string[] {
  return withDatabase(
    (db) =>
      (
        db.prepare('select idle_expires_at as at from sessions where user_id = ?').all(staffId()) as { at: string }[]
      ).map((row) => row.at),
    server.databaseFile,
  );
}

function postTitles(): string[] {
  return withDatabase(
    (db) => (db.prepare('select title from blog_posts').all() as { title: string }[]).map((row) => row.title),
    server.databaseFile,
  );
}

async function typePost(page: Page, title: string) {
  await page.goto('/admin/blog/new');
  await waitForHydration(page);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill('What to check on your home before a storm.');
  await page.getByLabel('Content').fill('Shutters, water, batteries, and a call to your neighbours.');
}

test('warns two minutes before the idle limit, and Stay signed in keeps the session', async ({ browser }) => {
  test.slow();
  await startServer({ SESSION_STAFF_IDLE_SECONDS: String(IDLE_SECONDS) });
  const page = await signedInPage(browser);
  const title = `Storm checklist ${Date.now()}`;
  await typePost(page, title);

  const warning = page.getByRole('alertdialog', { name: 'You will be signed out in 2 minutes' });
  await expect(warning).toBeVisible({ timeout: 60_000 });
  await expect(warning).toContainText('Time left:');
  await expect(warning.getByRole('timer')).toHaveText(/^[0-2]:[0-5]\d$/);
  await expect(page.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expectNoAxeViolations(page, { label: 'idle warning dialog' });

  // The session would now end in three seconds, unless it is kept.
  const soon = new Date(Date.now() + 3000).toISOString();
  changeDatabase(server.databaseFile, (db) =>
    db.prepare('update sessions set idle_expires_at = ? where user_id = ?').run(soon, staffId()),
  );
  await page.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  const [kept] = idleExpiresAt();
  expect(Date.parse(kept!)).toBeGreaterThan(Date.now() + 100_000);

  // Past the moment it would have ended, the write goes through, with what was typed before the warning.
  await expect.poll(() => Date.now()).toBeGreaterThan(Date.parse(soon) + 500);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  expect(postTitles()).toContain(title);
  await page.context().close();
});

test('a form sent after the session ended keeps what was typed and is sent after signing in again', async ({
  browser,
}) => {
  await startServer({});
  const page = await signedInPage(browser);
  const title = `Snowbird arrival tips ${Date.now()}`;
  await typePost(page, title);

  // The session ends behind the page's back (the idle limit, another device's sign-out) just as the
  // post is sent: ended any earlier, the back office's own polling (the chat's unread count) may find
  // it first on a slow machine, and the dialog would cover the button before it is pressed.
  let ended = false;
  await page.route('**/api/admin/blog', async (route) => {
    if (route.request().method() === 'POST' && !ended) {
      ended = true;
      changeDatabase(server.databaseFile, (db) => db.prepare('delete from sessions where user_id = ?').run(staffId()));
    }
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create Post' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Your session has ended' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Anything you typed is kept.');
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByText('Not sent yet: your session has ended.')).toBeAttached();
  const kept = await page.evaluate(() => sessionStorage.getItem('ta-draft:blog-post:new'));
  expect(kept).toContain(title);
  expect(postTitles()).not.toContain(title);
  await expectNoAxeViolations(page, { label: 'session ended dialog' });

  await expect(dialog.getByLabel('Username or email')).toHaveValue(staff.username);
  await dialog.getByLabel('Password', { exact: true }).fill(staff.password);
  await dialog.getByRole('button', { name: 'Sign in again' }).click();

  // Signed in again, the waiting post is sent by itself and the page moves on as after any save.
  await expect(page).toHaveURL(/\/admin\/blog$/);
  expect(postTitles()).toContain(title);
  const storage = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(storage).not.toContain(staff.password);
  expect(storage).not.toContain('ta-draft:blog-post:new');
  await page.context().close();
});
