import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { withDatabase } from './support/database';
import { expect, test, visit, waitForHydration } from './support/fixtures';

/**
 * "Call me back" (docs/decisions/035-call-me-back.md): the small form above the footer of every public
 * page, sent with and without JavaScript, in English and in Spanish; the caller sees the tracking page
 * (or the code in place), and staff see the callback first.
 *
 * Budget: each test comes from its own client address (X-Forwarded-For, trusted from the e2e server's
 * proxy address), so the callbacks here (10 an hour per address) never meet the shared address's limits.
 */
let addresses = 0;
test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  extraHTTPHeaders: async ({}, use) => {
    addresses += 1;
    await use({ 'x-forwarded-for': `10.35.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` });
  },
});

const WORDS = {
  en: {
    open: 'Call me back',
    name: 'Your name',
    phone: 'Phone number',
    time: 'Best time to call',
    send: 'Call me back',
    card: 'Your call back request',
    waiting: 'Waiting for our call',
  },
  es: {
    open: 'Pida una llamada',
    name: 'Su nombre',
    phone: 'Su teléfono',
    time: 'Mejor hora para llamar',
    send: 'Quiero que me llamen',
    card: 'Su pedido de llamada',
    waiting: 'Por llamar',
  },
} as const;

let callers = 0;
/** A name no other test uses, so the back office's lists can be searched for it. */
const callerName = (first: string) => `${first} Caller${Date.now().toString(36)}${(callers += 1)}`;

interface StoredCallback {
  kind: string;
  bestTime: string | null;
  phone: string;
  status: string;
}
function storedCallback(code: string): StoredCallback | undefined {
  return withDatabase((db) =>
    db
      .prepare<[string], StoredCallback>(
        'SELECT kind, best_time AS bestTime, phone, status FROM contact_requests WHERE tracking_token = ?',
      )
      .get(code),
  );
}

/** Opens the band's disclosure and fills the form in; `time` is the option's value. */
async function fillCallback(
  page: Page,
  lang: 'en' | 'es',
  name: string,
  phone: string,
  time: string,
  withScript = false,
) {
  const words = WORDS[lang];
  const band = page.getByRole('complementary', { name: lang === 'en' ? /talk to a person/ : /hablar con una persona/ });
  await band.locator('summary').filter({ hasText: words.open }).click();
  const form = band.getByRole('form', { name: words.open });
  // With JavaScript the form's code loads when it is first opened: wait until it has taken over.
  if (withScript) await waitForHydration(page, '[aria-labelledby="call-me-back-heading"] form');
  await form.getByRole('textbox', { name: words.name }).fill(name);
  await form.getByRole('textbox', { name: words.phone }).fill(phone);
  await form.getByRole('combobox', { name: words.time }).selectOption(time);
  return form;
}

/** The tracking page a callback sent without JavaScript leads to, in the page's language; its code. */
async function expectTrackingPage(page: Page, lang: 'en' | 'es'): Promise<string> {
  const prefix = lang === 'es' ? '/es' : '';
  await expect(page).toHaveURL(new RegExp(`${prefix}/track-request\\?token=TA-[A-Z2-9]{4}-[A-Z2-9]{4}&received=1$`));
  const code = new URL(page.url()).searchParams.get('token') ?? '';
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: WORDS[lang].card })).toBeVisible();
  await expect(main).toContainText(code);
  await expect(main).toContainText(WORDS[lang].waiting);
  return code;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sends from a public page in English, after fixing the phone, and lands on the tracking page', async ({
    page,
  }) => {
    await page.goto('/blog');
    const form = await fillCallback(page, 'en', callerName('Ruth'), '555-01', 'morning');
    await form.getByRole('button', { name: WORDS.en.send }).click();

    // Refused: the form's own page, the typed values kept and the problem beside the phone.
    await expect(page).toHaveURL(/\/call-me-back$/);
    const again = page.getByRole('form', { name: WORDS.en.open });
    await expect(again.getByRole('alert')).toContainText('We could not take your request yet');
    const phone = again.getByRole('textbox', { name: WORDS.en.phone });
    await expect(phone).toHaveValue('555-01');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/Please enter a phone number we can call, with the area code/);
    await expect(again.getByRole('combobox', { name: WORDS.en.time })).toHaveValue('morning');

    await phone.fill('(352) 555-0177');
    await again.getByRole('button', { name: WORDS.en.send }).click();
    const code = await expectTrackingPage(page, 'en');
    expect(storedCallback(code)).toEqual({
      kind: 'callback',
      bestTime: 'morning',
      phone: '(352) 555-0177',
      status: 'new',
    });
  });

  test('sends from a Spanish page and lands on the Spanish tracking page', async ({ page }) => {
    await page.goto('/es/blog');
    const form = await fillCallback(page, 'es', callerName('Rosa'), '(352) 555-0178', 'afternoon');
    await expect(form.getByRole('combobox', { name: WORDS.es.time })).toContainText('Por la tarde');
    await form.getByRole('button', { name: WORDS.es.send }).click();
    const code = await expectTrackingPage(page, 'es');
    expect(storedCallback(code)).toMatchObject({ kind: 'callback', bestTime: 'afternoon' });
    await expect(page.getByRole('main')).toContainText('Por la tarde');
  });
});

test.describe('the refused form, as the server renders it', () => {
  // axe runs in the page, so the page's JavaScript is on; the app's own scripts are kept out, so the
  // browser sends the form itself and the page stays as the server rendered it.
  test('has no axe violations', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/es/blog');
    const form = await fillCallback(page, 'es', callerName('Ana'), '12', 'morning');
    await form.getByRole('button', { name: WORDS.es.send }).click();
    await expect(page).toHaveURL(/\/es\/call-me-back$/);
    await expect(page.getByRole('alert')).toContainText('Por favor, escriba un número de teléfono');
    await expectNoAxeViolations(page, { label: '/es/call-me-back with a problem' });
  });
});

