import type { Page } from '@playwright/test';
import { TEXT_SIZE_COOKIE } from '@ta/shared';
import { scheduleAppointmentFor } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import { englishSentences } from './support/catalogue';
import { expect, test, visit } from './support/fixtures';
import { CLIENT_PAGES, inSpanish, PUBLIC_PAGES } from './support/pages';
import { NARROW, scrollWidth } from './support/ui';

/**
 * Every public, account and client page in English and in Spanish, at the largest text size on a
 * 320 px phone: axe finds nothing, nothing scrolls sideways, and a Spanish page shows no English
 * sentence of the message catalogue (docs/i18n.md).
 */
const sentences = englishSentences();

async function expectNoEnglishSentence(page: Page) {
  const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  const found = sentences.filter((sentence) => text.includes(sentence));
  expect(found, `${page.url()} shows English sentences of the catalogue`).toEqual([]);
}

async function checkPage(page: Page, path: string, spanish: boolean) {
  const address = spanish ? inSpanish(path) : path;
  await test.step(address, async () => {
    // The largest text the header offers (docs/decisions/033-text-size-and-contrast.md).
    await page
      .context()
      .addCookies([{ name: TEXT_SIZE_COOKIE, value: 'larger', url: test.info().project.use.baseURL ?? '' }]);
    await visit(page, address);
    await expect(page.locator('html')).toHaveAttribute('lang', spanish ? 'es-US' : 'en-US');
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
    await expectNoAxeViolations(page);
    expect(await scrollWidth(page), `${address} is wider than the window`).toBeLessThanOrEqual(NARROW.width);
    if (spanish) await expectNoEnglishSentence(page);
  });
}

test.use({ viewport: NARROW });

test('the catalogue check has English sentences to look for', () => {
  expect(sentences).toContain('Personal assistance you can trust, right here in Pasco County and beyond.');
});

for (const spanish of [false, true]) {
  test.describe(spanish ? 'in Spanish' : 'in English', () => {
    test('public and account pages', async ({ page }) => {
      for (const path of PUBLIC_PAGES) await checkPage(page, path, spanish);
    });

    test.describe('the client area', () => {
      test.use({ storageState: async ({ clientAccount }, use) => use(clientAccount.storageState) });

      test('client pages', async ({ page, clientAccount }) => {
        // A visit on the dashboard and the appointments page, so their cards are checked too.
        scheduleAppointmentFor(clientAccount.user.username, { days: spanish ? 4 : 3 });
        for (const path of CLIENT_PAGES) await checkPage(page, path, spanish);
      });
    });
  });
}
