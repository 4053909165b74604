import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../fresh-database.js';
import { buildTestApp, cookieHeader, registerClient, uniqueUser, type TestApp } from '../helper.js';
import { landingPayload, portalPayload } from '../support/contact-requests.js';

/** Fields no public form has; an attacker adds them to any body. */
const PRIVILEGED = {
  id: 424242,
  role: 'admin',
  active: false,
  userId: 1,
  status: 'completed',
  trackingToken: 'TA-AAAA-AAAA',
  assignedTo: 1,
  assignedToId: 1,
  notes: 'planted note',
  isFromUser: false,
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$planted',
  createdAt: '2000-01-01T00:00:00.000Z',
};

/** Without e-mail updates: nothing here is about the e-mails. */
const landing = { ...landingPayload, notifyByEmail: false };
const portal = portalPayload;

// A body field the form does not have (such as role on the profile) is ignored
// or refused, never applied. auth.test.ts sends `role` to register and profile; the back-office
// forms are covered in admin-users.test.ts and admin-blog.test.ts. This file sends every
// privileged field to every public and client form and reads the rows back.
describe.each(engines)('mass assignment on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  it('register makes an active client with its own id and password, whatever else is sent', async () => {
    const body = { ...PRIVILEGED, ...uniqueUser() };
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(res.statusCode).toBe(201);
    const row = await t.app.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(row.id).not.toBe(PRIVILEGED.id);
    expect(row).toMatchObject({ role: 'client', username: body.username });
    expect(Boolean(row.active)).toBe(true);
    expect(row.passwordHash).not.toBe(PRIVILEGED.passwordHash);
    expect(row.createdAt).not.toBe(PRIVILEGED.createdAt);
  });

  it('profile changes names and e-mail only', async () => {
    const { cookie, user, body } = await registerClient(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: cookieHeader(t, cookie),
      payload: { ...PRIVILEGED, username: 'taken-over', firstName: 'Maggie', lastName: 'Hill', email: body.email },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: user.id, role: 'client', username: body.username, firstName: 'Maggie' });
    expect(Boolean(row.active)).toBe(true);
    expect(row.passwordHash).not.toBe(PRIVILEGED.passwordHash);
    expect((await t.app.db.selectFrom('users').select('id').orderBy('id').execute()).length).toBe(1);
  });

  it.each([
    ['landing', landing],
    ['portal', portal],
  ])('a %s request starts new, unassigned, with a fresh code and no planted account', async (_name, form) => {
    const owner = await registerClient(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...PRIVILEGED, userId: owner.user.id, ...form },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.app.db.selectFrom('contactRequests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'new', userId: null, assignedToId: null, notes: null });
    expect(row.id).not.toBe(PRIVILEGED.id);
    expect(row.trackingToken).not.toBe(PRIVILEGED.trackingToken);
    expect(row.createdAt).not.toBe(PRIVILEGED.createdAt);
    // The owner named in the body sees nothing of it.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/contact/user',
      headers: cookieHeader(t, owner.cookie),
    });
    expect(mine.json()).toEqual([]);
  });

  it('a signed-in portal request belongs to the caller, not to the userId in the body', async () => {
    const victim = await registerClient(t);
    const caller = await registerClient(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: cookieHeader(t, caller.cookie),
      payload: { ...portal, userId: victim.user.id },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.app.db.selectFrom('contactRequests').select('userId').executeTakeFirstOrThrow();
    expect(row.userId).toBe(caller.user.id);
  });

  it('claiming a request cannot also set its status or owner', async () => {
    const created = (await t.app.inject({ method: 'POST', url: '/api/contact', payload: landing })).json();
    const victim = await registerClient(t);
    const caller = await registerClient(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/claim',
      headers: cookieHeader(t, caller.cookie),
      payload: { ...PRIVILEGED, userId: victim.user.id, trackingToken: created.trackingToken, email: landing.email },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.app.db.selectFrom('contactRequests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ userId: caller.user.id, status: 'new', assignedToId: null, notes: null });
  });
});
