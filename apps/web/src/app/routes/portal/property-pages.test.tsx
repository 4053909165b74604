import type { ClientPropertyDetail, PageFormResult, SessionUser } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { reportFixture, summaryFixture, visitFixture } from '../../../features/client-properties/test-fixtures';
import { render } from '../../entry-server';

const client: SessionUser = {
  id: 2,
  username: 'jane',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'client',
};
const staff: SessionUser = { ...client, id: 3, username: 'sam', firstName: 'Sam', role: 'staff' };
const origin = 'https://trusted.example.com';
const {
  clientName: _name,
  nextVisit: _next,
  lastReport: _last,
  findingsAwaitingDecision: _waiting,
  ...property
} = summaryFixture();
const detail: ClientPropertyDetail = { property, visits: [], accessOpenings: [] };
// Two finished checks with problems found and one all clear: their reports are read in the browser.
const withFindings: ClientPropertyDetail = {
  property: { ...property, id: 9 },
  visits: [
    visitFixture(41, { date: '2026-11-20', state: 'finished', result: 'issues', finishedAt: '2026-11-20T15:00:00Z' }),
    visitFixture(42, {
      date: '2026-11-27',
      state: 'finished',
      result: 'all-clear',
      finishedAt: '2026-11-27T15:00:00Z',
    }),
    visitFixture(43, { date: '2026-11-29', state: 'finished', result: 'urgent', finishedAt: '2026-11-29T15:00:00Z' }),
  ],
  accessOpenings: [],
};
// The server reads each page's data first (the report's 404 is tested in entry-server.test.tsx): the
// houses and one house as the API answers them; the report's read fails, so it loads in the browser.
const api = async (path: string) => {
  if (path === '/api/visits/30/report') return { status: 503, body: { message: 'Service unavailable' } };
  if (path === '/api/properties') return { status: 200, body: [summaryFixture()] };
  if (path === '/api/properties/7') return { status: 200, body: detail };
  if (path === '/api/properties/8') return { status: 404, body: { message: 'Property not found' } };
  if (path === '/api/properties/9') return { status: 200, body: withFindings };
  if (path === '/api/visits/31/report') return { status: 200, body: reportFixture() };
  throw new Error(`no API call expected: ${path}`);
};
/** The opening tag of the form that carries page form `id`: it posts to its own page (no action). */
function formTag(html: string, id: string): string {
  const marker = html.indexOf(`name="_form" value="${id}"`);
  if (marker === -1) return '';
  const start = html.lastIndexOf('<form', marker);
  return html.slice(start, html.indexOf('>', start) + 1);
}
const PAGES = ['/properties', '/properties/new', '/properties/7', '/reports/30'];