test.describe('with JavaScript', () => {
  test('a page downloads no form code until Call me back is opened', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await visit(page, '/privacy-policy');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => url.includes('/forms-'))).toEqual([]);
    await fillCallback(page, 'en', callerName('Ida'), '352 555 0181', 'morning', true);
    expect(scripts.filter((url) => url.includes('/forms-')).length).toBeGreaterThan(0);
  });

  test('sends from a public page in English and shows the code in place, then its tracking page', async ({ page }) => {
    await visit(page, '/contact');
    const form = await fillCallback(page, 'en', callerName('Hal'), '352 555 0179', 'evening', true);
    await form.getByRole('button', { name: WORDS.en.send }).click();

    // Still on the page: the thanks, when we will call, and the code to keep.
    await expect(page).toHaveURL(/\/contact$/);
    const band = page.getByRole('complementary', { name: /talk to a person/ });
    await expect(band.getByRole('status')).toContainText('We will call you.');
    await expect(band.getByRole('status')).toContainText('in the evening');
    const code = (await band.locator('code').textContent()) ?? '';
    expect(code).toMatch(/^TA-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(storedCallback(code)).toMatchObject({ kind: 'callback', bestTime: 'evening', phone: '352 555 0179' });
    await expectNoAxeViolations(page, { label: '/contact with a callback sent' });

    await band.getByRole('link', { name: 'See your request' }).click();
    await expect(page).toHaveURL(new RegExp(`/track-request\\?token=${code}$`));
    await expect(page.getByRole('heading', { name: WORDS.en.card })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(WORDS.en.waiting);
  });

  test('sends from a Spanish page and shows the code in Spanish', async ({ page }) => {
    await visit(page, '/es');
    const form = await fillCallback(page, 'es', callerName('Inés'), '(352) 555-0180', 'any', true);
    await form.getByRole('button', { name: WORDS.es.send }).click();
    const band = page.getByRole('complementary', { name: /hablar con una persona/ });
    await expect(band.getByRole('status')).toContainText('Le vamos a llamar.');
    const code = (await band.locator('code').textContent()) ?? '';
    expect(storedCallback(code)).toMatchObject({ kind: 'callback', bestTime: 'any' });
    await band.getByRole('link', { name: 'Ver su pedido' }).click();
    await expect(page).toHaveURL(new RegExp(`/es/track-request\\?token=${code}$`));
    await expect(page.getByRole('heading', { name: WORDS.es.card })).toBeVisible();
  });

  test('keeps the band clear of the chat button, and out of the back office', async ({ page, adminAccount }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/blog');
    const band = page.getByRole('complementary', { name: /talk to a person/ });
    const summary = band.locator('summary');
    await summary.click();
    const chat = page.getByRole('button', { name: 'Chat with us' });
    await expect(chat).toBeVisible();
    for (const control of [summary, band.getByRole('button', { name: WORDS.en.send })]) {
      // Focus scrolls a control into view above the chat button's corner (scroll-padding-bottom).
      await control.focus();
      // Measured once the scroll that focus starts has settled.
      await expect
        .poll(
          async () => {
            const [a, b] = [await control.boundingBox(), await chat.boundingBox()];
            if (!a || !b) return 'not laid out';
            const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
            return overlaps ? 'covered' : 'clear';
          },
          { message: 'the chat button covers a control of the form' },
        )
        .toBe('clear');
    }

    const staffPage = await page.context().browser()!.newPage({ storageState: adminAccount.storageState });
    await visit(staffPage, '/blog');
    await expect(staffPage.getByRole('complementary', { name: /talk to a person/ })).toHaveCount(0);
    await staffPage.close();
  });
});

test('staff see the callback first, call by tapping the number, and mark it done', async ({
  page,
  browser,
  adminAccount,
}) => {
  const name = callerName('Walt');
  const answer = await page.request.post('/api/callback', {
    data: { name, phone: '(352) 555-0181', bestTime: 'morning', note: 'About my mail.' },
  });
  expect(answer.status()).toBe(201);

  const staff = await browser.newPage({ storageState: adminAccount.storageState });
  await visit(staff, '/admin');
  const main = staff.getByRole('main');
  // The first section of the dashboard, before the counts.
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('Call back');
  const panel = main.getByRole('region', { name: 'Call back' });
  const item = panel.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Best time: Morning');
  await expect(item.getByRole('link', { name: new RegExp(`Call ${name} at`) })).toHaveAttribute(
    'href',
    'tel:(352) 555-0181',
  );
  await expectNoAxeViolations(staff, { label: '/admin with a callback' });

  // The contacts list: open callbacks before the other requests.
  await visit(staff, '/admin/contacts');
  const rows = staff.getByRole('main').getByRole('row');
  await expect(rows.filter({ hasText: name })).toContainText('Call back');
  const services = await rows.allInnerTexts();
  const ours = services.findIndex((text) => text.includes(name));
  const firstOther = services.findIndex((text, i) => i > 0 && !text.includes('Call back'));
  expect(ours).toBeGreaterThan(0);
  if (firstOther > 0) expect(ours).toBeLessThan(firstOther);

  await visit(staff, '/admin');
  await staff.getByRole('button', { name: `Mark done for ${name}` }).click();
  await expect(
    staff.getByRole('region', { name: 'Call back' }).getByRole('listitem').filter({ hasText: name }),
  ).toHaveCount(0);
  await staff.close();
});
