import type { Page } from '@playwright/test';
import { businessDatePlus } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { scrollWidth } from './support/ui';
import { createBackOfficeUser } from './support/users';

/**
 * The availability screens (docs/booking.md, "Availability screens"): the owner sets opening hours,
 * adds a holiday, edits a service's travel buffers, and sets a staff member's hours and time off, on
 * a phone (390 px) and a laptop (1280 px); every screen is axe-clean and nothing scrolls sideways.
 * A staff member reads their own availability, without any form.
 */
const WIDTHS = [
  // Each width works on its own weekday, holiday and service, so the runs do not meet.
  {
    width: 390,
    height: 844,
    weekday: 'Sunday',
    service: 'Tech Support',
    buffers: ['45', '15'],
    holidayIn: 20,
    offIn: 5,
  },
  {
    width: 1280,
    height: 900,
    weekday: 'Saturday',
    service: 'Notary Services',
    buffers: ['40', '20'],
    holidayIn: 21,
    offIn: 6,
  },
] as const;

const dayBox = (page: Page, weekday: string) => page.getByRole('group', { name: weekday, exact: true });

test.describe('availability screens', () => {
  test.use({ storageState: async ({ adminAccount }, use) => use(adminAccount.storageState) });

  for (const size of WIDTHS) {
    test(`the owner sets hours, a holiday, a service's buffers and a staff member's week at ${size.width} px`, async ({
      page,
    }) => {
      const staff = await createBackOfficeUser('staff');
      const staffName = `${staff.firstName} ${staff.lastName}`;
      await page.setViewportSize({ width: size.width, height: size.height });
      await visit(page, '/admin/availability');
      await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
      await expectNoAxeViolations(page, { label: `/admin/availability at ${size.width}` });
      expect(await scrollWidth(page)).toBeLessThanOrEqual(size.width);

      await test.step('opening hours: a period added to a day, a mistake shown beside its field, then saved', async () => {
        const day = dayBox(page, size.weekday);
        await day.getByRole('button', { name: `Add a period on ${size.weekday}` }).click();
        const opens = day.getByLabel('Opens, period 1');
        const closes = day.getByLabel('Closes, period 1');
        await opens.fill('14:00');
        await closes.fill('10:00');
        await page.getByRole('button', { name: 'Save opening hours' }).click();
        await expect(day.getByText('The end must be after the start')).toBeVisible();
        await expect(closes).toHaveAttribute('aria-invalid', 'true');
        await opens.fill('10:00');
        await closes.fill('14:00');
        await page.getByRole('button', { name: 'Save opening hours' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Opening hours saved' }).first()).toBeVisible();
        await page.reload();
        await expect(dayBox(page, size.weekday).getByLabel('Opens, period 1')).toHaveValue('10:00');
      });

      await test.step('a holiday added to the list', async () => {
        const form = page.getByRole('form', { name: 'Add a holiday' });
        await form.getByLabel('Day').fill(businessDatePlus(size.holidayIn));
        await form.getByLabel('Name').fill(`Closed ${size.width}`);
        await form.getByRole('button', { name: 'Add holiday' }).click();
        const holidays = page.getByRole('list', { name: 'Holidays ahead' });
        await expect(holidays.getByRole('button', { name: `Remove Closed ${size.width}` })).toBeVisible();
      });

      await test.step(`${size.service}'s travel buffers edited in its dialog`, async () => {
        await page.getByRole('button', { name: `Edit the rules of ${size.service}` }).click();
        const dialog = page.getByRole('dialog', { name: `Booking rules: ${size.service}` });
        await expect(dialog.getByText('Standard packages have a 3-hour minimum')).toBeVisible();
        await dialog.getByLabel('Travel time before (minutes)').fill('300');
        await dialog.getByRole('button', { name: 'Save rules' }).click();
        await expect(dialog.getByText('Please enter 0 to 240 minutes')).toBeVisible();
        await expectNoAxeViolations(page, { label: `service rules dialog at ${size.width}` });
        await dialog.getByLabel('Travel time before (minutes)').fill(size.buffers[0]);
        await dialog.getByLabel('Travel time after (minutes)').fill(size.buffers[1]);
        await dialog.getByRole('button', { name: 'Save rules' }).click();
        await expect(dialog).toBeHidden();
        const shown = `${size.buffers[0]} / ${size.buffers[1]} minutes`;
        await expect(page.getByText(shown).locator('visible=true')).toBeVisible();
      });

      await test.step('the staff member’s hours and time off', async () => {
        await page.getByRole('link', { name: new RegExp(staffName) }).click();
        await expect(page.getByRole('heading', { level: 1, name: `Availability: ${staffName}` })).toBeVisible();
        const monday = dayBox(page, 'Monday');
        await monday.getByRole('button', { name: 'Add a period on Monday' }).click();
        await monday.getByLabel('Starts, period 1').fill('09:00');
        await monday.getByLabel('Ends, period 1').fill('13:00');
        await page.getByRole('button', { name: 'Save working hours' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Working hours saved' }).first()).toBeVisible();

        const off = businessDatePlus(size.offIn);
        const form = page.getByRole('form', { name: 'Add time off' });
        await form.getByLabel('First day').fill(off);
        await form.getByLabel('Last day').fill(off);
        await form.getByLabel('Note (optional)').fill('Dentist');
        await form.getByRole('button', { name: 'Add time off' }).click();
        await expect(page.getByRole('list', { name: 'Time off ahead' }).getByText('Dentist')).toBeVisible();
        await expectNoAxeViolations(page, { label: `/admin/availability/staff at ${size.width}` });
        expect(await scrollWidth(page)).toBeLessThanOrEqual(size.width);
      });

      await test.step('the staff member reads it, without a form', async () => {
        // A browser of its own, without the owner's cookie (a sign-in there would end the owner's session).
        const staffPage = await page
          .context()
          .browser()!
          .newPage({
            viewport: { width: size.width, height: size.height },
            storageState: { cookies: [], origins: [] },
          });
        await staffPage.goto('/auth');
        const response = await staffPage.request.post('/api/login', {
          data: { username: staff.username, password: staff.password },
        });
        expect(response.status()).toBe(200);
        await visit(staffPage, '/admin/availability');
        await expect(staffPage.getByRole('heading', { level: 1, name: 'My availability' })).toBeVisible();
        await expect(staffPage.getByText('9:00 AM to 1:00 PM')).toBeVisible();
        await expect(staffPage.getByText('(Dentist)', { exact: false })).toBeVisible();
        await expect(staffPage.getByRole('button', { name: /Save/ })).toHaveCount(0);
        await expectNoAxeViolations(staffPage, { label: `/admin/availability as staff at ${size.width}` });
        await staffPage.close();
      });
    });
  }
});
