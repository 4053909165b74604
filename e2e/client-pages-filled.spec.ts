import type { APIRequestContext, Page } from '@playwright/test';
import { TEXT_SIZES } from '@ta/shared';
import { scheduleAppointmentFor } from './support/appointments';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { CLIENT_PAGES, inSpanish } from './support/pages';
import { NARROW, scrollWidth } from './support/ui';
import { newUser, registerClient } from './support/users';

/**
 * A client's pages as a senior with a full account reads them on the smallest phone: every page of the
 * client area at 320 px, at each text size (the largest with high contrast), in English and Spanish, with
 * appointments coming, one today, a request, and a house with long names in it. Nothing scrolls sideways
 * and no text runs out of the box it is written in (docs/decisions/033-text-size-and-contrast.md). At the
 * largest size with high contrast the same visit runs axe too: the client area's check at that setting
 * (display-settings.spec.ts has the public pages at it, languages.spec.ts each page at the largest size in
 * the standard contrast).
 *
 * Budget: the account and its request come from an address of their own (X-Forwarded-For 10.48.0.1).
 */
const OWN_ADDRESS = { 'X-Forwarded-For': '10.48.0.1' };
const LONG_WORDS = 'Castellanos-Villavicencio de la Fuente-Montenegro';

test.use({ viewport: NARROW, extraHTTPHeaders: OWN_ADDRESS });

let pages: string[] = [];
let storageState: Awaited<ReturnType<APIRequestContext['storageState']>>;

test.beforeAll(async ({ playwright }, workerInfo) => {
  const request = await playwright.request.newContext({
    baseURL: workerInfo.project.use.baseURL,
    extraHTTPHeaders: OWN_ADDRESS,
  });
  const client = await registerClient(request, { ...newUser('filled'), lastName: LONG_WORDS.slice(0, 40) });
  scheduleAppointmentFor(client.username, { days: 7, notes: `Please bring the paperwork for ${LONG_WORDS}` });
  // Later today, so the dashboard lists it as today's and nothing calls it late while the test runs.
  scheduleAppointmentFor(client.username, { days: 0, startTime: '23:00', endTime: '23:30' });
  const property = await request.post('/api/properties', {
    data: {
      label: `The ${LONG_WORDS} beach condominium`,
      addressLine: '12345 Gulf of Mexico Boulevard, Apartment 1204 North Tower',
      city: 'Port Saint Lucie',
      zip: '34952',
      county: 'St. Lucie',
      awayFrom: null,
      awayUntil: null,
      alarmCompany: 'Seminole Alarm and Monitoring Incorporated',
      emergencyContacts: null,
      preferredVendors: null,
      accessNotes: null,
    },
  });
  expect(property.status(), await property.text()).toBe(201);
  const propertyId = ((await property.json()) as { id: number }).id;
  // The client area's pages, and those the shared list leaves out.
  pages = [...CLIENT_PAGES, `/properties/${propertyId}`, '/circle', '/invoices', '/quotes', '/profile?tab=password'];
  const sent = await request.post('/api/contact', {
    data: {
      kind: 'portal',
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email,
      phone: '(352) 555-0123',
      serviceInterest: 'Administrative/Paperwork',
      message: `Supercalifragilisticexpialidocious-insurance-renewal-paperwork for ${LONG_WORDS}, please.`,
      newsletter: false,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  storageState = await request.storageState();
  await request.dispose();
});

/** What runs out of its box: elements wider than the window, or whose text is wider than themselves. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('#main *')) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden (sr-only) or empty
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      if (box.right > width + 1 || box.left < -1) found.push(`${name} reaches past the window`);
      else if (style.overflowX === 'visible' && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        found.push(`${name} has text wider than its box`);
    }
    return found;
  });
}

for (const language of ['en', 'es'] as const) {
  for (const textSize of TEXT_SIZES) {
    test(`every client page fits 320 px with ${textSize} text${textSize === 'larger' ? ', high contrast and axe' : ''} in ${language === 'en' ? 'English' : 'Spanish'}`, async ({
      browser,
      baseURL,
    }) => {
      test.slow();
      const context = await browser.newContext({
        viewport: NARROW,
        extraHTTPHeaders: OWN_ADDRESS,
        storageState,
        baseURL,
      });
      await context.addCookies([
        { name: 'text_size', value: textSize, url: baseURL! },
        ...(textSize === 'larger' ? [{ name: 'contrast', value: 'high', url: baseURL! }] : []),
      ]);
      const page = await context.newPage();
      for (const path of pages) {
        const address = language === 'es' ? inSpanish(path) : path;
        await test.step(address, async () => {
          await visit(page, address);
          await expect(page.locator('html')).toHaveAttribute('data-text-size', textSize);
          expect(await scrollWidth(page), `${address} at ${textSize} is wider than the window`).toBeLessThanOrEqual(
            NARROW.width,
          );
          expect(await overflowing(page), `${address} at ${textSize}`).toEqual([]);
          if (textSize === 'larger') {
            await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
            await expectNoAxeViolations(page, { label: `${address} with larger text and high contrast` });
          }
        });
      }
      await context.close();
    });
  }
}
