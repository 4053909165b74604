import type { Locator, Page } from '@playwright/test';
import { businessWeekdayPlus } from './support/appointments';
import { expect, test, visit } from './support/fixtures';
import { testPhoto } from './support/photos';

/**
 * Delete buttons fit their card: on the furniture photos and projects screens, at a
 * phone's 390 px and a desktop's 1280 px, each Delete button lies inside its card, in view, not
 * past its edge or behind a sideways scroll. Rate limits: 1 photo upload.
 */
async function expectInside(page: Page, button: Locator, card: Locator) {
  await button.scrollIntoViewIfNeeded();
  const [b, c] = [await button.boundingBox(), await card.boundingBox()];
  expect(b && c, 'both are on screen').toBeTruthy();
  if (!b || !c) return;
  const where = `button ${JSON.stringify(b)} in card ${JSON.stringify(c)}`;
  expect(b.x, where).toBeGreaterThanOrEqual(c.x);
  expect(b.x + b.width, where).toBeLessThanOrEqual(c.x + c.width);
  // Visible in the window, not only inside a box that has to be scrolled sideways.
  const viewport = page.viewportSize();
  expect(b.x + b.width, where).toBeLessThanOrEqual(viewport?.width ?? 0);
  await expect(button).toBeInViewport({ ratio: 1 });
}

test('Delete buttons fit their card on the photos and projects screens, at 390 and 1280 px', async ({
  browser,
  playwright,
  baseURL,
  adminAccount,
}) => {
  const email = `cards_${Date.now().toString(36)}@example.com`;
  const visitor = await playwright.request.newContext({ baseURL });
  const upload = await visitor.post('/api/furniture-photos', {
    multipart: {
      clientEmail: email,
      furnitureType: 'A corner desk with three drawers and a hutch',
      furnitureDescription: 'Two boxes in the garage',
      photos: await testPhoto('desk.jpg'),
    },
  });
  expect(upload.status()).toBe(201);
  await visitor.dispose();

  const admin = await playwright.request.newContext({ baseURL, storageState: adminAccount.storageState });
  const project = await admin.post('/api/admin/appointments', {
    data: {
      clientName: 'Walter Greenfield-Whitaker',
      clientEmail: email,
      serviceTypeId: '4',
      appointmentDate: businessWeekdayPlus(5),
      startTime: '09:00',
      endTime: '12:00',
      status: 'approved',
    },
  });
  expect(project.status()).toBe(201);
  await admin.dispose();

  for (const width of [390, 1280]) {
    const context = await browser.newContext({
      baseURL,
      storageState: adminAccount.storageState,
      viewport: { width, height: 900 },
    });
    const page = await context.newPage();

    await visit(page, `/admin/furniture-photos?search=${encodeURIComponent(email)}`);
    const group = page.getByRole('region', { name: email, exact: true });
    await expectInside(page, group.getByRole('button', { name: /^Delete photo #\d+$/ }), group);

    await visit(page, `/admin/projects?search=${encodeURIComponent(email)}`);
    const remove = page.getByRole('button', { name: 'Delete the project for Walter Greenfield-Whitaker' });
    const card = page.locator('ul, [role="region"]').filter({ has: remove });
    await expectInside(page, remove, card);
    await context.close();
  }
});
