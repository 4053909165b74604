import { AUTH_MESSAGES } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../helper.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Headers a browser sends on a request that another site started. */
const ATTACKS: Record<string, Record<string, string>> = {
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
  'Sec-Fetch-Site: same-site (a sibling subdomain)': { 'sec-fetch-site': 'same-site' },
  'a foreign Origin': { origin: 'https://attacker.example' },
  'Origin: null (sandboxed frame)': { origin: 'null' },
  'a look-alike Origin': { origin: 'http://localhost:3000.attacker.example' },
};

// Every state-changing call refuses cross-site requests (Origin / Sec-Fetch-Site
// check): every POST/PUT/PATCH/DELETE under /api, as registered, refused with 403 before it
// reads the body, checks who is calling, or writes anything.
describe.each(engines)('cross-site refusal of every state-changing route on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = (await createStaff(t, 'admin')).cookie;
    const client = await registerClient(t);
    // Real ids, so that a request the guard let through would find its target and act.
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        firstName: 'Dorothy',
        lastName: 'Baker',
        email: 'dorothy@example.com',
        phone: '(352) 555-0199',
        serviceInterest: 'Home & Tech Support',
        message: 'My new tablet needs setting up, please.',
        newsletter: false,
        notifyByEmail: false,
        notifyBySms: false,
        consentGiven: true,
      },
    });
    const appointment = await t.app.repos.appointments.create({
      clientId: client.user.id,
      clientName: 'Dorothy Baker',
      clientEmail: 'dorothy@example.com',
      serviceTypeId: 1,
      appointmentDate: '2099-07-15',
      startTime: '10:00',
      endTime: '13:00',
      notes: null,
      location: null,
    });
    ids.contact = String(contact.json().id);
    ids.appointment = String(appointment.id);
    ids.user = String(client.user.id);
  });
  afterAll(async () => {
    await t.close();
  });

  function concrete(url: string): string {
    const id = url.includes('/contact/')
      ? ids.contact
      : url.includes('/appointments/')
        ? ids.appointment
        : url.includes('/users/')
          ? ids.user
          : '1';
    return url.replace(/:[a-zA-Z]+/g, id ?? '1');
  }

  /** Every row of the tables a state-changing call could touch. */
  async function snapshot() {
    const db = t.app.db;
    return JSON.stringify(
      await Promise.all([
        db.selectFrom('users').selectAll().orderBy('id').execute(),
        db.selectFrom('sessions').selectAll().orderBy('id').execute(),
        db.selectFrom('contactRequests').selectAll().orderBy('id').execute(),
        db.selectFrom('appointments').selectAll().orderBy('id').execute(),
        db.selectFrom('blogPosts').selectAll().orderBy('id').execute(),
        db.selectFrom('furniturePhotos').selectAll().orderBy('id').execute(),
        db.selectFrom('passwordResetTokens').selectAll().orderBy('id').execute(),
        db.selectFrom('emailOutbox').selectAll().orderBy('id').execute(),
        db.selectFrom('events').selectAll().orderBy('id').execute(),
      ]),
    );
  }

  it('finds the state-changing API routes to attack', () => {
    const routes = t.app.routeList.filter((r) => STATE_CHANGING.has(r.method) && r.url.startsWith('/api/'));
    // Fewer than this would mean the list is not what the app serves.
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it.each(Object.keys(ATTACKS))('refuses every one with %s, signed in as an admin, changing nothing', async (name) => {
    const before = await snapshot();
    const routes = t.app.routeList.filter((r) => STATE_CHANGING.has(r.method) && r.url.startsWith('/api/'));
    const answers = [];
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: { ...cookieHeader(t, admin), ...ATTACKS[name] },
        payload: { firstName: 'Evil', role: 'admin', status: 'cancelled', password: 'Sunny-Porch-Swing-42' },
      });
      answers.push({ route: `${route.method} ${route.url}`, status: res.statusCode, body: res.json() });
    }
    for (const answer of answers) {
      expect(answer).toEqual({
        route: answer.route,
        status: 403,
        body: { code: 'cross_site', message: AUTH_MESSAGES.crossSite },
      });
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses an anonymous cross-site call with 403 before any 401 or validation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/claim',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: 'not even json',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'cross_site', message: AUTH_MESSAGES.crossSite });
  });

  it('still lets the same site through, so the guard is not refusing everything', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${ids.user}`,
      headers: { ...cookieHeader(t, admin), 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
      payload: { firstName: 'Dora' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().firstName).toBe('Dora');
  });
});
