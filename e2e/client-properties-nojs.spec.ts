import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { houseWithReport, newClient } from './support/home-watch';
import { NARROW } from './support/ui';

/**
 * A client's property pages without JavaScript (docs/home-watch.md, "Without JavaScript"): she adds a
 * house, changes it and asks for home checks, each form posted by the browser to its own page. A
 * refusal comes back with what was typed but never the access codes; each done form comes back to the
 * property's page saying so. Each test is a client registered for it, on a phone's width.
 */

/** The codes typed in the form: they go in, and never come back into a page. */
const CODES = 'Gate 2468, lockbox on the lanai: 1357';

let addresses = 0;
test.use({
  viewport: NARROW,
  storageState: async ({ playwright, baseURL }, use) => use((await newClient(playwright, baseURL ?? '')).storageState),
  // Each test from an address of its own (as nojs-forms.spec.ts): its asks do not meet others' rate limits.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  extraHTTPHeaders: async ({}, use) => {
    addresses += 1;
    await use({ 'x-forwarded-for': `10.71.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` });
  },
});

/** Fills the new-property form, a ZIP code too short, and sends it. */
async function addWithWrongZip(page: Page) {
  await page.goto('/properties/new');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Name for this home' }).fill('Sarasota house');
  await main.getByRole('textbox', { name: 'Street address' }).fill('8 Bayfront Drive');
  await main.getByRole('textbox', { name: 'City' }).fill('Sarasota');
  await main.getByRole('textbox', { name: 'ZIP code' }).fill('342');
  await main.getByRole('combobox', { name: 'County' }).selectOption('Sarasota');
  await main.getByRole('textbox', { name: 'Gate, lockbox and alarm codes' }).fill(CODES);
  await main.getByRole('button', { name: 'Add this property' }).click();
  await page.waitForLoadState();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('adds a house (after a refusal that does not keep the codes), changes it and asks for home checks', async ({
    page,
  }) => {
    await addWithWrongZip(page);

    // The page again: what was typed kept, the problem beside its field, the codes asked for again.
    await expect(page).toHaveURL(/\/properties\/new$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert').filter({ hasText: 'Your changes were not saved' })).toBeVisible();
    const zip = main.getByRole('textbox', { name: 'ZIP code' });
    await expect(zip).toHaveValue('342');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveAccessibleDescription(/Please enter a 5-digit ZIP code/);
    await expect(main.getByRole('textbox', { name: 'Street address' })).toHaveValue('8 Bayfront Drive');
    await expect(main.getByRole('combobox', { name: 'County' })).toHaveValue('Sarasota');
    const codes = main.getByRole('textbox', { name: 'Gate, lockbox and alarm codes' });
    await expect(codes).toHaveValue('');
    await expect(main).toContainText('please type them again');
    expect(await page.content()).not.toContain(CODES);

    await zip.fill('34236');
    await codes.fill(CODES);
    await main.getByRole('button', { name: 'Add this property' }).click();
    await expect(page).toHaveURL(/\/properties\/\d+\?added=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sarasota house');
    await expect(page.getByText('Your property was added.')).toBeVisible();
    const id = /\/properties\/(\d+)/.exec(page.url())?.[1];
    const added = (await (await page.request.get(`/api/properties/${id}`)).json()) as {
      property: Record<string, unknown>;
    };
    expect(added.property).toMatchObject({ zip: '34236', county: 'Sarasota', accessNotesOnFile: true });
    expect(await page.content()).not.toContain(CODES);

    // Changed: a new name, the codes left blank (kept).
    const details = page.getByRole('region', { name: 'Details of this home' });
    await expect(details.getByText('We have your codes on file.')).toBeVisible();
    await details.getByRole('textbox', { name: 'Name for this home' }).fill('The bay house');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${id}\\?saved=1$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The bay house');
    await expect(page.getByText('Your changes were saved.')).toBeVisible();
    const saved = (await (await page.request.get(`/api/properties/${id}`)).json()) as {
      property: Record<string, unknown>;
    };
    expect(saved.property).toMatchObject({ label: 'The bay house', accessNotesOnFile: true });

    // Home checks asked for: the answer where the form was.
    const checks = page.getByRole('region', { name: 'Home checks' });
    await checks.getByRole('textbox', { name: 'Anything we should know?' }).fill('Away from January to March');
    await checks.getByRole('button', { name: 'Ask for home checks' }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${id}\\?asked=1#home-checks$`));
    const answer = page.getByRole('region', { name: 'Home checks' });
    await expect(answer.getByRole('status')).toContainText('We received your request');
    // The address's #home-checks is where the browser goes: the answer is in sight.
    await expect(answer.getByRole('status')).toBeInViewport();
    await expect(answer.getByRole('button', { name: 'Ask for home checks' })).toBeHidden();
    const requests = (await (await page.request.get('/api/contact/user')).json()) as { message?: string }[];
    expect(JSON.stringify(requests)).toContain('Away from January to March');
  });
});

test.describe('a report’s finding without JavaScript', () => {
  test('is reached from the house’s page and answered with a note, and the report then shows the answer', async ({
    browser,
    playwright,
    baseURL,
    adminAccount,
  }) => {
    const house = await houseWithReport(playwright, baseURL ?? '', adminAccount);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: house.storageState,
      viewport: NARROW,
    });
    const page = await context.newPage();
    await page.goto(`/properties/${house.propertyId}`);
    const waiting = page.getByRole('region', { name: 'Problems waiting for your answer' });
    await expect(waiting).toContainText('Problems found at the house are answered in their visit’s report:');
    await expect(waiting).not.toContainText('Looking for problems');
    await waiting.getByRole('link', { name: /^Open the report of / }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${house.visitId}$`));

    const finding = page.locator(`#finding-${house.findingId}`);
    await finding.getByRole('textbox', { name: 'A note for us (you can leave it blank)' }).fill('Call me first');
    await finding.getByRole('button', { name: 'Ask us to fix this' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/reports/${house.visitId}\\?decided=${house.findingId}#finding-${house.findingId}$`),
    );
    const answered = page.locator(`#finding-${house.findingId}`);
    await expect(answered).toContainText('You asked us to fix this.');
    await expect(answered.getByRole('button', { name: 'Ask us to fix this' })).toHaveCount(0);
    const requests = (await (await page.request.get('/api/contact/user')).json()) as { message?: string }[];
    expect(JSON.stringify(requests)).toContain('Call me first');
    await context.close();
  });

  test('the report with its answer forms, as the server renders it, has no axe violations', async ({
    browser,
    playwright,
    baseURL,
    adminAccount,
  }) => {
    const house = await houseWithReport(playwright, baseURL ?? '', adminAccount);
    const context = await browser.newContext({ storageState: house.storageState, viewport: NARROW });
    const page = await context.newPage();
    // The app's own scripts kept out (as below): the page stays as the server rendered it.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`/reports/${house.visitId}`);
    await expect(
      page.locator(`#finding-${house.findingId}`).getByRole('button', { name: 'No action needed' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, { label: '/reports/:id with a finding’s form, as the server renders it' });
    await context.close();
  });
});

test.describe('the property pages as the server renders them', () => {
  // axe runs in the page, so JavaScript is on; the app's own scripts are kept out, so the browser sends
  // each form itself and the pages stay as the server rendered them (as in nojs-forms.spec.ts).
  test('have no axe violations, refused or done', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await addWithWrongZip(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Your changes were not saved' })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/properties/new (refused)' });

    await page.getByRole('textbox', { name: 'ZIP code' }).fill('34236');
    await page.getByRole('button', { name: 'Add this property' }).click();
    await expect(page).toHaveURL(/\/properties\/\d+\?added=1$/);
    await expectNoAxeViolations(page, { label: '/properties/:id?added=1' });

    const checks = page.getByRole('region', { name: 'Home checks' });
    const note = checks.getByRole('textbox', { name: 'Anything we should know?' });
    // Longer than the box lets anyone type: the server's own refusal.
    await note.evaluate((box) => box.removeAttribute('maxlength'));
    await note.fill('x'.repeat(1001));
    await checks.getByRole('button', { name: 'Ask for home checks' }).click();
    await page.waitForLoadState();
    await expect(page.getByRole('alert').filter({ hasText: 'Your request was not sent' })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/properties/:id (home checks refused)' });

    await page.getByRole('region', { name: 'Home checks' }).getByRole('textbox').fill('');
    await page.getByRole('button', { name: 'Ask for home checks' }).click();
    await expect(page).toHaveURL(/\?asked=1#home-checks$/);
    await expectNoAxeViolations(page, { label: '/properties/:id?asked=1' });

    await page.goto('/properties');
    await expect(page.getByRole('main')).toContainText('Sarasota house');
    await expectNoAxeViolations(page, { label: '/properties' });
  });
});
