import type { Page, Request } from '@playwright/test';
import { TEXT_SIZE_COOKIE } from '@ta/shared';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { HOUSE, houseWithReport, longDate, newClient, type HouseWithReport } from './support/home-watch';
import { NARROW, expectToast, scrollWidth } from './support/ui';

/**
 * My Properties and a visit's report, at 320 px with axe, and the owner's decision about a finding, on
 * the real server: each owner is a client registered for it, whose house and finished visit were made
 * through the API as the client and the office make them (support/home-watch.ts), so the pages read
 * what the server really answers, the server's own read of the report included.
 * home-watch-journey.spec.ts walks the office's and the staff member's screens as well.
 */

const problemsOf = new WeakMap<Page, string[]>();
const baseURL = () => test.info().project.use.baseURL ?? '';

/** The house most tests read: its urgent finding stays undecided (the decision test makes its own). */
let house: HouseWithReport;
let making: Promise<HouseWithReport> | undefined;
/**
 * Made once per worker, by the first hook or fixture that needs it: a test's storage state is set up
 * before its block's beforeAll runs, and a worker restarted after a failure makes its own.
 */
async function theHouse(...args: Parameters<typeof houseWithReport>): Promise<HouseWithReport> {
  making ??= houseWithReport(...args);
  house = await making;
  return house;
}
test.beforeAll(async ({ playwright, adminAccount }, workerInfo) => {
  await theHouse(playwright, workerInfo.project.use.baseURL ?? '', adminAccount);
});

/** The bodies the page POSTs to `path`, watched (never answered) in the browser. */
function postsTo(page: Page, path: RegExp): unknown[] {
  const posted: unknown[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && path.test(new URL(request.url()).pathname)) {
      posted.push(request.postDataJSON());
    }
  });
  return posted;
}

async function largestText(page: Page) {
  await page.context().addCookies([{ name: TEXT_SIZE_COOKIE, value: 'larger', url: baseURL() }]);
}

