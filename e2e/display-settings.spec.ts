import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { PUBLIC_PAGES } from './support/pages';
import { NARROW, scrollWidth } from './support/ui';

// Text size and contrast (docs/decisions/033-text-size-and-contrast.md): buttons in every header, kept
// in cookies the server reads, so the first paint of the next page is already right.

const html = (page: Page) => page.locator('html');
const textSizeButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('group', { name: 'Text size' }).getByRole('button', { name });
const contrastButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'High Contrast' });

/** A colour of the theme as the page computes it: the high-contrast theme makes text black. */
const inkColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-ink').trim());
const STANDARD_INK = '#1b2430';
const HIGH_CONTRAST_INK = '#000';

async function cookieValue(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/** The page's HTML as the server sends it, before any script: what the first paint uses. */
async function serverHtml(page: Page, path: string) {
  const response = await page.request.get(path);
  return response.text();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the buttons post the choice, the same page comes back with it, and it is kept', async ({ page, context }) => {
    await page.goto('/es/contact');
    await expect(html(page)).toHaveAttribute('data-text-size', 'normal');
    await expect(html(page)).not.toHaveAttribute('data-contrast', /.*/);

    await page.getByRole('banner').getByRole('button', { name: 'A++ Letra más grande' }).click();
    await expect(page).toHaveURL('/es/contact');
    await expect(html(page)).toHaveAttribute('data-text-size', 'larger');
    await expect(page.getByRole('banner').getByRole('button', { name: 'A++ Letra más grande' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('banner').getByRole('button', { name: 'Contraste alto' }).click();
    await expect(page).toHaveURL('/es/contact');
    await expect(html(page)).toHaveAttribute('data-contrast', 'high');
    // The text size chosen before is kept.
    await expect(html(page)).toHaveAttribute('data-text-size', 'larger');
    expect(await inkColour(page)).toBe(HIGH_CONTRAST_INK);

    expect(await cookieValue(context, 'text_size')).toBe('larger');
    expect(await cookieValue(context, 'contrast')).toBe('high');
    expect(await serverHtml(page, '/track-request')).toContain('data-text-size="larger" data-contrast="high"');
  });

  test('on a phone the buttons open from "Text size"', async ({ page }) => {
    await page.setViewportSize(NARROW);
    await page.goto('/track-request');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'A+ Large text' })).toBeHidden();
    await banner.locator('summary', { hasText: 'Text size' }).click();
    await banner.getByRole('button', { name: 'A+ Large text' }).click();
    await expect(page).toHaveURL('/track-request');
    await expect(html(page)).toHaveAttribute('data-text-size', 'large');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
  });

  test('the form never carries a token from the address', async ({ page }) => {
    await page.goto('/reset-password?token=secret-reset-token&x=1');
    const next = page.getByRole('banner').locator('form[action="/display"]:visible input[name="next"]');
    await expect(next).toHaveValue('/reset-password?x=1');
    expect(await page.content()).not.toContain('secret-reset-token');
  });
});

test.describe('with JavaScript', () => {
  test('the page changes at once, and the next page is served with the choice', async ({ page, context }) => {
    await visit(page, '/contact');
    const before = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(before).toBe('16px');

    await textSizeButton(page, 'A++ Larger text').click();
    await expect(html(page)).toHaveAttribute('data-text-size', 'larger');
    await expect(textSizeButton(page, 'A++ Larger text')).toHaveAttribute('aria-pressed', 'true');
    await expect(textSizeButton(page, 'A Normal text')).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');

    await contrastButton(page).click();
    await expect(html(page)).toHaveAttribute('data-contrast', 'high');
    await expect(contrastButton(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await inkColour(page)).toBe(HIGH_CONTRAST_INK);
    // No page load: the choice was sent alongside, and kept.
    await expect(page).toHaveURL('/contact');
    await expect.poll(() => cookieValue(context, 'contrast')).toBe('high');
    await expect.poll(() => cookieValue(context, 'text_size')).toBe('larger');

    // The first paint of the next visit is already right: the attributes are in the server's HTML.
    const response = await page.reload();
    expect(await response?.text()).toContain('<html data-text-size="larger" data-contrast="high"');
    await expect(contrastButton(page)).toHaveAttribute('aria-pressed', 'true');

    // Back to the standard look, kept too.
    await contrastButton(page).click();
    await expect(html(page)).toHaveAttribute('data-contrast', 'standard');
    await expect(contrastButton(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await inkColour(page)).toBe(STANDARD_INK);
    await expect.poll(() => cookieValue(context, 'contrast')).toBe('standard');
  });

  test('a device asking for more contrast gets the high-contrast theme until standard is chosen', async ({ page }) => {
    await visit(page, '/');
    expect(await inkColour(page)).toBe(STANDARD_INK);
    await expect(contrastButton(page)).toHaveAttribute('aria-pressed', 'false');

    await page.emulateMedia({ contrast: 'more' });
    expect(await inkColour(page)).toBe(HIGH_CONTRAST_INK);
    await expect(contrastButton(page)).toHaveAttribute('aria-pressed', 'true');
    const link = page.getByRole('main').getByRole('link').first();
    expect(await link.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline');

    await contrastButton(page).click();
    await expect(html(page)).toHaveAttribute('data-contrast', 'standard');
    expect(await inkColour(page)).toBe(STANDARD_INK);
    // The choice is kept (its cookie written) before the next visit reads it.
    await expect.poll(() => cookieValue(page.context(), 'contrast')).toBe('standard');
    await page.reload();
    expect(await inkColour(page)).toBe(STANDARD_INK);
  });

  test('reduced motion removes transitions and smooth scrolling', async ({ page }) => {
    await visit(page, '/');
    const motion = () =>
      page.evaluate(() => ({
        scroll: getComputedStyle(document.documentElement).scrollBehavior,
        header: getComputedStyle(document.querySelector('header')!).transitionDuration,
      }));
    expect(await motion()).toEqual({ scroll: 'smooth', header: '0.2s' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await motion()).toEqual({ scroll: 'auto', header: '1e-05s' });
  });
});

// Every public and account page in English, and a few in Spanish (e2e/languages.spec.ts has every one in
// both languages at the largest size, in the standard contrast). The client area's pages at this setting
// are checked in e2e/client-pages-filled.spec.ts, in the same visit as its text-fit check, on an account
// with something on every page.
const PAGES = [...PUBLIC_PAGES, '/es', '/es/contact', '/es/auth', '/es/track-request'];

/** The largest text and high contrast, as the cookies of an earlier choice. */
async function chooseLargest(context: BrowserContext) {
  const url = test.info().project.use.baseURL!;
  await context.addCookies([
    { name: 'text_size', value: 'larger', url },
    { name: 'contrast', value: 'high', url },
  ]);
}

test.describe('at 320 px with the largest text and high contrast', () => {
  test.use({ viewport: NARROW });

  test('every public and account page fits and passes axe', async ({ page, context }) => {
    // Every page in one test, one page after another in the same tab: more than the default limit on a
    // busy machine.
    test.slow();
    await chooseLargest(context);
    for (const path of PAGES) {
      await test.step(path, async () => {
        await visit(page, path);
        await expect(html(page)).toHaveAttribute('data-text-size', 'larger');
        await expect(html(page)).toHaveAttribute('data-contrast', 'high');
        expect(await scrollWidth(page), `${path} is wider than the window`).toBeLessThanOrEqual(NARROW.width);
        await expectNoAxeViolations(page, { label: `${path} with larger text and high contrast` });
      });
    }
  });
});
