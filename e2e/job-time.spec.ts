import { businessToday } from '@ta/shared';
import { businessDatePlus } from './support/appointments';
import { addVisitFor } from './support/availability';
import { expectNoAxeViolations } from './support/axe';
import { withDatabase } from './support/database';
import { expect, test, visit } from './support/fixtures';
import { testPhoto } from './support/photos';
import { createBackOfficeUser, logInWithApi } from './support/users';

/**
 * Time on the job (docs/job-time.md): the staff member on a phone (390 px) taps Start work and Finish
 * work on their visit and adds groceries with the receipt photo from the camera field; the owner at
 * 1280 px corrects the times. Its logins come from 10.43.0.x (e2e/README.md "Rate limits").
 */
test('a staff member records the time and groceries on a phone; the owner corrects the times', async ({ browser }) => {
  test.slow();
  const staff = await createBackOfficeUser('staff');
  const owner = await createBackOfficeUser('admin');
  const appointmentId = addVisitFor(staff.username, { date: businessToday(), clientName: 'Rosa Diaz' });

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.43.0.2' },
  });
  await logInWithApi(phone.request, staff);
  const page = await phone.newPage();
  await visit(page, `/admin/appointments/${appointmentId}`);

  const panel = page.getByTestId('job-time');
  await expect(panel.getByRole('heading', { name: 'Time on the job' })).toBeVisible();
  const start = panel.getByTestId('work-start');
  const finish = panel.getByTestId('work-finish');
  await expect(start).toBeEnabled();
  await expect(start).toContainText('Not started yet');
  await expect(finish).toBeDisabled();
  const box = await start.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(60);
  expect(box?.width).toBeGreaterThanOrEqual(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, { label: 'time on the job at 390 px, before the work' });

  await start.tap();
  await expect(panel.getByTestId('work-status')).toContainText('Start work is saved.');
  await expect(start).toContainText(/Started at \d{1,2}:\d{2} (AM|PM)/);
  await expect(start).toBeDisabled();
  await finish.tap();
  await expect(finish).toContainText(/Finished at \d{1,2}:\d{2} (AM|PM)/);
  await expect(panel.getByTestId('work-worked')).toContainText(/Time worked: \d+ hours? \d+ minutes?/);

  // Groceries with the receipt photo; the field opens the back camera on a phone.
  const form = panel.getByTestId('job-item-form');
  const receipt = form.getByLabel('Receipt photo (if you have one)');
  await expect(receipt).toHaveAttribute('capture', 'environment');
  await form.getByLabel('Kind').selectOption('groceries');
  await form.getByLabel('What was bought').fill('Milk, bread and eggs');
  await form.getByLabel('Amount in dollars').fill('twelve');
  await form.getByRole('button', { name: 'Add item' }).tap();
  await expect(form).toContainText('Please enter an amount like 195.00');
  await form.getByLabel('Amount in dollars').fill('23.47');
  await receipt.setInputFiles(await testPhoto('receipt.png'));
  await form.getByRole('button', { name: 'Add item' }).tap();
  await expect(form.getByTestId('job-item-status')).toContainText('Milk, bread and eggs is added.');
  const items = panel.getByTestId('job-items');
  await expect(items).toContainText('Milk, bread and eggs');
  await expect(items).toContainText('$23.47');
  const thumb = items.getByRole('img', { name: 'Receipt photo: Milk, bread and eggs' });
  await expect(thumb).toBeVisible();
  // The thumbnail really loaded (the receipt route answered with an image).
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(panel.getByTestId('job-items-total')).toContainText('Total bought: $23.47');
  expect(
    withDatabase((db) =>
      db.prepare('select amount_cents from job_items where appointment_id = ?').pluck().get(appointmentId),
    ),
  ).toBe(2347);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, { label: 'time on the job at 390 px, after the work' });
  await phone.close();

  // The owner corrects the times at 1280 px: the visit was really the day before, 9:00 to 11:30.
  const office = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': '10.43.0.3' },
  });
  await logInWithApi(office.request, owner);
  const ownerPage = await office.newPage();
  await visit(ownerPage, `/admin/appointments/${appointmentId}`);
  const ownerPanel = ownerPage.getByTestId('job-time');
  await ownerPanel.getByRole('button', { name: 'Change times' }).click();
  const times = ownerPanel.getByTestId('work-times-form');
  await times.getByLabel('Day of the work').fill(businessDatePlus(-1));
  await times.getByLabel('Work started').fill('11:30');
  await times.getByLabel('Work ended').fill('09:00');
  await times.getByRole('button', { name: 'Save times' }).click();
  await expect(times).toContainText('The end of the work must be after its start');
  await times.getByLabel('Work started').fill('09:00');
  await times.getByLabel('Work ended').fill('11:30');
  await expectNoAxeViolations(ownerPage, { label: 'change times at 1280 px' });
  await times.getByRole('button', { name: 'Save times' }).click();
  await expect(ownerPanel.getByTestId('work-status')).toContainText('The times are saved.');
  await expect(ownerPanel.getByTestId('work-start')).toContainText('Started at 9:00 AM');
  await expect(ownerPanel.getByTestId('work-finish')).toContainText('Finished at 11:30 AM');
  await expect(ownerPanel.getByTestId('work-worked')).toContainText('Time worked: 2 hours 30 minutes');
  await expect(ownerPanel).toContainText(`Times recorded by ${owner.firstName} ${owner.lastName}`);
  await expectNoAxeViolations(ownerPage, { label: 'time on the job at 1280 px, corrected' });
  await office.close();
});
