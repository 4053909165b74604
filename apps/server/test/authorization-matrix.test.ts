import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from './helper.js';
import { buildPageApp, postForm } from './page-form-posts.js';

/**
 * Who may call what, for every API route (docs/decisions/013-back-office.md). A route added without an
 * entry here fails the first test, so nobody ships a call whose access was never decided.
 *
 * - public: anyone
 * - signedIn: any account; anonymous → 401
 * - client: clients only; anonymous → 401, staff and admin → 403
 * - staff: staff and admins; anonymous → 401, client → 403
 * - admin: admins only; anonymous → 401, client and staff → 403
 */
type Access = 'public' | 'signedIn' | 'client' | 'staff' | 'admin';
type Caller = 'anonymous' | 'client' | 'staff' | 'admin';

const MATRIX: Record<string, Access> = {
  'POST /api/register': 'public',
  'POST /api/login': 'public',
  // The second step of signing in: its own short-lived cookie, not a session (docs/two-step.md).
  'POST /api/login/two-step': 'public',
  'POST /api/login/two-step/setup': 'public',
  'POST /api/login/two-step/setup/confirm': 'public',
  'GET /api/account/two-step': 'staff',
  'POST /api/account/two-step/setup': 'staff',
  'POST /api/account/two-step/confirm': 'staff',
  'POST /api/account/two-step/recovery-codes': 'staff',
  'POST /api/account/two-step/off': 'staff',
  'GET /api/account/sessions': 'signedIn',
  'POST /api/account/sessions/sign-out-others': 'signedIn',
  'POST /api/logout': 'public',
  'GET /api/user': 'signedIn',
  'PATCH /api/user/profile': 'signedIn',
  'POST /api/user/password': 'signedIn',
  'GET /api/session': 'signedIn',
  'POST /api/session/keep-alive': 'signedIn',
  'POST /api/password-reset': 'public',
  'POST /api/password-reset/confirm': 'public',

  'POST /api/contact': 'public',
  'POST /api/callback': 'public',
  'GET /api/contact/track/:token': 'public',
  'GET /api/contact/track': 'public',
  'GET /api/contact/user': 'signedIn',
  'POST /api/contact/claim': 'client',
  'GET /api/contact': 'staff',
  'GET /api/contact/counts': 'staff',
  'GET /api/contact/:id': 'staff',
  'PATCH /api/contact/:id': 'staff',
  'POST /api/contact/:id/assign': 'staff',
  'PUT /api/contact/:id/assignee': 'staff',
  'POST /api/contact/:id/schedule': 'staff',
  'GET /api/contact/:id/related': 'staff',

  'POST /api/furniture-photos': 'public',
  'GET /api/furniture-photos/file/:key': 'public',
  'GET /api/furniture-photos/file/:key/thumb': 'public',
  'GET /api/furniture-photos': 'staff',
  'DELETE /api/furniture-photos/:id': 'staff',
  'POST /api/furniture-photos/link': 'staff',
  // A finding's photo: its owner and staff; anyone else gets the 404 of a photo that does not exist.
  'GET /api/visit-photos/:key': 'public',
  'GET /api/visit-photos/:key/thumb': 'public',

  'GET /api/docs': 'public',
  'GET /api/service-types': 'public',
  'GET /api/blog': 'public',
  'GET /api/blog/:slug': 'public',

  'GET /api/appointments': 'signedIn',
  'DELETE /api/appointments/:id': 'signedIn',
  'GET /api/appointments/:id/calendar.ics': 'signedIn',
  'GET /api/appointments/date/:date': 'staff',
  'PATCH /api/appointments/:id': 'staff',

  'GET /api/visits/:id/report': 'signedIn',
  'GET /api/visits/:id/report.pdf': 'signedIn',
  'POST /api/findings/:id/decision': 'client',

  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'POST /api/admin/users': 'admin',
  'PATCH /api/admin/users/:id': 'admin',
  'DELETE /api/admin/users/:id/two-step': 'admin',
  'GET /api/admin/settings/security': 'admin',
  'PUT /api/admin/settings/security': 'admin',
  'GET /api/admin/blog': 'staff',
  'GET /api/admin/blog/:id': 'staff',
  'POST /api/admin/blog': 'staff',
  'PATCH /api/admin/blog/:id': 'staff',
  'DELETE /api/admin/blog/:id': 'staff',
  'GET /api/admin/appointments': 'staff',
  'GET /api/admin/appointments/summary': 'staff',
  'GET /api/admin/appointments/:id': 'staff',
  'POST /api/admin/appointments': 'staff',
  'PATCH /api/admin/appointments/:id': 'staff',
  'GET /api/admin/projects': 'staff',
  'GET /api/admin/projects/counts': 'staff',
  'GET /api/admin/dashboard': 'staff',
  'GET /api/admin/search': 'staff',
  'GET /api/admin/outbox': 'staff',
  'GET /api/admin/staff': 'staff',
  // Doing a visit: any staff member looks; only the one assigned acts (home-watch-visit-run.test.ts).
  'GET /api/admin/visits': 'staff',
  'GET /api/admin/visits/:id': 'staff',
  'GET /api/admin/visits/:id/access-notes': 'staff',
  'POST /api/admin/visits/:id/start': 'staff',
  'PUT /api/admin/visits/:id/items/:itemId': 'staff',
  'POST /api/admin/visits/:id/items/:itemId/photos': 'staff',
  'DELETE /api/admin/visits/:id/photos/:photoId': 'staff',
  'POST /api/admin/visits/:id/finish': 'staff',
  'GET /api/admin/storms': 'staff',
  'POST /api/admin/storms': 'staff',
  'GET /api/admin/storms/:id': 'staff',

  'GET /api/properties': 'client',
  'POST /api/properties': 'client',
  'GET /api/properties/:id': 'client',
  'PATCH /api/properties/:id': 'client',
  'GET /api/admin/properties': 'staff',
  'GET /api/admin/property-clients': 'staff',
  'POST /api/admin/properties': 'staff',
  'GET /api/admin/properties/:id': 'staff',
  'PATCH /api/admin/properties/:id': 'staff',
  'PUT /api/admin/properties/:id/checklist': 'staff',
  'POST /api/admin/properties/:id/plans': 'staff',
  'POST /api/admin/properties/:id/visits': 'staff',
  'DELETE /api/admin/visit-plans/:id': 'staff',
  'GET /api/admin/checklists': 'staff',
  'POST /api/admin/checklists': 'admin',
  'GET /api/admin/checklists/:id': 'admin',
  'PUT /api/admin/checklists/:id': 'admin',
  'DELETE /api/admin/checklists/:id': 'admin',

  'GET /api/chat/:conversationId': 'public',
  'POST /api/chat': 'public',
  'PUT /api/chat/:conversationId/contact': 'public',
  'GET /api/admin/chat/conversations': 'staff',
  'GET /api/admin/chat/unread': 'staff',
  'GET /api/admin/chat/conversations/:id': 'staff',
  'POST /api/admin/chat/conversations/:id/messages': 'staff',
  'POST /api/admin/chat/conversations/:id/read': 'staff',
  'PATCH /api/admin/chat/conversations/:id': 'staff',
};

