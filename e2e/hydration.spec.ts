import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { visitCleanly } from './support/hydration';
import { NARROW } from './support/ui';

/**
 * Server-rendered pages must hydrate without a mismatch: React reports one as a console error
 * or an uncaught error (#418/#423 in production) and re-renders the page from scratch
 * (support/hydration.ts checks a page for it).
 *
 * Most pages are checked where another check opens them, at 1280 px and 320 px, in the same visit:
 * a11y.spec.ts (its public pages and the 404 page, every client page and the signed-in home page, every
 * back-office page and the back office's 404 page), contact-page.spec.ts (/contact),
 * furniture-upload.spec.ts, track-request.spec.ts and blog-and-legal.spec.ts (the blog and the legal
 * pages). Here, at both widths: a page none of them opens, and the Spanish pages.
 */

/** The contact page opened from a service's link (`?service=`: the form starts with that service's prefill). */
const PUBLIC_PAGES = ['/contact?service=seasonal'];
/** Pages in Spanish (docs/i18n.md): a page in another language must hydrate as cleanly. */
const SPANISH_PAGES = ['/es', '/es/contact', '/es/auth', '/es/track-request', '/es/privacy-policy', '/es/sign-in/code'];

async function expectCleanHydration(page: Page, paths: string[]) {
  for (const path of paths) await test.step(path, () => visitCleanly(page, path));
}

for (const viewport of [undefined, NARROW]) {
  test.describe(`hydration${viewport ? ' at 320 px' : ''}`, () => {
    if (viewport) test.use({ viewport });

    test('public pages no other check opens, and Spanish pages', async ({ page }) => {
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
