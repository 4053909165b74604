import { expect, test, visit } from './support/fixtures';
import { NARROW, mobileMenu } from './support/ui';

/** Header links and the sections they scroll to. */
const SECTIONS = [
  { link: 'About Us', id: 'about' },
  { link: 'Services', id: 'services' },
  { link: 'How It Works', id: 'how-it-works' },
  { link: 'Pricing', id: 'pricing' },
  { link: 'Contact Us', id: 'contact' },
];

test('header links scroll to their sections below the sticky header, and focus them', async ({ page }) => {
  await visit(page, '/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  for (const { link, id } of SECTIONS) {
    await test.step(link, async () => {
      await nav.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(`/#${id}`);
      const section = page.locator(`#${id}`);
      await expect(section).toBeFocused();
      await expect(section).toBeInViewport();
      // 120 px below the top on the desktop, unless the page ends first (the last section).
      if (id !== 'contact') {
        await expect.poll(async () => Math.round((await section.boundingBox())?.y ?? -1)).toBe(120);
      }
    });
  }
});

test('at 320 px a menu link scrolls 150 px below the top', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await visit(page, '/');
  const panel = await mobileMenu(page).open();
  await panel.getByRole('link', { name: 'Services' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL('/#services');
  await expect.poll(async () => Math.round((await page.locator('#services').boundingBox())?.y ?? -1)).toBe(150);
});

test('a header link on another page opens the home page at the section', async ({ page }) => {
  await visit(page, '/no-such-page');
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page).toHaveURL('/#pricing');
  await expect(page.locator('#pricing')).toBeInViewport();
});

test('the Testimonials header link has a section to go to', async ({ page }) => {
  await visit(page, '/');
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Testimonials' })
    .click();
  await expect(page.locator('#testimonials')).toBeInViewport();
});

test.describe('in Spanish', () => {
  test('the header links scroll to their sections, the prices are es-US money, the quote form opens', async ({
    page,
  }) => {
    await visit(page, '/es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ayuda para cada día, de gente de confianza');

    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Precios' }).click();
    await expect(page).toHaveURL('/es#pricing');
    const pricing = page.locator('#pricing');
    await expect(pricing).toBeFocused();
    const money = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    await expect(pricing).toContainText(`${money.format(195)} precio fijo`);
    await expect(pricing).toContainText(`${money.format(325)} precio fijo`);

    const quoteButton = pricing.getByRole('button', { name: 'Pedir un presupuesto' });
    await quoteButton.click();
    await expect(page.getByRole('region', { name: 'Pida un presupuesto' })).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar el formulario de presupuesto' }).click();
    await expect(quoteButton).toBeFocused();

    // The clients' own words stay in English, marked so for screen readers.
    await expect(page.locator('#testimonials blockquote').first()).toHaveAttribute('lang', 'en-US');
    await page.getByRole('link', { name: 'Comenzar' }).first().click();
    await expect(page).toHaveURL('/es#contact');
  });
});
