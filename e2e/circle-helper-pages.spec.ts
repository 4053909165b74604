import type { Page } from '@playwright/test';
import { scheduleAppointmentFor } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import { changeDatabase, e2eDatabaseFile, userIdOf } from './support/database';
import { expect, test, visit } from './support/fixtures';
import { inSpanish } from './support/pages';
import { newUser, registerClient, type TestUser } from './support/users';

/**
 * A daughter helping with her mother's account with the rights to see appointments and reports only
 * (docs/circle.md, "What the pages offer"), on her phone at 390 px, in English and in Spanish: she reads
 * the visits, the houses and what waits, and is offered no button, link or form the server would
 * refuse her: no cancel, move or reschedule, no new request or call-back form, no property form or
 * codes, no "Ask us to fix this". The server's refusals are tested in circle-access.test.ts.
 *
 * Budget: every call comes from an address of its own (X-Forwarded-For 10.49.0.x).
 */
const PHONE = { width: 390, height: 844 };
const OWN_ADDRESS = { 'X-Forwarded-For': '10.49.0.1' };

let mother: TestUser;
let propertyId = 0;

test.beforeAll(async ({ playwright }, workerInfo) => {
  const request = await playwright.request.newContext({
    baseURL: workerInfo.project.use.baseURL,
    extraHTTPHeaders: OWN_ADDRESS,
  });
  mother = await registerClient(request, newUser('helped-mother'));
  scheduleAppointmentFor(mother.username, { days: 7 });
  const property = await request.post('/api/properties', {
    data: {
      label: 'The beach condo',
      addressLine: '200 Gulf Boulevard',
      city: 'Clearwater',
      zip: '33767',
      county: 'Pinellas',
      awayFrom: null,
      awayUntil: null,
      alarmCompany: null,
      emergencyContacts: null,
      preferredVendors: null,
      accessNotes: 'Lockbox 4417',
    },
  });
  expect(property.status(), await property.text()).toBe(201);
  propertyId = ((await property.json()) as { id: number }).id;
  await request.dispose();
});

/** A daughter of her own for each language, linked with appointments and reports, helping now. */
async function daughterHelping(page: Page, language: 'en' | 'es'): Promise<void> {
  const daughter = await registerClient(page.request, newUser(`helping-${language}`));
  const [motherId, daughterId] = [userIdOf(mother.username), userIdOf(daughter.username)];
  changeDatabase(e2eDatabaseFile, (db) => {
    db.prepare(
      `insert into trusted_contacts (client_id, contact_user_id, name, email, rights, status, invited_by_id, accepted_at)
       values (?, ?, ?, ?, 'appointments,reports', 'active', ?, ?)`,
    ).run(
      motherId,
      daughterId,
      `${daughter.firstName} ${daughter.lastName}`,
      daughter.email,
      motherId,
      new Date().toISOString(),
    );
  });
  const acting = await page.request.put('/api/circle/acting', { data: { clientId: motherId } });
  expect(acting.status(), await acting.text()).toBe(200);
}

/** Nothing on the page that acts for the mother: the links and fields of every refused action. */
async function expectNoRefusedAction(page: Page, path: string) {
  const main = page.locator('#main');
  for (const selector of [
    'a[href*="/move"]',
    'a[href$="/properties/new"]',
    'a[href*="/contact"]',
    'a[href*="/call-me-back"]',
    'input[name="accessNotes"]',
    'input[name="clearAccessNotes"]',
    'input[name="addressLine"]',
    'input[name="phone"]',
    'textarea[name="message"]',
  ])
    await expect(main.locator(selector), `${path}: ${selector}`).toHaveCount(0);
}

const WORDS = {
  en: { cancel: /^Cancel/, fix: 'Ask us to fix this', addProperty: 'Add a property', notGiven: 'has not given you' },
  es: {
    cancel: /^Cancelar/,
    fix: 'Pedir el arreglo',
    addProperty: 'Agregar una propiedad',
    notGiven: 'no le ha dado permiso',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  test(`the daughter with appointments and reports sees no action she cannot take, at 390 px, in ${language === 'en' ? 'English' : 'Spanish'}`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const context = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      baseURL,
      storageState: { cookies: [], origins: [] },
      extraHTTPHeaders: { 'X-Forwarded-For': `10.49.0.${language === 'en' ? 2 : 3}` },
    });
    const page = await context.newPage();
    await daughterHelping(page, language);
    const at = (path: string) => (language === 'es' ? inSpanish(path) : path);
    const words = WORDS[language];

    for (const path of ['/dashboard', '/appointments', '/properties', `/properties/${propertyId}`]) {
      await visit(page, at(path));
      await expect(page.getByTestId('circle-acting-banner').first()).toBeVisible();
      await expectNoRefusedAction(page, at(path));
      await expect(page.locator('#main').getByRole('button', { name: words.cancel })).toHaveCount(0);
      await expect(page.locator('#main')).not.toContainText(words.addProperty);
      await expect(page.locator('#main')).not.toContainText(words.fix);
      await expectNoAxeViolations(page, { label: `${at(path)} helping, 390 px` });
      // The visit is there to read; the house too, without its codes.
      if (path === '/appointments') await expect(page.locator('#main').getByRole('article').first()).toBeVisible();
      if (path.startsWith('/properties/')) {
        await expect(page.locator('#main')).toContainText('The beach condo');
        await expect(page.locator('#main')).not.toContainText('4417');
      }
    }

    // The request page says why there is no form; neither it nor the call-back page has one to fill in.
    for (const path of ['/contact', '/call-me-back']) {
      await visit(page, at(path));
      if (path === '/contact') await expect(page.locator('#main')).toContainText(words.notGiven);
      await expect(page.locator('#main input[name="phone"]')).toHaveCount(0);
    }
    await context.close();
  });
}
