import { defaultBusiness, type SessionUser } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { es } from '../i18n/messages/es';
import { queryKeys } from '../lib/query-keys';
import { priceListApi } from '../features/landing/test-fixtures';
import { render } from './entry-server';

const client: SessionUser = {
  id: 2,
  username: 'jane',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'client',
};
const staff: SessionUser = { ...client, id: 3, username: 'sam', firstName: 'Sam', role: 'staff' };
const admin: SessionUser = { ...client, id: 1, username: 'ada', firstName: 'Ada', role: 'admin' };
const origin = 'https://trusted.example.com';
/** These pages read nothing from the API while rendering, but the home page its price list. */
const api = priceListApi();

describe('render (SSR contract)', () => {
  it('renders the home page with its head and the signed-out session', async () => {
    const result = await render({ url: '/', user: null, origin, api });
    expect(result.status).toBe(200);
    expect(result.redirect).toBeUndefined();
    expect(result.head).toContain('<title>Trusted Assistance</title>');
    expect(result.head).toContain(`<link rel="canonical" href="${origin}/" />`);
    expect(result.head).toContain(`<meta property="og:url" content="${origin}/" />`);
    expect(result.head).toContain('property="og:title"');
    expect(result.html).toContain('id="main"');
    const state = JSON.parse(result.state) as { queries: { queryKey: unknown; state: { data: unknown } }[] };
    expect(state.queries).toContainEqual(
      expect.objectContaining({ queryKey: queryKeys.session, state: expect.objectContaining({ data: null }) }),
    );
  });

  it("carries the messages of the areas the page shows, in the page's language, and no other", async () => {
    const areasOf = (state: string) => {
      const { messages } = JSON.parse(state) as { messages: Record<string, unknown> };
      return { messages, areas: new Set(Object.keys(messages).map((id) => id.split('.')[0])) };
    };
    const home = areasOf((await render({ url: '/', user: null, origin, api })).state);
    expect(home.areas).toContain('landing');
    expect(home.areas).toContain('chat'); // shown only in the browser: every page carries it
    expect(home.areas).not.toContain('legal');
    expect(home.areas).not.toContain('client');
    const tracking = areasOf((await render({ url: '/es/track-request', user: null, origin, api })).state);
    expect(tracking.areas).toContain('tracking');
    expect(tracking.areas).not.toContain('landing');
    // Spanish words, as the page shows them (a message without arguments stays plain text).
    expect(tracking.messages['chrome.skip-to-content']).toBe(es['chrome.skip-to-content']);
  });

  it('carries only its areas on a signed-in page the server renders whole, and the whole language on one read in the browser', async () => {
    const areasOf = async (url: string, user: SessionUser) => {
      const { messages } = JSON.parse((await render({ url, user, origin, api })).state) as {
        messages: Record<string, unknown>;
      };
      return new Set(Object.keys(messages).map((id) => id.split('.')[0]));
    };
    // Whole on the server (decision 068): the words it read, and the parts every page carries.
    const dashboard = await areasOf('/dashboard', client);
    expect(dashboard).toContain('chat');
    expect(dashboard).not.toContain('landing');
    expect(dashboard).not.toContain('legal');
    const calendar = await areasOf('/admin/appointments', staff);
    expect(calendar).not.toContain('landing');
    expect(calendar).not.toContain('legal');
    // Its lists come after hydration: every area, for the words the render never read.
    const profile = await areasOf('/profile', client);
    expect(profile).toContain('landing');
    expect(profile).toContain('legal');
  });

  it('starts a signed-out page the server renders whole at the first reach, and every other page at load', async () => {
    for (const url of ['/', '/es', '/contact', '/blog', '/auth', '/track-request?code=X', '/no-such-page']) {
      expect((await render({ url, user: null, origin, api })).startOn, url).toBe('first-reach');
    }
    // Pages that read or act in the browser to show themselves start at load.
    for (const url of [
      '/sign-in/two-step',
      '/reset-password?token=x',
      '/quote/abc',
      '/pay/abc',
      '/circle/accept/abc',
    ]) {
      expect((await render({ url, user: null, origin, api })).startOn, url).toBe('load');
    }
    // A public page seen signed in is not marked whole for that view.
    expect((await render({ url: '/contact', user: client, origin, api })).startOn).toBe('load');
  });

  it('starts a signed-in page whose every read the server makes at the first reach or when its live parts are due', async () => {
    for (const url of [
      '/dashboard',
      '/es/dashboard',
      '/client-portal',
      '/appointments',
      '/es/appointments',
      '/reports/7',
    ]) {
      expect((await render({ url, user: client, origin, api })).startOn, url).toBe('first-reach-live');
    }
    expect((await render({ url: '/admin/appointments', user: staff, origin, api })).startOn).toBe('first-reach-live');
    // A signed-in page that reads in the browser starts at load.
    expect((await render({ url: '/profile', user: client, origin, api })).startOn).toBe('load');
    expect((await render({ url: '/admin', user: admin, origin, api })).startOn).toBe('load');
  });

  it('reads on the server every list the pages that start at the first reach show', async () => {
    const asked = async (url: string, user: SessionUser) => {
      const paths: string[] = [];
      await render({
        url,
        user,
        origin,
        api: (path) => {
          paths.push(path);
          return Promise.resolve({ status: 200, body: [] });
        },
      });
      return paths;
    };
    expect((await asked('/dashboard', client)).sort()).toEqual([
      '/api/appointments',
      '/api/circle/accounts',
      '/api/contact/user',
      '/api/properties',
      '/api/quotes',
      // The refer-a-friend tip says what the owner's referral discount gives, or is not there.
      '/api/user/referral',
    ]);
    expect(await asked('/client-portal', client)).toEqual(['/api/contact/user']);
    expect((await asked('/admin/appointments?date=2026-12-07&view=week', staff)).sort()).toEqual([
      '/api/admin/appointments/summary?date=2026-12-07',
      '/api/admin/appointments?from=2026-12-07&to=2026-12-13&page=1&pageSize=50',
      '/api/admin/availability/days?from=2026-12-07&to=2026-12-13',
      '/api/admin/chat/unread',
    ]);
  });

  it('renders a page with what it read, not as "updating": the browser does not read it again as it starts', async () => {
    const emptyDay = { items: [], total: 0, page: 1, pageSize: 50 };
    const result = await render({
      url: '/admin/appointments?date=2026-12-07',
      user: staff,
      origin,
      api: (path) =>
        Promise.resolve({ status: 200, body: path.startsWith('/api/admin/appointments?') ? emptyDay : {} }),
    });
    expect(result.html).not.toContain('Loading appointments');
    expect(result.html).not.toContain('updating');
  });

  it('puts LocalBusiness structured data, escaped, in the home page head only', async () => {
    const home = await render({ url: '/', user: null, origin, api });
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home.head)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json ?? '')).toMatchObject({
      '@type': 'LocalBusiness',
      name: defaultBusiness.name,
      telephone: defaultBusiness.phoneE164,
      url: `${origin}/`,
    });
    const legal = await render({ url: '/privacy-policy', user: null, origin, api });
    expect(legal.head).not.toContain('application/ld+json');
    expect(legal.head).toContain(`<link rel="canonical" href="${origin}/privacy-policy" />`);
  });

  it('answers 404 for unknown paths, in plain words, with the home page, the tracking page and a call', async () => {
    const result = await render({ url: '/no-such-page', user: null, origin, api });
    expect(result.status).toBe(404);
    expect(result.head).toContain('<title>Page Not Found');
    expect(result.html).toContain('Page not found</h1>');
    expect(result.html).toContain('Sorry, we could not find the page you asked for.');
    expect(result.html).not.toContain('router');
    const main = result.html.slice(result.html.indexOf('<main'), result.html.indexOf('</main>'));
    expect(main).toContain('href="/"');
    expect(main).toContain('href="/track-request"');
    expect(main).toContain(`href="tel:${defaultBusiness.phoneE164}"`);
  });

  it('sends signed-out visitors of protected pages to /auth, carrying the page to come back to', async () => {
    for (const url of ['/dashboard', '/profile', '/appointments', '/admin', '/admin/contacts?status=new&page=2']) {
      const result = await render({ url, user: null, origin, api });
      expect(result.redirect, url).toBe(`/auth?next=${encodeURIComponent(url)}`);
    }
  });

  it('sends signed-in people from /auth to the page that sent them, else by role', async () => {
    expect((await render({ url: '/auth', user: client, origin, api })).redirect).toBe('/dashboard');
    expect((await render({ url: '/auth?tab=register', user: staff, origin, api })).redirect).toBe('/admin');
    expect((await render({ url: '/auth', user: admin, origin, api })).redirect).toBe('/admin');
    const back = await render({ url: '/auth?next=%2Fappointments%3Ftab%3Dpast', user: client, origin, api });
    expect(back.redirect).toBe('/appointments?tab=past');
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/%2F%2Fevil.example']) {
      const result = await render({ url: `/auth?next=${encodeURIComponent(next)}`, user: client, origin, api });
      expect(result.redirect, next).toBe('/dashboard');
    }
  });

  it('keeps the page to come back to on the other tab’s link', async () => {
    const result = await render({ url: '/auth?next=%2Fappointments', user: null, origin, api });
    expect(result.html).toContain('href="/auth?tab=register&amp;next=%2Fappointments"');
  });

  it('shows clients Access Denied in the back office, and staff the back office', async () => {
    for (const url of [
      '/admin',
      '/admin/contacts',
      '/admin/contacts/1',
      '/admin/outbox',
      '/admin/users',
      '/admin/visits',
      '/admin/visits/1',
    ]) {
      const denied = await render({ url, user: client, origin, api });
      expect(denied.status, url).toBe(403);
      expect(denied.html, url).toContain('Access Denied');
      expect(denied.html, url).toContain('You do not have permission to access this page.');
    }
    // Users is for admins: staff get the same page and status.
    expect((await render({ url: '/admin/users', user: staff, origin, api })).status).toBe(403);

    const allowed = await render({ url: '/admin', user: staff, origin, api });
    expect(allowed.html).toMatch(/Welcome, (<!-- -->)?Sam/);
    expect((await render({ url: '/admin/unknown', user: staff, origin, api })).status).toBe(404);

    // The visits screens are staff pages: their lists load in the browser.
    const visits = await render({ url: '/admin/visits', user: staff, origin, api });
    expect(visits.status).toBe(200);
    expect(visits.html).toContain('Your home-watch visits of the day.');
    // The back office's table is a split of its own, its page a split inside it: the browser loads both before hydrating.
    expect((JSON.parse(visits.state) as { components: string[] }).components).toEqual(
      expect.arrayContaining(['back-office-routes', 'visits-page']),
    );
    expect((await render({ url: '/admin/visits/1', user: staff, origin, api })).html).toContain('Loading the visit…');
  });

  it('opens the register tab from the query string', async () => {
    const result = await render({ url: '/auth?tab=register', user: null, origin, api });
    expect(result.html).toContain('Create an account');
    expect(result.html).toMatch(/aria-selected="true"[^>]*>Create account/);
  });

  it('answers 404 for a quote or invoice that is not the visitor’s, or a link that no longer works, as the API does', async () => {
    const notFound = async (path: string) =>
      /^\/api\/(quotes|quote-links|pay-links|invoices)\//.test(path)
        ? { status: 404, body: { message: 'Not found' } }
        : api(path);
    for (const url of ['/invoices/9', '/quotes/9', '/es/quotes/9']) {
      const result = await render({ url, user: client, origin, api: notFound });
      expect(result.status, url).toBe(404);
    }
    for (const url of ['/quote/abcdefghijklmnopqrstuvwxyz', '/pay/abcdefghijklmnopqrstuvwxyz']) {
      const link = await render({ url, user: null, origin, api: notFound });
      expect(link.status, url).toBe(404);
    }
  });

  it('answers 404 for a visit report that is not the client’s, and puts her own in the HTML', async () => {
    const report = {
      visit: {
        id: 9,
        kind: 'routine',
        date: '2026-11-20',
        staffFirstName: 'Sam',
        startedAt: '2026-11-20T14:00:00.000Z',
        finishedAt: '2026-11-20T14:40:00.000Z',
        result: 'all-clear',
        summary: 'All well.',
      },
      property: { id: 4, name: 'Beach house', address: '1 Gulf Dr, Naples, FL' },
      items: [],
    };
    // The API knows report 9 as this client's only; any other visit is "not found" for her.
    const reports = async (path: string) =>
      path === '/api/visits/9/report'
        ? { status: 200, body: report }
        : /^\/api\/visits\//.test(path)
          ? { status: 404, body: { message: 'Visit not found' } }
          : api(path);
    for (const url of ['/reports/8', '/es/reports/8', '/reports/abc']) {
      const result = await render({ url, user: client, origin, api: reports });
      expect(result.status, url).toBe(404);
      expect(result.html, url).not.toContain('Beach house');
    }
    for (const url of ['/reports/9', '/es/reports/9']) {
      const own = await render({ url, user: client, origin, api: reports });
      expect(own.status, url).toBe(200);
      expect(own.html, url).toContain('Beach house');
      expect(own.head, url).toContain('Beach house');
    }
  });

  it('escapes the state for a script element', async () => {
    const sneaky: SessionUser = { ...client, firstName: '</script><script>alert(1)</script>' };
    const result = await render({ url: '/dashboard', user: sneaky, origin, api });
    expect(result.state).not.toContain('</script>');
    expect(result.state).toContain('\\u003c/script\\u003e');
  });
});