describe('the home-watch pages of the client area', () => {
  it('are for signed-in clients: others log in first and come back', async () => {
    for (const url of PAGES) {
      expect((await render({ url, user: null, origin, api })).redirect, url).toBe(
        `/auth?next=${encodeURIComponent(url)}`,
      );
    }
  });

  it('render in the client area, with My Properties in its navigation', async () => {
    for (const url of PAGES) {
      const result = await render({ url, user: client, origin, api });
      expect(result.status, url).toBe(200);
      expect(result.html, url).toMatch(/href="\/properties"[^>]*>.*?My Properties/s);
    }
    const list = await render({ url: '/properties', user: client, origin, api });
    expect(list.head).toContain('<title>My Properties');
    expect(list.html).toMatch(
      /aria-current="page"[^>]*href="\/properties"|href="\/properties"[^>]*aria-current="page"/,
    );
    const form = await render({ url: '/properties/new', user: client, origin, api });
    expect(form.html).toContain('Add a property</h1>');
    expect(form.html).toContain('name="addressLine"');
  });

  it('say at once that an address with no such id has nothing, with a way back', async () => {
    const property = await render({ url: '/properties/abc', user: client, origin, api });
    expect(property.html).toContain('Property not found');
    expect(property.html).toMatch(/href="\/properties"[^>]*>.*?Back to My Properties/s);
    const report = await render({ url: '/es/reports/0', user: client, origin, api });
    expect(report.html).toContain('No encontramos esa visita');
  });

  it('are in the HTML with their data and forms, each posting to its page, so they work without JavaScript', async () => {
    const list = await render({ url: '/properties', user: client, origin, api });
    expect(list.html).toMatch(/href="\/properties\/7"/);
    expect(list.html).toMatch(/href="\/properties\/new"/);

    const page = await render({ url: '/properties/7', user: client, origin, api });
    expect(page.html).toContain('The beach condo</h1>');
    for (const id of ['property-edit', 'home-checks-request']) {
      expect(formTag(page.html, id), id).toContain('method="post"');
      expect(formTag(page.html, id), id).not.toContain('action=');
    }
    expect(page.html).toMatch(/<input[^>]*name="addressLine"[^>]*value="12 Gulf Shore Drive"/);
    expect(page.html).toContain('<option value="Collier" selected="">Collier</option>');
    expect(page.html).not.toContain('Your changes were saved.');

    const added = await render({ url: '/properties/7?added=1', user: client, origin, api });
    expect(added.html).toContain('Your property was added.');
    const saved = await render({ url: '/es/properties/7?saved=1', user: client, origin, api });
    expect(saved.html).toContain('Sus cambios fueron guardados.');
    const asked = await render({ url: '/properties/7?asked=1', user: client, origin, api });
    expect(asked.html).toMatch(/id="home-checks"/);
    expect(asked.html).toContain('We received your request');
    expect(asked.html).not.toContain('name="_form" value="home-checks-request"');

    const notFound = await render({ url: '/properties/8', user: client, origin, api });
    expect(notFound.html).toContain('Property not found');

    const form = await render({ url: '/properties/new', user: client, origin, api });
    expect(formTag(form.html, 'property-new')).toContain('method="post"');
  });

  it('link the reports with problems found, where they are answered, until the browser has read them', async () => {
    const page = await render({ url: '/properties/9', user: client, origin, api });
    expect(page.html).toContain('Problems found at the house are answered in their visit’s report:');
    expect(page.html).not.toContain('Looking for problems that need your answer');
    const links = [...page.html.matchAll(/href="\/reports\/(\d+)"[^>]*>Open the report of ([^<]+)</g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(links).toEqual([
      ['43', 'November 29, 2026'],
      ['41', 'November 20, 2026'],
    ]);
  });

  it('answer a finding of a report without JavaScript: a form per finding not yet answered, posted to the report', async () => {
    const page = await render({ url: '/reports/31', user: client, origin, api });
    // Item 4 waits for an answer; item 2 was answered (its decision shows, no form).
    expect(formTag(page.html, 'finding-decision')).toContain('method="post"');
    expect(formTag(page.html, 'finding-decision')).not.toContain('action=');
    expect(page.html.match(/name="_form" value="finding-decision"/g)).toHaveLength(1);
    expect(page.html).toMatch(/<input type="hidden" name="itemId" value="4"\/>/);
    // The two submit buttons send the decision (the attributes in any order).
    const buttons = [...page.html.matchAll(/<button[^>]*name="decision"[^>]*>(?:(?!<\/button>).)*<\/button>/gs)].map(
      ([tag]) => tag,
    );
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toMatch(/type="submit"/);
    expect(buttons[0]).toMatch(/value="repair"[^>]*>.*Ask us to fix this/s);
    expect(buttons[1]).toMatch(/value="no-action"[^>]*>.*No action needed/s);
    expect(page.html).toMatch(/<textarea[^>]*name="note"/);

    const refused: PageFormResult = {
      form: 'finding-decision',
      values: { itemId: '4', note: 'Call me first' },
      errors: { decision: 'Please choose what should happen' },
      message: null,
    };
    const again = await render({ url: '/es/reports/31', user: client, origin, api, form: refused });
    expect(again.html).toContain('Su respuesta no se envió');
    expect(again.html).toMatch(/<textarea[^>]*name="note"[^>]*>Call me first<\/textarea>/);
  });

  it('show a refused form again with what was typed and the reasons, and ask for the codes again', async () => {
    const refused: PageFormResult = {
      form: 'property-new',
      values: {
        label: 'Sarasota house',
        addressLine: '8 Bayfront Dr',
        zip: '341',
        county: '',
        clearAccessNotes: false,
      },
      errors: { zip: 'Please enter a 5-digit ZIP code' },
      message: null,
    };
    const page = await render({ url: '/properties/new', user: client, origin, api, form: refused });
    expect(page.html).toContain('Your changes were not saved');
    expect(page.html).toMatch(/<a href="#property-new-zip"[^>]*>Please enter a 5-digit ZIP code/);
    expect(page.html).toMatch(/<input[^>]*name="label"[^>]*value="Sarasota house"/);
    expect(page.html).toMatch(/<input[^>]*name="zip"[^>]*value="341"/);
    expect(page.html).toMatch(/<textarea[^>]*name="accessNotes"[^>]*><\/textarea>/);
    expect(page.html).toContain('codes you typed are not kept when the form comes back');

    const asked: PageFormResult = {
      form: 'home-checks-request',
      values: { note: 'Away from January' },
      errors: {},
      message: 'Too many requests. Please try again later.',
      code: 'rate_limited',
    };
    const again = await render({ url: '/es/properties/7', user: client, origin, api, form: asked });
    expect(again.html).toContain('Su solicitud no se envió');
    expect(again.html).toMatch(/<textarea[^>]*name="note"[^>]*>Away from January<\/textarea>/);
    // The other form of the page is as it was.
    expect(again.html).not.toContain('los códigos que escribió no se guardan');
  });

  it('are in Spanish at their Spanish addresses', async () => {
    const result = await render({ url: '/es/properties/new', user: client, origin, api });
    expect(result.html).toContain('Agregar una propiedad</h1>');
    expect(result.html).toContain('Mis propiedades');
  });

  it('send staff to the back office', async () => {
    for (const url of PAGES) expect((await render({ url, user: staff, origin, api })).redirect, url).toBe('/admin');
  });
});
