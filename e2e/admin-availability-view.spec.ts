import { expect, test } from '@playwright/test';
import { businessWeekdayPlus } from './support/appointments';
import { addVisitFor, writeStaffAvailability } from './support/availability';
import { expectNoAxeViolations } from './support/axe';
import { createBackOfficeUser, logInWithApi } from './support/users';

// The owner sees who is working beside the calendar's visits, and a visit put on a staff member's day off
// carries its warning in words, in the list and on its page (docs/booking.md, "Availability in the back office").
test('the owner sees who works and a warning on a visit on a day off, at 1280 and 390 px', async ({ page }) => {
  const owner = await createBackOfficeUser('admin');
  const maria = await createBackOfficeUser('staff');
  const joe = await createBackOfficeUser('staff');
  const day = businessWeekdayPlus(10);
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, starts: '08:00', ends: '16:00' }));
  writeStaffAvailability(maria.username, { hours: weekdays, timeOff: [{ firstDay: day, lastDay: day }] });
  writeStaffAvailability(joe.username, { hours: weekdays });
  const visitId = addVisitFor(maria.username, { date: day, clientName: 'Walter Green' });
  const mariaName = `${maria.firstName} ${maria.lastName}`;
  const joeName = `${joe.firstName} ${joe.lastName}`;

  await logInWithApi(page.request, owner);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/appointments?date=${day}`);
    const panel = page.getByRole('region', { name: 'Who is working' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(`${mariaName}: Time off`);
    await expect(panel).toContainText(`${joeName}: 8:00 AM – 4:00 PM`);
    const row = page.getByRole('link', { name: /Walter Green/ });
    await expect(row).toContainText('Outside availability');
    await expect(row).toContainText(`${mariaName} is on time off that day`);
    await expectNoAxeViolations(page, { label: `calendar at ${width} px` });

    await page.goto(`/admin/appointments/${visitId}`);
    const warning = page.getByRole('status').filter({ hasText: 'Outside availability' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(`${mariaName} is on time off that day`);
    await expectNoAxeViolations(page, { label: `appointment page at ${width} px` });
  }
});