const DENIED: Record<Access, Partial<Record<Caller, 401 | 403>>> = {
  public: {},
  signedIn: { anonymous: 401 },
  client: { anonymous: 401, staff: 403, admin: 403 },
  staff: { anonymous: 401, client: 403 },
  admin: { anonymous: 401, client: 403, staff: 403 },
};

const CALLERS: Caller[] = ['anonymous', 'client', 'staff', 'admin'];

/** Placeholders that name nothing: the answer may be 400 or 404, but never a wrong 401/403. */
function concreteUrl(url: string): string {
  return url
    .replace(':token', 'TA-2222-2222')
    .replace(':slug', 'no-such-post')
    .replace(':date', '2026-01-15')
    .replace(':key', 'no-such-photo')
    .replace(':itemId', '999999')
    .replace(':photoId', '999999')
    .replace(':id', '999999');
}

describe.each(engines)('authorization matrix on %s', (engine) => {
  let t: TestApp;
  const cookies: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    t = await buildTestApp(engine);
    cookies.client = (await registerClient(t)).cookie;
    cookies.staff = (await createStaff(t, 'staff')).cookie;
    cookies.admin = (await createStaff(t, 'admin')).cookie;
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.routeList.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);

  it('has an entry for every API route, and every entry is a route', () => {
    const routes = apiRoutes();
    expect(
      routes.filter((route) => !(route in MATRIX)),
      'routes without an access entry',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((route) => !routes.includes(route)),
      'entries for routes that do not exist',
    ).toEqual([]);
  });

  it('answers each caller as its access says', async () => {
    const wrong: string[] = [];
    for (const route of Object.keys(MATRIX)) {
      const [method, url] = route.split(' ') as [string, string];
      // Logging out ends the session: use it last, for nobody's real cookie.
      for (const caller of CALLERS) {
        const cookie = cookies[caller];
        if (route === 'POST /api/logout' && caller !== 'anonymous') continue;
        const res = await t.app.inject({
          method: method as 'GET',
          url: concreteUrl(url),
          headers: cookie ? cookieHeader(t, cookie) : {},
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const denied = DENIED[MATRIX[route]!][caller];
        const ok = denied ? res.statusCode === denied : res.statusCode !== 401 && res.statusCode !== 403;
        if (!ok) wrong.push(`${route} as ${caller}: ${res.statusCode}, expected ${denied ?? 'not 401/403'}`);
        expect(res.statusCode, `${route} as ${caller}`).toBeLessThan(500);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * Site-wide settings posted by plain forms outside /api (docs/i18n.md, docs/decisions/033-text-size-and-contrast.md):
 * anyone may choose how the site is shown, signed in or not.
 */
const SETTINGS_FORMS: Record<string, { access: Access; fields: Record<string, string> }> = {
  'POST /language': { access: 'public', fields: { language: 'es', next: '/' } },
  'POST /display': { access: 'public', fields: { textSize: 'larger', next: '/' } },
};

describe.each(engines)('site settings forms on %s', (engine) => {
  let t: TestApp;
  const cookies: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    t = await buildPageApp(engine);
    cookies.client = (await registerClient(t)).cookie;
    cookies.staff = (await createStaff(t, 'staff')).cookie;
    cookies.admin = (await createStaff(t, 'admin')).cookie;
  });
  afterAll(() => t.close());

  it('has an entry for every settings form, and answers each caller as its access says', async () => {
    const routes = t.app.routeList.map((r) => `${r.method} ${r.url}`);
    expect(Object.keys(SETTINGS_FORMS).filter((route) => !routes.includes(route))).toEqual([]);
    const wrong: string[] = [];
    for (const [route, { access, fields }] of Object.entries(SETTINGS_FORMS)) {
      const url = route.split(' ')[1]!;
      for (const caller of CALLERS) {
        const cookie = cookies[caller];
        const res = await postForm(t, url, fields, cookie ? cookieHeader(t, cookie) : {});
        const denied = DENIED[access][caller];
        const ok = denied ? res.statusCode === denied : res.statusCode < 400;
        if (!ok) wrong.push(`${route} as ${caller}: ${res.statusCode}, expected ${denied ?? 'a success'}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
