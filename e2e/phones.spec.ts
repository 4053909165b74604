import type { Page } from '@playwright/test';
import { expect, test, visit } from './support/fixtures';
import { toasts } from './support/ui';

/**
 * On a phone nothing fixed sits on what people read, type or press: the floating Chat button leaves
 * every field, button and link clear (scrolled to the end of the page, and whenever one has the focus),
 * and the toast after a quote never covers the tracking code. No call here reaches POST /api/contact
 * (the quote is answered in the browser), so the suite's request budget is untouched.
 */

const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
] as const;

const PUBLIC_PAGES = [
  '/',
  '/contact',
  '/contact?service=furniture',
  '/furniture-upload',
  '/track-request',
  '/auth',
  '/auth?tab=register',
  '/forgot-password',
  '/reset-password?token=not-a-real-token-but-long-enough',
  '/newsletter',
  '/newsletter/confirm?token=not-a-real-token',
  `/newsletter/unsubscribe?s=1&t=${'0'.repeat(64)}`,
  '/no-such-page',
] as const;
const CLIENT_PAGES = ['/dashboard', '/client-portal', '/client-portal?tab=new', '/appointments', '/profile'] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Covered {
  what: string;
  box: Box;
}

function chatButton(page: Page) {
  return page.getByRole('complementary', { name: 'Live chat' }).getByRole('button', { name: 'Chat with us' });
}

/** Opens a page with the chat button showing and the page at its top. */
async function open(page: Page, path: string) {
  await visit(page, path);
  await expect(chatButton(page)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-chat', 'closed');
}

/**
 * The controls the chat button covers, run in the page. `mode` 'bottom': the page scrolled to its end,
 * every control on screen. 'focus': each field, button and link of the page's forms (and of the 404
 * page) focused in turn from the top of the page, as Tab or a tap would, then measured.
 */
function coveredControls(page: Page, mode: 'bottom' | 'focus'): Promise<Covered[]> {
  return page.evaluate((mode) => {
    const chat = document.querySelector('aside[aria-label="Live chat"] button');
    if (!chat) throw new Error('no chat button');
    const controls = 'input:not([type="hidden"]), select, textarea, button, a[href], [role="button"]';
    const describe = (el: Element) => {
      const words = el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('name') || el.id;
      return `${el.tagName.toLowerCase()} "${words.slice(0, 40)}"`;
    };
    const intersects = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && el.checkVisibility({ visibilityProperty: true });
    };
    const outsideChat = (el: Element) => !el.closest('aside[aria-label="Live chat"]');
    const covered: { what: string; box: { x: number; y: number; width: number; height: number } }[] = [];
    const check = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.bottom <= 0 || rect.top >= innerHeight) return;
      if (intersects(rect, chat.getBoundingClientRect())) {
        covered.push({ what: describe(el), box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height } });
      }
    };

    if (mode === 'bottom') {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      for (const el of document.querySelectorAll(controls)) if (outsideChat(el) && shown(el)) check(el);
      return covered;
    }
    const inForms = [...document.querySelectorAll(`main form :is(${controls}), main section :is(a[href], button)`)];
    for (const el of inForms) {
      if (!(el instanceof HTMLElement) || !shown(el) || el.tabIndex < 0) continue;
      window.scrollTo({ top: 0, behavior: 'instant' });
      el.focus();
      if (document.activeElement !== el) continue;
      check(el);
    }
    return covered;
  }, mode);
}

