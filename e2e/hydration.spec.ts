import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { visitCleanly } from './support/hydration';
import { NARROW } from './support/ui';

/**
 * Server-rendered pages must hydrate without a mismatch: React reports one as a console error
 * or an uncaught error (#418/#423 in production) and re-renders the page from scratch
 * (support/hydration.ts checks a page for it).
 *
 * The pages a11y.spec.ts opens (the other public pages and the 404 page, every client page and the
 * signed-in home page, every back-office page and the back office's 404 page, at 1280 px and 320 px)
 * are checked there, in the same visit as axe. Here: the public pages it does not open, and the
 * Spanish pages.
 */

const PUBLIC_PAGES = [
  '/contact',
  '/contact?service=seasonal',
  '/furniture-upload',
  '/track-request',
  '/blog',
  '/privacy-policy',
  '/terms-and-conditions',
  '/community-guidelines',
];
/** The same pages in Spanish (docs/i18n.md): a page in another language must hydrate as cleanly. */
const SPANISH_PAGES = ['/es', '/es/contact', '/es/auth', '/es/track-request', '/es/privacy-policy', '/es/sign-in/code'];

async function expectCleanHydration(page: Page, paths: string[]) {
  for (const path of paths) await test.step(path, () => visitCleanly(page, path));
}

for (const viewport of [undefined, NARROW]) {
  test.describe(`hydration${viewport ? ' at 320 px' : ''}`, () => {
    if (viewport) test.use({ viewport });

    test('public pages a11y.spec.ts does not open, and Spanish pages', async ({ page }) => {
      await expectCleanHydration(page, [...PUBLIC_PAGES, ...SPANISH_PAGES]);
    });
  });
}

test('every page starts with no form code: zod and the form libraries load only with a form', async ({ request }) => {
  // An import of zod from the first script once made it and the forms' chunk import each other, and
  // no page hydrated (shared modules the header uses keep their schemas in *-schemas.ts files).
  for (const path of ['/', '/es', '/auth']) {
    const html = await (await request.get(path)).text();
    // The first script, and any chunk the page asks the browser to fetch with it.
    const preloads = [
      ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+)"/g),
    ].map((m) => m[1]);
    expect(preloads.length, path).toBeGreaterThan(0);
    expect(
      preloads.filter((href) => href?.includes('/forms-')),
      path,
    ).toEqual([]);
  }
});
