import { defaultBusiness } from '@ta/shared';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { visitCleanly } from './support/hydration';
import { NARROW, scrollWidth } from './support/ui';

// One request made through the API (POST /api/contact is limited to 10 an hour for the whole suite).
const REQUESTER = {
  firstName: 'Eleanor',
  lastName: 'Whitfield-Tracking',
  email: 'eleanor.tracking@example.com',
  phone: '(352) 555-0166',
  serviceInterest: 'Administrative & Paperwork',
  message: 'Help with my VA forms, please.\nAfternoons are best.',
  newsletter: false,
  notifyByEmail: false,
  notifyBySms: false,
  consentGiven: false,
};
/** Well-formed, but never issued: a code with look-alike-free symbols that no request has. */
const WRONG_CODE = 'TA-2222-2222';

let code = '';

test.beforeAll(async ({ playwright }, workerInfo) => {
  const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
  const response = await request.post('/api/contact', { data: REQUESTER });
  expect(response.status()).toBe(201);
  code = (await response.json()).trackingToken;
  await request.dispose();
});

function codeInput(page: Page) {
  return page.getByRole('textbox', { name: 'Tracking code' });
}

/** The value next to a label in the details list. */
function detail(page: Page, term: string) {
  return page.getByRole('main').locator(`dt:text-is("${term}") + dd`);
}

async function expectDetails(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Your request', exact: true })).toBeVisible();
  await expect(main).toContainText(`Tracking ID ${code}`);
  await expect(main).toContainText('Status: New');
  await expect(main).toContainText('We have received your request. It is waiting for our team to look at it.');
  await expect(main).toContainText('We will contact you within 24 to 48 hours');
  await expect(detail(page, 'Requested by')).toHaveText(REQUESTER.firstName);
  // Public tracking shows the first name only.
  await expect(main).not.toContainText(REQUESTER.lastName);
  await expect(main).not.toContainText(REQUESTER.email);
  await expect(detail(page, 'Service')).toHaveText(REQUESTER.serviceInterest);
  await expect(detail(page, 'Last updated')).toHaveText('Not updated yet');
  // Dates in the business's time zone, like 'MMMM d, yyyy' 'h:mm a'.
  await expect(detail(page, 'Submitted')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/);
  // The message keeps its line breaks.
  const message = main.getByText('Help with my VA forms, please.');
  expect(await message.evaluate((element) => (element as HTMLElement).innerText)).toBe(REQUESTER.message);
  await expect(main.getByRole('link', { name: defaultBusiness.phoneDisplay })).toHaveAttribute(
    'href',
    `tel:${defaultBusiness.phoneE164}`,
  );
  await expect(main.getByRole('link', { name: defaultBusiness.email })).toHaveAttribute(
    'href',
    `mailto:${defaultBusiness.email}`,
  );
  await expect(main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/client-portal');
}

test('a code typed in lower case without dashes finds the request, and the address keeps it', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await visit(page, '/track-request');
  const button = page.getByRole('button', { name: 'Track Request' });
  await expect(button).toBeDisabled();
  await codeInput(page).fill('   ');
  await expect(button).toBeDisabled();

  await codeInput(page).fill(code.replaceAll('-', '').toLowerCase());
  await button.click();
  await expect(page).toHaveURL(`/track-request?token=${code}`);
  await expect(page.getByRole('heading', { name: 'Your request', exact: true })).toBeFocused();
  await expectDetails(page);
  await expect(codeInput(page)).toHaveValue(code);
  expect(errors).toEqual([]);

  // The address can be bookmarked or shared: opened again, it shows the same request.
  await visit(page, page.url());
  await expectDetails(page);
});

test('a wrong code shows Request Not Found, with status 404 when opened directly', async ({ page }) => {
  await visit(page, '/track-request');
  await codeInput(page).fill(WRONG_CODE);
  await page.getByRole('button', { name: 'Track Request' }).click();
  const heading = page.getByRole('heading', { name: 'Request Not Found' });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('main')).toContainText(
    "We couldn't find a service request with that tracking code. Please check the code and try again.",
  );

  const response = await page.goto(`/track-request?token=${WRONG_CODE}`);
  expect(response?.status()).toBe(404);
  await expect(heading).toBeVisible();
});

test('another failure says so and offers to try again', async ({ page }) => {
  await page.route('**/api/contact/track/**', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something broke' } }),
  );
  await visit(page, '/track-request');
  await codeInput(page).fill(WRONG_CODE);
  await page.getByRole('button', { name: 'Track Request' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to retrieve service request. Please try again.');
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/track-request?token=CODE has the details in the server HTML', async ({ page }) => {
    const response = await page.goto(`/track-request?token=${code.toLowerCase()}`);
    expect(response?.status()).toBe(200);
    await expectDetails(page);
  });

  test('the form still works: an empty code asks for one, a code shows its request', async ({ page }) => {
    await page.goto('/track-request');
    await page.getByRole('button', { name: 'Track Request' }).click();
    await expect(page).toHaveURL('/track-request?token=');
    await expect(codeInput(page)).toHaveAccessibleDescription(/Please enter a tracking code/);

    await codeInput(page).fill(code);
    await page.getByRole('button', { name: 'Track Request' }).click();
    await expectDetails(page);
  });
});

for (const viewport of [undefined, NARROW]) {
  test.describe(viewport ? 'at 320 px' : 'on the desktop', () => {
    if (viewport) test.use({ viewport });

    test('axe on /track-request: empty, found and not found, each loaded and hydrated cleanly', async ({ page }) => {
      for (const [path, status] of [
        ['/track-request', 200],
        [`/track-request?token=${code}`, 200],
        [`/track-request?token=${WRONG_CODE}`, 404],
      ] as const) {
        await test.step(path, async () => {
          // The status and a clean hydration (support/hydration.ts) in the same visit as axe.
          await visitCleanly(page, path, status);
          await expect(page.getByRole('heading', { level: 1, name: 'Track Your Request' })).toBeVisible();
          await expectNoAxeViolations(page);
          if (viewport) expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
        });
      }
    });
  });
}