for (const viewport of PHONES) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('the chat button covers no field, button or link of the public pages', async ({ page }) => {
      test.slow();
      for (const path of PUBLIC_PAGES) {
        await open(page, path);
        expect(await coveredControls(page, 'bottom'), `${path}, scrolled to the end`).toEqual([]);
        expect(await coveredControls(page, 'focus'), `${path}, each control focused`).toEqual([]);
      }
    });

    test.describe('signed in as a client', () => {
      test.use({ storageState: async ({ clientAccount }, use) => use(clientAccount.storageState) });

      test('the chat button covers no field, button or link of the client pages', async ({ page }) => {
        test.slow();
        for (const path of CLIENT_PAGES) {
          await open(page, path);
          expect(await coveredControls(page, 'bottom'), `${path}, scrolled to the end`).toEqual([]);
          expect(await coveredControls(page, 'focus'), `${path}, each control focused`).toEqual([]);
        }
      });
    });

    test('the 404 page shows its links clear of the chat button on the first screen', async ({ page }) => {
      await open(page, '/no-such-page');
      const main = page.getByRole('main');
      const chatBox = (await chatButton(page).boundingBox())!;
      for (const name of ['Go to the home page', 'Track a request', /^Call \(/]) {
        const link = main.getByRole('link', { name });
        await expect(link).toBeInViewport();
        expect(overlaps((await link.boundingBox())!, chatBox), `${String(name)} under the chat button`).toBe(false);
      }
    });

    test('after a quote, no toast covers the tracking code, and the panel shows clear of the header and chat', async ({
      page,
    }) => {
      await answerQuotesInTheBrowser(page);
      await open(page, '/');
      const code = await sendQuote(page);
      await expect(toasts(page).getByText('Quote Request Sent')).toHaveCount(0);
      await expect(code).toBeInViewport();

      const panel = page.getByRole('region', { name: 'Request a quote' });
      const heading = panel.getByRole('heading', { name: /quote request is on its way/ });
      const header = (await page.getByRole('banner').boundingBox())!;
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
      const chatBox = (await chatButton(page).boundingBox())!;
      // The code and its Copy button are in view and clear of the chat button; so is Track Your Request
      // whenever it is on the screen (a 320 × 568 phone has room for the panel's top only).
      for (const part of [code, panel.getByRole('button', { name: 'Copy code' })]) {
        await expect(part).toBeInViewport();
        expect(overlaps((await part.boundingBox())!, chatBox), `${String(part)} under the chat button`).toBe(false);
      }
      const track = (await panel.getByRole('link', { name: 'Track Your Request' }).boundingBox())!;
      expect(track.y < viewport.height && overlaps(track, chatBox), 'Track Your Request under the chat button').toBe(
        false,
      );
    });
  });
}

test('on a wide screen the quote toast shows beside the tracking code, not over it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await answerQuotesInTheBrowser(page);
  await open(page, '/');
  const code = await sendQuote(page);
  const toast = toasts(page).getByRole('listitem').filter({ hasText: 'Quote Request Sent' });
  await expect(toast).toBeVisible();
  const panel = page.getByRole('region', { name: 'Request a quote' });
  const copy = panel.getByRole('button', { name: 'Copy code' });
  for (const covered of [code, copy]) {
    expect(overlaps((await covered.boundingBox())!, (await toast.boundingBox())!)).toBe(false);
  }
});

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const RECEIPT = {
  id: 1,
  trackingToken: 'TA-7KQ2-MX9P',
  status: 'new',
  serviceInterest: 'Meal Prep & Cooking',
  firstName: 'Margaret',
  lastName: 'Hill',
  email: 'margaret@example.com',
  phone: '(352) 555-0199',
  message: 'Weekly dinners for two',
  createdAt: new Date().toISOString(),
  updatedAt: null,
};

/** The quote is answered in the browser: no request reaches the server's limited contact route. */
async function answerQuotesInTheBrowser(page: Page) {
  await page.route('**/api/contact', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 201, json: RECEIPT }) : route.continue(),
  );
}

/** Opens the quote form, sends it, and returns the tracking code on the page. */
async function sendQuote(page: Page) {
  await page.locator('#pricing').getByRole('button', { name: 'Request Quote' }).click();
  const form = page.getByRole('form', { name: 'Quote request' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Margaret');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Hill');
  await form.getByRole('textbox', { name: 'Email' }).fill('margaret@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('(352) 555-0199');
  await form.getByRole('combobox', { name: 'Service category' }).selectOption('Meal Prep & Cooking');
  await form.getByRole('textbox', { name: 'Specific service needed' }).fill('Weekly dinners for two');
  await form.getByRole('textbox', { name: 'Details' }).fill('Low-salt meals, please.');
  await form.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await form.getByRole('button', { name: 'Send Quote Request' }).click();
  const panel = page.getByRole('region', { name: 'Request a quote' });
  await expect(panel.getByRole('heading', { name: /quote request is on its way/ })).toBeFocused();
  const code = panel.locator('code');
  await expect(code).toHaveText(RECEIPT.trackingToken);
  return code;
}
