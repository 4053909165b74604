import type { Page, Route } from '@playwright/test';
import { TEXT_SIZE_COOKIE, type PropertySummary, type VisitReport } from '@ta/shared';
import {
  itemFixture,
  reportFixture,
  summaryFixture,
  visitFixture,
} from '../apps/web/src/features/client-properties/test-fixtures';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { NARROW, expectToast, scrollWidth } from './support/ui';

/**
 * My Properties and a visit's report, at 320 px with axe, and the owner's decision about a finding.
 * The home-watch answers are given in the browser (the route tests check the server's side), so the
 * pages' details are checked against the shared contract with the client area's test fixtures;
 * home-watch-journey.spec.ts walks the same pages on the real server.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const property: PropertySummary = summaryFixture({
  alarmCompany: 'Gulf Alarm, (239) 555-0100',
  nextVisit: { visitId: 31, date: '2030-06-09', startTime: '10:00' },
  lastReport: { visitId: 30, finishedAt: '2026-06-02T15:40:00.000Z', result: 'urgent' },
  findingsAwaitingDecision: 1,
});

const photo = (id: number) => ({
  id,
  url: `/api/visit-photos/p${id}`,
  thumbnailUrl: `/api/visit-photos/p${id}/thumb`,
  width: 1,
  height: 1,
});
const item = itemFixture;
// The fixtures' report header (visit and property), with two findings of this test's own.
const { visit: reportVisit, property: reportProperty } = reportFixture();
const report: VisitReport = {
  visit: reportVisit,
  property: reportProperty,
  items: [
    item({ id: 1, section: 'Outside', label: 'Doors and windows locked' }),
    item({
      id: 4,
      label: 'Under the kitchen sink',
      answer: 'issue',
      note: 'Water on the floor of the cabinet.',
      severity: 'urgent',
      photos: [photo(1), photo(2)],
    }),
  ],
};

const problemsOf = new WeakMap<Page, string[]>();

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** The home-watch calls of the client area, answered from the data above; returns the decisions posted. */
async function answerHomeWatch(page: Page, { properties = [property] }: { properties?: PropertySummary[] } = {}) {
  const posted: unknown[] = [];
  let current = report;
  await page.route('**/api/properties', (route) => {
    if (route.request().method() !== 'POST') return json(route, properties);
    posted.push(route.request().postDataJSON());
    return json(route, { ...property, label: null }, 201);
  });
  await page.route('**/api/properties/7', (route) =>
    json(route, {
      property,
      visits: [
        visitFixture(30, {
          appointmentId: 90,
          date: '2026-06-02',
          state: 'finished',
          startedAt: '2026-06-02T14:05:00.000Z',
          finishedAt: '2026-06-02T15:40:00.000Z',
          result: 'urgent',
          answeredItems: 2,
          totalItems: 2,
        }),
      ],
      accessOpenings: [],
    }),
  );
  await page.route('**/api/visits/30/report', (route) => json(route, current));
  await page.route('**/api/visit-photos/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
  await page.route('**/api/findings/4/decision', (route) => {
    const body = route.request().postDataJSON() as { decision: 'repair' | 'no-action'; note: string | null };
    posted.push(body);
    const decided = {
      ...current.items[1]!,
      decision: body.decision,
      repairRequest: body.decision === 'repair' ? { id: 44, trackingToken: 'TA-7KQ2-MX9P' } : null,
    };
    current = { ...current, items: [current.items[0]!, decided] };
    return json(route, decided);
  });
  return posted;
}

test.describe('home watch in the client area', () => {
  test.use({ storageState: async ({ clientAccount }, use) => use(clientAccount.storageState), viewport: NARROW });

  // Every page here hydrates and runs without a console error or an uncaught one.
  test.beforeEach(({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    problemsOf.set(page, problems);
  });
  test.afterEach(({ page }) => {
    expect(problemsOf.get(page), 'console errors').toEqual([]);
  });

  test('My Properties shows each house, what waits for the owner and the last report, at 320 px', async ({ page }) => {
    await answerHomeWatch(page);
    await visit(page, '/properties');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My Properties' })).toBeVisible();
    await expect(main).toContainText('1 problem is waiting for your answer');
    await expect(main).toContainText('Urgent problem');
    await expect(main.getByRole('link', { name: 'Read the report' })).toHaveAttribute('href', '/reports/30');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
    await expectNoAxeViolations(page);
  });

  test('with no property yet, the page explains home watch and offers to add one', async ({ page }) => {
    await answerHomeWatch(page, { properties: [] });
    await visit(page, '/properties');
    const main = page.getByRole('main');
    await expect(main).toContainText('We can watch your home while you are away');
    await main.getByRole('link', { name: 'Add a property' }).click();
    await expect(page).toHaveURL(/\/properties\/new$/);
    await expect(main.getByRole('combobox', { name: 'County' })).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
    await expectNoAxeViolations(page);
  });

  test('a new property: the form checks the dates, then adds it and opens its page', async ({ page }) => {
    const posted = await answerHomeWatch(page);
    await visit(page, '/properties/new');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Street address' }).fill('12 Gulf Shore Drive');
    await main.getByRole('textbox', { name: 'City' }).fill('Naples');
    await main.getByRole('textbox', { name: 'ZIP code' }).fill('3410');
    await main.getByRole('combobox', { name: 'County' }).selectOption('Collier');
    await main.getByLabel('Leaving on').fill('2026-10-31');
    await main.getByLabel('Back on').fill('2026-05-01');
    await main.getByRole('textbox', { name: 'Gate, lockbox and alarm codes' }).fill('Gate 1234');
    await main.getByRole('button', { name: 'Add this property' }).click();
    await expect(main).toContainText('Please enter a 5-digit ZIP code');
    await expect(main).toContainText('The return date must be on or after the leaving date');
    expect(posted).toEqual([]);

    await main.getByRole('textbox', { name: 'ZIP code' }).fill('34102');
    await main.getByLabel('Back on').fill('2027-05-01');
    await main.getByRole('button', { name: 'Add this property' }).click();
    await expectToast(page, 'Your property was added.');
    await expect(page).toHaveURL(/\/properties\/7$/);
    expect(posted).toEqual([
      expect.objectContaining({
        addressLine: '12 Gulf Shore Drive',
        zip: '34102',
        county: 'Collier',
        awayFrom: '2026-10-31',
        awayUntil: '2027-05-01',
        accessNotes: 'Gate 1234',
        clearAccessNotes: false,
      }),
    ]);
  });

  test('the form in Spanish, with the largest text, says what to fix in Spanish and fits 320 px', async ({ page }) => {
    await page
      .context()
      .addCookies([{ name: TEXT_SIZE_COOKIE, value: 'larger', url: test.info().project.use.baseURL ?? '' }]);
    await visit(page, '/es/properties/new');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Agregar esta propiedad' }).click();
    await expect(main).toContainText('Por favor, escriba la dirección');
    await expect(main).toContainText('Por favor, elija el condado');
    await expect(main.getByRole('textbox', { name: 'Dirección' })).toBeFocused();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
    await expectNoAxeViolations(page);
  });

  test('the property page never shows the access notes, and lists the visits and what waits', async ({ page }) => {
    await answerHomeWatch(page);
    await visit(page, '/properties/7');
    const main = page.getByRole('main');
    await expect(main.getByRole('textbox', { name: 'Gate, lockbox and alarm codes' })).toHaveValue('');
    await expect(main).toContainText('We have your codes on file.');
    await expect(main.getByRole('checkbox', { name: 'Remove the codes we have on file' })).not.toBeChecked();
    await expect(main.getByRole('link', { name: /^Answer in the report of June 2, 2026/ })).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
    await expectNoAxeViolations(page);

    // The finding's link opens the report at that finding.
    await main.getByRole('link', { name: /^Answer in the report of June 2, 2026/ }).click();
    await expect(page).toHaveURL(/\/reports\/30#finding-4$/);
    await expect(page.locator('#finding-4')).toBeInViewport();
  });

  test('the owner asks for a repair from a finding, and then sees the request code', async ({ page }) => {
    const posted = await answerHomeWatch(page);
    await visit(page, '/reports/30');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'The beach condo' })).toBeVisible();
    await expect(main.getByRole('link', { name: /Photo 1 of 2: Under the kitchen sink/ })).toHaveAttribute(
      'href',
      '/api/visit-photos/p1',
    );
    expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
    await expectNoAxeViolations(page);

    // Going back changes nothing.
    await main.getByRole('button', { name: 'Ask us to fix this' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask us to fix this?' });
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('button', { name: 'Ask us to fix this' })).toBeFocused();
    expect(posted).toEqual([]);

    await main.getByRole('button', { name: 'Ask us to fix this' }).click();
    await expectNoAxeViolations(page, { label: 'the repair dialog' });
    await dialog.getByRole('textbox', { name: /A note for us/ }).fill('Please call after 10.');
    await dialog.getByRole('button', { name: 'Yes, ask for the repair' }).click();
    await expectToast(page, 'Your repair request was sent.');
    expect(posted).toEqual([{ decision: 'repair', note: 'Please call after 10.' }]);
    // The buttons are gone: focus is on what replaced them.
    await expect(main.locator('[tabindex="-1"]', { hasText: 'You asked us to fix this.' })).toBeFocused();
    await expect(main.getByRole('link', { name: 'TA-7KQ2-MX9P' })).toHaveAttribute(
      'href',
      '/track-request?token=TA-7KQ2-MX9P',
    );
    await expect(main.getByRole('button', { name: 'Ask us to fix this' })).toHaveCount(0);
  });

  test('the report in Spanish, with the largest text, fits a 320 px phone', async ({ page }) => {
    await answerHomeWatch(page);
    await page
      .context()
      .addCookies([{ name: TEXT_SIZE_COOKIE, value: 'larger', url: test.info().project.use.baseURL ?? '' }]);
    await visit(page, '/es/reports/30');
    const main = page.getByRole('main');
    await expect(main).toContainText('Problema urgente');
    await expect(main.getByRole('button', { name: 'Pedir el arreglo' })).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
    await expectNoAxeViolations(page);
  });

  test('the report prints without the site around it', async ({ page }) => {
    await answerHomeWatch(page);
    await visit(page, '/reports/30');
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['header', 'footer', 'aside']) {
      await expect(page.locator(`body > * ${hidden}`).first()).toBeHidden();
    }
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByText('What should we do?')).toBeHidden();
    await expect(page.getByRole('img', { name: /Photo 2 of 2/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'The beach condo' })).toBeVisible();
  });
});
