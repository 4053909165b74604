import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { scrollWidth } from './support/ui';

/**
 * The price list (docs/billing.md, "The price list"): the owner changes the 3-Hour Package on
 * /admin/prices and the landing page, English and Spanish, shows the new price at once (the server's
 * page cache is emptied by the change). The screen is axe-clean at 390 and 1280 px. The price is put
 * back at the end, so the other landing tests still read $195. Requests come from 10.41.0.x.
 */
const ADDRESS = { 'X-Forwarded-For': '10.41.0.1' };

const packageRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Packages' }).getByRole('listitem').filter({ hasText: name });

async function setThreeHourPrice(page: Page, amount: string) {
  await packageRow(page, '3-Hour Package').getByRole('button', { name: 'Edit 3-Hour Package' }).click();
  const form = page.getByRole('form', { name: 'Edit “3-Hour Package”' });
  await expect(form.getByRole('heading', { name: 'Edit “3-Hour Package”' })).toBeFocused();
  await form.getByLabel('Price, in dollars').fill(amount);
  await form.getByRole('button', { name: 'Save price' }).click();
  await expect(form).toBeHidden();
}

test.describe('the price list', () => {
  test.use({
    storageState: async ({ adminAccount }, use) => use(adminAccount.storageState),
    extraHTTPHeaders: ADDRESS,
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`the price screen is readable and axe-clean at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      await visit(page, '/admin/prices');
      await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
      await expect(packageRow(page, '3-Hour Package')).toContainText('$195.00 for 3 hours');
      await expect(page.getByRole('region', { name: 'Notary fee' })).toContainText('$10.00 per signature');
      await expectNoAxeViolations(page, { label: `/admin/prices at ${size.width}` });
      expect(await scrollWidth(page)).toBeLessThanOrEqual(size.width);

      // The form, with a mistake shown beside its field, is axe-clean too.
      await page.getByRole('button', { name: 'Add a travel fee' }).click();
      const form = page.getByRole('form', { name: 'Add a travel fee' });
      await form.getByLabel('Name in English').fill('Travel outside the area');
      await form.getByLabel('Name in Spanish').fill('Viaje fuera de la zona');
      await form.getByLabel('Price, in dollars').fill('25');
      await form.getByRole('button', { name: 'Add price' }).click();
      await expect(form.getByText('Please choose the county')).toBeVisible();
      await expectNoAxeViolations(page, { label: `/admin/prices form at ${size.width}` });
      expect(await scrollWidth(page)).toBeLessThanOrEqual(size.width);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await expect(form).toBeHidden();
    });
  }

  test('a new price for the 3-Hour Package shows on the landing page at once, in both languages', async ({
    page,
    browser,
  }) => {
    // A visitor's page, read before the change so the server has it in its page cache.
    const visitor = await browser.newContext({ extraHTTPHeaders: ADDRESS });
    const landing = await visitor.newPage();
    await landing.goto('/');
    await expect(landing.locator('#pricing')).toContainText('$195 flat rate');

    await visit(page, '/admin/prices');
    try {
      await setThreeHourPrice(page, '205');
      await expect(packageRow(page, '3-Hour Package')).toContainText('$205.00 for 3 hours');

      await landing.goto('/');
      const pricing = landing.locator('#pricing');
      await expect(pricing).toContainText('3-Hour Package');
      await expect(pricing).toContainText('$205 flat rate');
      await expect(pricing).not.toContainText('$195');
      await expect(pricing).toContainText('$325 flat rate');
      await expect(pricing).toContainText('Notary services are charged per signature ($10).');

      await landing.goto('/es');
      const precios = landing.locator('#pricing');
      const money = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
      await expect(precios).toContainText('Paquete de 3 horas');
      await expect(precios).toContainText(`${money.format(205)} precio fijo`);
      await expect(precios).toContainText('Los paquetes normales tienen un mínimo de 3 horas.');
    } finally {
      await visit(page, '/admin/prices');
      await setThreeHourPrice(page, '195');
      await landing.goto('/');
      await expect(landing.locator('#pricing')).toContainText('$195 flat rate');
      await visitor.close();
    }
  });
});
