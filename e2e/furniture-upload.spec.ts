import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { visitCleanly } from './support/hydration';
import { testPhotos, type TestPhoto } from './support/photos';
import { NARROW, expectToast, scrollWidth } from './support/ui';
import { newUser } from './support/users';

/**
 * /furniture-upload. Uploads are limited to 10 an hour per address and the
 * suite shares one: this file makes 1 real upload; its failure case is answered in the browser.
 */

function fields(page: Page) {
  const main = page.getByRole('main');
  return {
    email: main.getByRole('textbox', { name: 'Email Address' }),
    furnitureType: main.getByRole('textbox', { name: 'Furniture Type' }),
    details: main.getByRole('textbox', { name: 'Additional Details' }),
    picker: main.getByRole('group', { name: 'Photos' }),
    fileInput: main.locator('input[type="file"]'),
    submit: main.getByRole('button', { name: 'Upload Photos' }),
  };
}

async function fillDetails(page: Page, email: string) {
  const form = fields(page);
  await form.email.fill(email);
  await form.furnitureType.fill('Bookcase');
  await form.details.fill('Two flat-pack bookcases for the living room, from the hardware store.');
}

test('two photos upload with a progress bar, then show as thumbnails with a link to book the assembly', async ({
  page,
}) => {
  await visit(page, '/furniture-upload');
  await expect(page).toHaveTitle(/^Upload Furniture Photos \|/);
  const form = fields(page);
  await expect(form.picker).toContainText('PNG, JPG, WEBP up to 5MB each');
  await expect(form.fileInput).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

  const person = newUser('photos');
  await fillDetails(page, person.email);
  const photos: TestPhoto[] = await testPhotos(2);
  await form.fileInput.setInputFiles(photos);
  await expect(form.picker.getByRole('img')).toHaveCount(2);
  await expect(form.picker).toContainText('2 of 5 photos chosen');

  // Hold the request until the uploading state has been seen (the percentages themselves are
  // covered by apps/web/src/lib/upload-form.test.ts; a local upload is over in a blink).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/furniture-photos', async (route) => {
    await held;
    await route.continue();
  });
  await form.submit.click();
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect(page.getByText(/Uploading your photos… \d+%/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
  release();

  await expectToast(page, 'Upload successful', '2 photos uploaded successfully.');
  await expect(page.getByRole('heading', { name: /Thank you! Your photos arrived safely/ })).toBeFocused();

  const thumbnails = page.getByRole('list', { name: 'Uploaded photos' }).getByRole('img');
  await expect(thumbnails).toHaveCount(2);
  for (const thumbnail of await thumbnails.all()) {
    await expect(thumbnail).toHaveAccessibleName(/Bookcase/);
    await expect(thumbnail).toHaveAttribute('src', /^\/api\/furniture-photos\/file\/[0-9a-f]+\/thumb$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByRole('main')).toContainText(person.email);
  await expectNoAxeViolations(page, { label: '/furniture-upload, thank-you state' });

  await page.getByRole('link', { name: 'Request an Appointment' }).click();
  await expect(page).toHaveURL('/contact?service=furniture');
  await expect(
    page.getByRole('main').getByRole('combobox', { name: 'Service', exact: true }).locator('option:checked'),
  ).toHaveText('Furniture Assembly');
});

test('six photos chosen keep five, with a note; a preview can be removed', async ({ page }) => {
  await visit(page, '/furniture-upload');
  const form = fields(page);
  const photos = await testPhotos(6);
  await form.fileInput.setInputFiles(photos);

  const previews = form.picker.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
  await expect(previews).toHaveCount(5);
  await expect(form.picker).toContainText('You can send up to 5 photos at a time, so 1 photo was left out.');
  await expect(form.picker).toContainText('5 of 5 photos chosen. Remove one to choose another.');
  await expect(form.picker.getByRole('button', { name: 'Add more photos' })).toBeDisabled();
  await expect(form.picker.getByRole('img', { name: 'Preview of photo-6.png' })).toHaveCount(0);

  // Each preview is an object URL made in the browser; removing it drops the preview.
  const third = form.picker.getByRole('img', { name: 'Preview of photo-3.png' });
  await expect(third).toHaveAttribute('src', /^blob:/);
  const remove = form.picker.getByRole('button', { name: 'Remove photo-3.png' });
  const box = await remove.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await remove.click();
  await expect(previews).toHaveCount(4);
  await expect(third).toHaveCount(0);
  await expect(form.picker).toContainText('4 of 5 photos chosen');
  await expect(form.picker.getByRole('button', { name: 'Add more photos' })).toBeFocused();
});

test('the form explains what is missing, and shows the server refusal', async ({ page }) => {
  await visit(page, '/furniture-upload');
  const form = fields(page);
  await form.submit.click();
  await expect(form.email).toHaveAccessibleDescription(/Email Address is required/);
  await expect(form.furnitureType).toHaveAccessibleDescription(/Furniture Type is required/);
  await expect(form.details).toHaveAccessibleDescription(/Additional Details are required/);
  await expect(form.picker).toContainText('Please select at least one photo to upload.');
  await expect(form.email).toBeFocused();

  await form.email.fill('not-an-address');
  await form.submit.click();
  await expect(form.email).toHaveAccessibleDescription(/Email Address must be a valid email address/);

  // All fields right but no photo: a toast and the message beside the picker.
  await fillDetails(page, 'dolores@example.com');
  await form.submit.click();
  await expectToast(page, 'No files selected', 'Please select at least one photo to upload.');
  await expect(form.picker.getByRole('button', { name: 'Choose photos' })).toBeFocused();
  await expectNoAxeViolations(page, { label: '/furniture-upload with errors' });

  // A refusal from the server, answered in the browser so the suite's upload budget is kept.
  const refusal = '"photo-1.png" is too large. Each photo must be 5 MB or smaller.';
  await page.route('**/api/furniture-photos', (route) =>
    route.fulfill({ status: 413, contentType: 'application/json', body: JSON.stringify({ message: refusal }) }),
  );
  await form.fileInput.setInputFiles(await testPhotos(1));
  await expect(form.picker).not.toContainText('Please select at least one photo to upload.');
  await form.submit.click();
  await expectToast(page, 'Upload failed', refusal);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(refusal);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(form.picker.getByRole('img')).toHaveCount(1);
});

for (const viewport of [undefined, NARROW]) {
  test.describe(viewport ? 'at 320 px' : 'on the desktop', () => {
    if (viewport) test.use({ viewport });

    test('axe finds nothing, with previews too, and nothing is wider than the window', async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));

      // Its status and a clean hydration checked in this visit too (hydration.spec.ts leaves the page here).
      await visitCleanly(page, '/furniture-upload');
      await expectNoAxeViolations(page);
      await fields(page).fileInput.setInputFiles(await testPhotos(3));
      await expect(fields(page).picker.getByRole('img')).toHaveCount(3);
      await expectNoAxeViolations(page, { label: '/furniture-upload with previews' });
      const width = page.viewportSize()?.width ?? 0;
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
      expect(problems, 'console errors (hydration)').toEqual([]);
    });
  });
}
