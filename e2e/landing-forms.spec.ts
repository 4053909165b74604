import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, startUsingForm, test, visit, waitForHydration } from './support/fixtures';
import { latestEmailTo } from './support/outbox';
import { NARROW, expectToast, scrollWidth } from './support/ui';
import { newUser } from './support/users';

/** The home page, with its contact form hydrated (its code arrives when a form is first used). */
async function visitHome(page: Page) {
  await visit(page, '/');
  await startUsingForm(page, '#contact form');
}

// This file sends two real requests to POST /api/contact (the suite shares 10 an hour); the
// other journeys answer the call in the browser (page.route) and never reach the server.

const CODE = /^TA-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
const CONSENT = 'I agree to be contacted about my request in the ways I ticked above';

function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Send us a message' });
}

function landingRequestForm(page: Page) {
  return page.getByRole('form', { name: 'Quote request' });
}

async function openLandingRequestForm(page: Page) {
  const button = page.locator('#pricing').getByRole('button', { name: 'Request Quote' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Request a quote' })).toBeFocused();
  return { button, form: landingRequestForm(page) };
}

async function fillPerson(form: ReturnType<typeof contactForm>, person: ReturnType<typeof newUser>) {
  await form.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
  await form.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('(352) 555-0177');
}

/** The section ids of the home page, top to bottom, and the banner after them. */
async function sectionOrder(page: Page): Promise<string[]> {
  return page
    .locator('main section')
    .evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute('aria-labelledby') || '?'));
}

test('the home page has its sections in order, and four hero highlights on large screens, two on small', async ({
  page,
}) => {
  await visitHome(page);
  expect(await sectionOrder(page)).toEqual([
    'hero',
    'why-choose-us',
    'about',
    'services',
    'how-it-works',
    'pricing',
    'testimonials',
    'service-areas',
    'contact',
    'call-to-action-heading',
  ]);
  const highlights = page.locator('#hero').getByRole('listitem');
  await expect(highlights.filter({ visible: true })).toHaveCount(4);
  await expect(page.locator('#testimonials').getByRole('figure').first()).toBeVisible();

  await page.setViewportSize(NARROW);
  await expect(highlights.filter({ visible: true })).toHaveCount(2);
  await expect(highlights.filter({ visible: true })).toHaveText([/Seniors & Veterans/, /Tech Support/]);
});

test('the contact form: sends, keeps the tracking code on the page with Copy, and Track Your Request shows it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const person = newUser('contact');
  await visitHome(page);
  const form = contactForm(page);
  await fillPerson(form, person);
  await form.getByRole('combobox', { name: 'Service you are interested in' }).selectOption('Home & Tech Support');
  await form.getByRole('textbox', { name: 'Message' }).fill('Please set up my new tablet.\nMornings suit me best.');
  await form.getByRole('checkbox', { name: CONSENT }).check();

  // Hold the answer back a moment to see the sending state.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  const sending = form.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  release();

  await expectToast(page, 'Message Sent', /save your tracking code/i);
  const panel = page.locator('#contact');
  await expect(panel.getByRole('heading', { name: /message is on its way/ })).toBeFocused();
  const code = (await panel.locator('code').textContent()) ?? '';
  expect(code).toMatch(CODE);
  await expect(panel).toContainText(`We have also emailed it to ${person.email}`);

  await panel.getByRole('button', { name: 'Copy code' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // The confirmation e-mail carries the same code.
  expect((await latestEmailTo(person.email, { subject: code })).textBody).toContain(code);

  await panel.getByRole('link', { name: 'Track Your Request' }).click();
  await expect(page).toHaveURL(`/track-request?token=${code}`);
  const card = page.getByRole('main');
  await expect(card.getByRole('heading', { name: 'Your request', exact: true })).toBeVisible();
  await expect(card).toContainText(code);
  await expect(card).toContainText('Home & Tech Support');
  await expect(card).toContainText(person.firstName);
  await expect(card).toContainText('Please set up my new tablet.');
});

test('the form code loads at the first use of a form, and what the visitor typed before it arrived stays', async ({
  page,
}) => {
  const formCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(forms|landing-contact-form)-/.test(request.url())) formCode.push(request.url());
  });
  await visit(page, '/');
  const form = contactForm(page);
  // The page has hydrated, and no form code has come: the contact form is the server's plain form.
  expect(formCode).toEqual([]);
  const hydrated = () =>
    form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));
  expect(await hydrated()).toBe(false);

  // Typing into it starts the download; what was typed before the form hydrated is kept.
  const firstName = form.getByRole('textbox', { name: 'First name' });
  await firstName.pressSequentially('Rosa');
  await form.getByRole('checkbox', { name: 'Text me updates (SMS)' }).check();
  await waitForHydration(page, '#contact form');
  expect(formCode.length).toBeGreaterThan(0);
  await expect(firstName).toHaveValue('Rosa');
  await expect(form.getByRole('checkbox', { name: 'Text me updates (SMS)' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: CONSENT })).toBeEnabled();
});

