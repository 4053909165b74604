import { CIRCLE_FORM_MESSAGES, type CircleContact, type SessionUser } from '@ta/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, sessionCookie, type TestApp } from '../helper.js';
import { startMailbox, type Mailbox } from '../mailbox.js';

const M = CIRCLE_FORM_MESSAGES;
let counter = 0;
/** A new address each time: the mailbox lives through every test of the file. */
const freshAddress = () => `luis-${(counter += 1)}@example.com`;

/**
 * Staff cannot take over a client's account through the circle: a contact staff add waits for the
 * client's own yes (or an admin's, and then the client is told by e-mail and on their next sign-in),
 * and is never a back-office account's address (docs/circle.md, "Staff, with the client's consent").
 */
describe.each(engines)('a contact added by staff on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await mailbox.stop();
  });
  beforeEach(async () => {
    t = await buildTestApp(engine, { smtpUrl: mailbox.url });
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: cookieHeader(t, cookie),
      ...(payload ? { payload } : {}),
    }) as Promise<LightMyRequestResponse>;

  const body = (email: string) => ({
    name: 'Luis Diaz',
    email,
    rights: ['appointments', 'requests', 'reports', 'notices', 'act'],
    consentMethod: 'phone',
    consentNote: 'Rosa asked on the phone on Monday morning to add her son.',
  });

  const sentTo = async (to: string) => {
    await t.app.mailer.flush();
    return mailbox.received.filter((mail) => mail.rcptTo.includes(to));
  };

  it('refuses a staff member’s own address and any back-office account’s address', async () => {
    const client = await registerClient(t);
    const staff = await createStaff(t);
    const admin = await createStaff(t, 'admin');
    const url = `/api/admin/clients/${client.user.id}/circle`;
    for (const email of [staff.user.email, staff.user.email.toUpperCase(), admin.user.email]) {
      const res = await call('POST', url, staff.cookie, body(email));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.backOfficeAddress);
    }
    const own = await call('POST', url, admin.cookie, body(admin.user.email));
    expect(own.statusCode).toBe(400);
    expect(await t.app.db.selectFrom('trustedContacts').selectAll().orderBy('id').execute()).toEqual([]);
  });

  it('waits for the client’s own confirmation before anyone is invited', async () => {
    const client = await registerClient(t, { firstName: 'Rosa', lastName: 'Diaz' });
    const staff = await createStaff(t);
    const url = `/api/admin/clients/${client.user.id}/circle`;
    const email = freshAddress();

    const added = await call('POST', url, staff.cookie, body(email));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ status: 'proposed', addedBy: 'staff' });
    const id = (added.json() as CircleContact).id;
    // Nobody is invited yet; the client is asked.
    expect(await sentTo(email)).toEqual([]);
    const asked = await sentTo(client.body.email);
    expect(asked.at(-1)?.text).toContain('Luis Diaz');
    expect(asked.at(-1)?.text).toContain('/circle');
    // A staff member cannot confirm it for the client.
    expect((await call('POST', `${url}/${id}/confirm`, staff.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/circle/${id}/confirm`, staff.cookie)).statusCode).toBe(403);
    expect(await sentTo(email)).toEqual([]);

    const confirmed = await call('POST', `/api/circle/${id}/confirm`, client.cookie);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'invited' });
    const invitation = await sentTo(email);
    expect(invitation).toHaveLength(1);
    expect(invitation[0]?.text).toMatch(/\/circle\/accept\/[\w-]{40,}/);
    // Confirmed once: a second confirmation finds nothing to confirm.
    expect((await call('POST', `/api/circle/${id}/confirm`, client.cookie)).statusCode).toBe(404);
  });

  it('lets an admin confirm, and then tells the client by e-mail and on their next sign-in', async () => {
    const client = await registerClient(t, { firstName: 'Rosa', lastName: 'Diaz' });
    const staff = await createStaff(t);
    const admin = await createStaff(t, 'admin');
    const url = `/api/admin/clients/${client.user.id}/circle`;
    const email = freshAddress();
    const id = ((await call('POST', url, staff.cookie, body(email))).json() as CircleContact).id;

    const confirmed = await call('POST', `${url}/${id}/confirm`, admin.cookie);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'invited' });
    expect(await sentTo(email)).toHaveLength(1);
    const told = await sentTo(client.body.email);
    expect(told.at(-1)?.text).toContain('Luis Diaz');

    // Signing in again: the page is told to show the notice until the client has seen it.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: client.body.username, password: client.body.password },
    });
    const cookie = sessionCookie(t, login) ?? '';
    const user = (await call('GET', '/api/user', cookie)).json() as SessionUser;
    expect(user.officeAddedContacts).toEqual(['Luis Diaz']);
    expect((await call('POST', '/api/circle/office-notice/seen', cookie)).statusCode).toBe(204);
    expect(((await call('GET', '/api/user', cookie)).json() as SessionUser).officeAddedContacts).toBeUndefined();
  });

  it('tells the client when an admin adds someone directly', async () => {
    const client = await registerClient(t);
    const admin = await createStaff(t, 'admin');
    const email = freshAddress();
    const added = await call('POST', `/api/admin/clients/${client.user.id}/circle`, admin.cookie, body(email));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ status: 'invited' });
    expect(await sentTo(email)).toHaveLength(1);
    expect((await sentTo(client.body.email)).at(-1)?.text).toContain('Luis Diaz');
    const user = (await call('GET', '/api/user', client.cookie)).json() as SessionUser;
    expect(user.officeAddedContacts).toEqual(['Luis Diaz']);
  });
});
