import { expect, test, visit } from './support/fixtures';
import { scrollWidth } from './support/ui';

// A 1280 px wide window at 200% zoom lays out like a 640 px viewport with twice the pixel density.
test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

const PUBLIC_PAGES = [
  '/',
  '/auth',
  '/auth?tab=register',
  '/forgot-password',
  '/contact',
  '/furniture-upload',
  '/track-request',
  '/blog',
  '/privacy-policy',
  '/terms-and-conditions',
  '/community-guidelines',
  '/newsletter',
  '/no-such-page',
];

test('at 200% zoom every public page fits the window and keeps its heading and phone number', async ({ page }) => {
  // One page after another in the same tab: a test per page started a fresh browser context each time, and
  // fetched and compiled the app's code again.
  for (const path of PUBLIC_PAGES) {
    await test.step(path, async () => {
      await visit(page, path);
      expect(await scrollWidth(page), `${path} is wider than the window`).toBeLessThanOrEqual(640);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.locator('a[href^="tel:"]').first(), path).toBeAttached();
    });
  }
});