test('the consent box is disabled while neither e-mail nor text updates are chosen, and Send waits for consent', async ({
  page,
}) => {
  await visitHome(page);
  const form = contactForm(page);
  const email = form.getByRole('checkbox', { name: 'Email me updates' });
  const sms = form.getByRole('checkbox', { name: 'Text me updates (SMS)' });
  const consent = form.getByRole('checkbox', { name: CONSENT });
  const send = form.getByRole('button', { name: 'Send Message' });

  // E-mail updates are on by default, so consent is needed before sending.
  await expect(email).toBeChecked();
  await expect(consent).toBeEnabled();
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(/tick the box to agree to be contacted/);

  await email.uncheck();
  await expect(consent).toBeDisabled();
  await expect(send).toBeEnabled();

  await sms.check();
  await expect(consent).toBeEnabled();
  await expect(send).toBeDisabled();

  await consent.check();
  await expect(send).toBeEnabled();

  // Turning both off again clears and disables the consent.
  await sms.uncheck();
  await expect(consent).toBeDisabled();
  await expect(consent).not.toBeChecked();
});

test('the contact form shows each message next to its field, and server failures on the page and in a toast', async ({
  page,
}) => {
  await visitHome(page);
  const form = contactForm(page);
  await form.getByRole('checkbox', { name: 'Email me updates' }).uncheck();
  await form.getByRole('textbox', { name: 'First name' }).fill('A');
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await form.getByRole('button', { name: 'Send Message' }).click();

  const expected: [string, string][] = [
    ['First name', 'First name must be at least 2 characters'],
    ['Last name', 'Last name must be at least 2 characters'],
    ['Email', 'Please enter a valid email address'],
    ['Phone', 'Please enter a valid phone number'],
    ['Message', 'Message must be at least 10 characters'],
  ];
  for (const [name, message] of expected) {
    const field = form.getByRole('textbox', { name });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
  }
  const service = form.getByRole('combobox', { name: 'Service you are interested in' });
  await expect(service).toHaveAccessibleDescription('Please select a service interest');
  await expect(form.getByRole('textbox', { name: 'First name' })).toBeFocused();

  await test.step('axe with the errors showing', async () => {
    await expectNoAxeViolations(page, { label: '/ with contact form errors' });
  });

  await fillPerson(form, newUser('refused'));
  await service.selectOption('Not Sure Yet');
  await form.getByRole('textbox', { name: 'Message' }).fill('Just a question about prices.');

  await test.step('the server refuses: its message', async () => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        json: { message: 'Too many requests from this address. Please wait a while and try again.' },
      }),
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Error', 'Too many requests from this address. Please wait a while and try again.');
    await expect(form.getByRole('alert')).toContainText('Too many requests from this address.');
  });

  await test.step('no answer at all: the contact fallback text', async () => {
    await page.unrouteAll();
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Error', 'There was a problem sending your message. Please try again.');
    // What was typed is kept, to try again.
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Just a question about prices.');
  });
});