test.describe('home watch in the client area', () => {
  test.use({ viewport: NARROW });

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

  test.describe('a client with no house yet', () => {
    test.use({
      storageState: async ({ playwright, baseURL: url }, use) =>
        use((await newClient(playwright, url ?? '')).storageState),
    });

    test('with no property yet, the page explains home watch and offers to add one', async ({ page }) => {
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
      const posted = postsTo(page, /^\/api\/properties$/);
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
      // Said in the new property's page, not only in a passing toast.
      await expect(page).toHaveURL(/\/properties\/\d+\?added=1$/);
      await expect(page.getByRole('main')).toContainText('Your property was added.');
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
      // The server kept it, the codes on file but never given back.
      const id = /\/properties\/(\d+)\?added=1$/.exec(page.url())?.[1];
      const saved = await page.request.get(`/api/properties/${id}`);
      expect(saved.status()).toBe(200);
      const detail = (await saved.json()) as { property: Record<string, unknown> };
      expect(detail.property).toMatchObject({
        addressLine: '12 Gulf Shore Drive',
        city: 'Naples',
        zip: '34102',
        awayFrom: '2026-10-31',
        awayUntil: '2027-05-01',
        accessNotesOnFile: true,
      });
      expect(JSON.stringify(detail)).not.toContain('Gate 1234');

      // A change saved with JavaScript is said under its button, where the person is.
      await main.getByRole('textbox', { name: /Name for this home/ }).fill('Naples condo');
      await main.getByRole('button', { name: 'Save changes' }).click();
      await expect(main.getByRole('status').filter({ hasText: 'Your changes were saved.' })).toBeVisible();
    });

    test('the form in Spanish, with the largest text, says what to fix in Spanish and fits 320 px', async ({
      page,
    }) => {
      await largestText(page);
      await visit(page, '/es/properties/new');
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Agregar esta propiedad' }).click();
      await expect(main).toContainText('Por favor, escriba la dirección');
      await expect(main).toContainText('Por favor, elija el condado');
      await expect(main.getByRole('textbox', { name: 'Dirección' })).toBeFocused();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
      await expectNoAxeViolations(page);
    });

    test('another client’s report is not found: the page answers 404, as the API does', async ({ page }) => {
      const response = await visit(page, `/reports/${house.visitId}`);
      expect(response?.status()).toBe(404);
      const main = page.getByRole('main');
      await expect(main).toContainText('Visit not found');
      await expect(main.getByRole('alert').getByRole('link', { name: 'Back to My Properties' })).toBeVisible();
      await expect(main).not.toContainText(HOUSE.label);
      await expect(main).not.toContainText(HOUSE.finding.note);
      expect((await page.request.get(`/api/visits/${house.visitId}/report`)).status()).toBe(404);
      // The browser reports the page's own 404 on the console; nothing else may be there.
      const problems = problemsOf.get(page) ?? [];
      problemsOf.set(
        page,
        problems.filter((text) => !/Failed to load resource: the server responded with a status of 404/.test(text)),
      );
    });
  });

  test.describe('an owner with a report', () => {
    test.use({
      storageState: async ({ playwright, adminAccount, baseURL: url }, use) =>
        use((await theHouse(playwright, url ?? '', adminAccount)).storageState),
    });

    test('My Properties shows each house, what waits for the owner and the last report, at 320 px', async ({
      page,
    }) => {
      await visit(page, '/properties');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'My Properties' })).toBeVisible();
      await expect(main).toContainText(HOUSE.label);
      await expect(main).toContainText('1 problem is waiting for your answer');
      await expect(main).toContainText('Urgent problem');
      await expect(main.getByRole('link', { name: 'Read the report' })).toHaveAttribute(
        'href',
        `/reports/${house.visitId}`,
      );
      expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
      await expectNoAxeViolations(page);
    });

    test('the property page never shows the access notes, and lists the visits and what waits', async ({ page }) => {
      const response = await visit(page, `/properties/${house.propertyId}`);
      expect(await response?.text()).not.toContain(HOUSE.accessNotes);
      const main = page.getByRole('main');
      await expect(main.getByRole('textbox', { name: 'Gate, lockbox and alarm codes' })).toHaveValue('');
      await expect(main).toContainText('We have your codes on file.');
      await expect(page.getByText(HOUSE.accessNotes)).toHaveCount(0);
      await expect(main.getByRole('checkbox', { name: 'Remove the codes we have on file' })).not.toBeChecked();
      const answer = main.getByRole('link', { name: new RegExp(`^Answer in the report of ${longDate(house.date)}`) });
      await expect(answer).toBeVisible();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
      await expectNoAxeViolations(page);

      // The finding's link opens the report at that finding.
      await answer.click();
      await expect(page).toHaveURL(new RegExp(`/reports/${house.visitId}#finding-${house.findingId}$`));
      await expect(page.locator(`#finding-${house.findingId}`)).toBeInViewport();
    });

    test('the report is in the page as the server sends it, with its finding and photos', async ({ page }) => {
      const response = await visit(page, `/reports/${house.visitId}`);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(HOUSE.finding.note);
      expect(html).not.toContain(HOUSE.accessNotes);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: HOUSE.label })).toBeVisible();
      await expect(main.getByRole('link', { name: /Photo 1 of 2: Under the kitchen sink/ })).toHaveAttribute(
        'href',
        /^\/api\/visit-photos\/[^/]+$/,
      );
      expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
      await expectNoAxeViolations(page);
    });

    test('the report in Spanish, with the largest text, fits a 320 px phone', async ({ page }) => {
      await largestText(page);
      await visit(page, `/es/reports/${house.visitId}`);
      const main = page.getByRole('main');
      await expect(main).toContainText('Problema urgente');
      await expect(main.getByRole('button', { name: 'Pedir el arreglo' })).toBeVisible();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
      await expectNoAxeViolations(page);
    });

    test('the report prints without the site around it', async ({ page }) => {
      await visit(page, `/reports/${house.visitId}`);
      await page.emulateMedia({ media: 'print' });
      for (const hidden of ['header', 'footer', 'aside']) {
        await expect(page.locator(`body > * ${hidden}`).first()).toBeHidden();
      }
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(page.getByText('What should we do?')).toBeHidden();
      await expect(page.getByRole('img', { name: /Photo 2 of 2/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: HOUSE.label })).toBeVisible();
    });
  });

  test.describe('an owner deciding about a finding', () => {
    // This owner's finding is decided here, so the house is its own.
    // Made by the fixture: Playwright sets up a test's storage state before this block's beforeAll runs.
    let own: HouseWithReport;
    test.use({
      storageState: async ({ playwright, adminAccount, baseURL: url }, use) => {
        own = await houseWithReport(playwright, url ?? '', adminAccount);
        await use(own.storageState);
      },
    });

    test('the owner asks for a repair from a finding, and then sees the request code', async ({ page }) => {
      const posted = postsTo(page, new RegExp(`^/api/findings/${own.findingId}/decision$`));
      await visit(page, `/reports/${own.visitId}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: HOUSE.label })).toBeVisible();

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
      const code = main.getByRole('link', { name: /^TA-[A-Z0-9]{4}-[A-Z0-9]{4}$/ });
      const token = ((await code.textContent()) ?? '').trim();
      await expect(code).toHaveAttribute('href', `/track-request?token=${token}`);
      await expect(main.getByRole('button', { name: 'Ask us to fix this' })).toHaveCount(0);

      // The server kept the decision: the report read again says so, with the same code.
      await visit(page, `/reports/${own.visitId}`);
      await expect(main).toContainText('You asked us to fix this.');
      await expect(main.getByRole('link', { name: token })).toBeVisible();
    });
  });
});
