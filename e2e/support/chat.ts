import Database from 'better-sqlite3';
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { expect, test as base, type SignedInAccount } from './fixtures';
import { e2eDatabaseFile } from './outbox';
import { createBackOfficeUser, logInWithApi } from './users';

/** A browser with no cookies and no storage: a first-time visitor. */
export const NO_SESSION: BrowserContextOptions['storageState'] = { cookies: [], origins: [] };

interface ChatFixtures {
  /**
   * Opens a page in a context of its own (a visitor, a staff member); every context is closed when
   * the test ends, pass or fail, so no staff socket outlives its test (the next may need nobody online).
   */
  openPage(storageState: BrowserContextOptions['storageState']): Promise<Page>;
}

interface ChatWorkerFixtures {
  /** One staff member (not an admin) per worker, made with the command-line tool, signed in once. */
  staffAccount: SignedInAccount;
}

export const test = base.extend<ChatFixtures, ChatWorkerFixtures>({
  staffAccount: [
    async ({ playwright }, use, workerInfo) => {
      const user = await createBackOfficeUser('staff');
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await logInWithApi(request, user);
      const storageState = await request.storageState();
      await request.dispose();
      await use({ user, storageState });
    },
    { scope: 'worker' },
  ],
  openPage: async ({ browser, baseURL }: { browser: Browser; baseURL: string | undefined }, use) => {
    const contexts: Awaited<ReturnType<Browser['newContext']>>[] = [];
    await use(async (storageState) => {
      const context = await browser.newContext({ baseURL, storageState });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };

/** The floating button (its name is "Close chat" while the panel is open). */
export function chatToggle(page: Page): Locator {
  return page.getByRole('button', { name: 'Chat with us' });
}

/** The open chat panel: a region named by its "Chat with us" heading. */
export function chatPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Chat with us', exact: true });
}

export function chatLog(page: Page): Locator {
  return chatPanel(page).getByRole('log', { name: 'Chat messages' });
}

/** Opens the widget and waits for its message box (the panel's code loads on the first open). */
export async function openChat(page: Page): Promise<Locator> {
  await chatToggle(page).click();
  const panel = chatPanel(page);
  await expect(panel.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  return panel;
}

/** The live connection is up: the status line says neither "Connecting…" nor "not connected". */
export async function expectChatLive(page: Page): Promise<void> {
  const panel = chatPanel(page);
  await expect(panel.getByText('Connecting…')).toBeHidden();
  await expect(panel.getByText(/Live chat is not connected/)).toBeHidden();
}

/** Types a message, sends it, and waits until the conversation shows it as the visitor's. */
export async function sendChatMessage(page: Page, text: string): Promise<void> {
  const panel = chatPanel(page);
  const box = panel.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chatEntry(page, text)).toContainText('You');
  // The box empties once the server has the message.
  await expect(box).toHaveValue('');
}

/** One message of the widget's conversation, found by its text. */
export function chatEntry(page: Page, text: string): Locator {
  return chatLog(page).getByRole('listitem').filter({ hasText: text });
}

/**
 * Waits until the server records no open staff socket (the chat_presence table, which the
 * server writes as soon as its count of staff sockets changes), so the automatic reply is the
 * "nobody online" one.
 */
export async function expectNoStaffOnline(): Promise<void> {
  await expect
    .poll(
      () => {
        const db = new Database(e2eDatabaseFile, { readonly: true, fileMustExist: true });
        try {
          const since = new Date(Date.now() - 60_000).toISOString();
          return db
            .prepare<[string], { n: number }>(
              'SELECT count(*) AS n FROM chat_presence WHERE staff_sockets > 0 AND seen_at > ?',
            )
            .get(since)?.n;
        } finally {
          db.close();
        }
      },
      { message: 'no staff socket should be open (chat_presence)', intervals: [100, 250, 500] },
    )
    .toBe(0);
}