test('the quote form opens from Request Quote, checks its fields, and sends the extras in the message', async ({
  page,
}) => {
  await visitHome(page);
  const { button, form } = await openLandingRequestForm(page);

  await test.step('messages next to the fields', async () => {
    await form.getByLabel('Preferred date (optional)').fill('2020-01-01');
    await form.getByRole('button', { name: 'Send Quote Request' }).click();
    await expect(form.getByRole('combobox', { name: 'Service category' })).toHaveAccessibleDescription(
      'Please select a service category',
    );
    await expect(form.getByRole('textbox', { name: 'Specific service needed' })).toHaveAccessibleDescription(
      /Please describe the specific service needed/,
    );
    await expect(form.getByRole('textbox', { name: 'Details' })).toHaveAccessibleDescription(
      /Please provide details about your service needs/,
    );
    await expect(form.getByLabel('Preferred date (optional)')).toHaveAccessibleDescription(
      'Please choose today or a later date',
    );
    await expect(form.getByRole('checkbox', { name: /I accept the Terms and Conditions/ })).toHaveAccessibleDescription(
      'You must accept the terms and privacy policy to continue',
    );
    await expect(form.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(form.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy-policy');
    await expectNoAxeViolations(page, { label: '/ with the quote form open and its errors' });
  });

  const person = newUser('quote');
  await fillPerson(form, person);
  await form.getByRole('combobox', { name: 'Service category' }).selectOption('Meal Prep & Cooking');
  await form.getByRole('textbox', { name: 'Specific service needed' }).fill('Weekly dinners for two');
  await form.getByRole('combobox', { name: 'Estimated time needed (optional)' }).selectOption('5 hours');
  await form.getByLabel('Preferred date (optional)').fill('2099-12-01');
  await form.getByRole('textbox', { name: 'Town or address (optional)' }).fill('Dade City');
  await form.getByRole('textbox', { name: 'Details' }).fill('Low-salt meals, please.\nNo nuts.');
  await form.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await form.getByRole('button', { name: 'Send Quote Request' }).click();

  await expectToast(page, 'Quote Request Sent', /save your tracking code/i);
  const panel = page.getByRole('region', { name: 'Request a quote' });
  await expect(panel.getByRole('heading', { name: /quote request is on its way/ })).toBeFocused();
  const code = (await panel.locator('code').textContent()) ?? '';
  expect(code).toMatch(CODE);

  // The extras arrive as structured text before the details.
  const tracked = await (await page.request.get(`/api/contact/track/${code}`)).json();
  expect(tracked.serviceInterest).toBe('Meal Prep & Cooking');
  expect(tracked.message).toBe(
    'Service category: Meal Prep & Cooking\nSpecific service: Weekly dinners for two\nEstimated duration: 5 hours\n' +
      'Preferred date: December 1, 2099\nLocation: Dade City\n\nDetails:\nLow-salt meals, please.\nNo nuts.',
  );

  await panel.getByRole('button', { name: 'Submit Another Request' }).click();
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  await expect(form.getByRole('checkbox', { name: /I accept the Terms/ })).not.toBeChecked();

  await panel.getByRole('button', { name: 'Close quote form' }).click();
  await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test.describe('at 320 px', () => {
  test.use({ viewport: NARROW });

  test('the home page and its open quote form pass axe and fit the screen', async ({ page }) => {
    await visitHome(page);
    await expectNoAxeViolations(page);
    await openLandingRequestForm(page);
    await expectNoAxeViolations(page, { label: '/ with the quote form open at 320 px' });
    expect(await scrollWidth(page)).toBeLessThanOrEqual(NARROW.width);
  });
});

test('the home page passes axe on the desktop', async ({ page }) => {
  await visitHome(page);
  await expectNoAxeViolations(page);
});
