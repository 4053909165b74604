import {
  AUTH_MESSAGES,
  CIRCLE_FORM_MESSAGES,
  CIRCLE_MESSAGES,
  type CircleContact,
  type CircleInvitation,
  type CircleLogEntry,
  type HelpedAccount,
  type SessionUser,
} from '@ta/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { circleRecipients } from '../circle-recipients.js';
import { HIDDEN_SECRET } from '../../../mail/mail-secrets.js';
import { engines } from '../../../../test/fresh-database.js';
import {
  buildTestApp,
  cookieHeader,
  createStaff,
  registerClient,
  sessionCookie,
  STRONG_PASSWORD,
  type TestApp,
} from '../../../../test/helper.js';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.js';
import { updateAccount } from '../../../../test/support/accounts.js';

const M = CIRCLE_FORM_MESSAGES;
const newAccount = {
  firstName: 'Ann',
  lastName: 'Lee',
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
};

describe.each(engines)('the client circle on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  /** Every answer of the test, to look for a token or its hash in any of them. */
  let answers: string[];
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await mailbox.stop();
  });
  beforeEach(async () => {
    t = await buildTestApp(engine, { smtpUrl: mailbox.url });
    answers = [];
  });
  afterEach(async () => {
    await t.close();
  });

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> {
    const res = await t.app.inject({
      method,
      url,
      headers: cookie ? cookieHeader(t, cookie) : {},
      ...(payload === undefined ? {} : { payload }),
    });
    answers.push(res.body, JSON.stringify(res.headers));
    return res;
  }

  const invite = (cookie: string, email: string, rights = ['appointments', 'requests'], name = 'Ann Lee') =>
    call('POST', '/api/circle', cookie, { name, email, rights, visitNotices: ['done'] });

  /** The token of the newest invitation link in the invitee's own mailbox. */
  async function tokenFromMailbox(to: string): Promise<string> {
    await t.app.mailer.flush();
    const email = await mailbox.latestTo(to, 'invited to help');
    const match = email.text.match(/\/circle\/accept\/([\w%-]+)/);
    if (!match?.[1]) throw new Error('no invitation link in the e-mail');
    return decodeURIComponent(match[1]);
  }

  /** A client with a contact who accepted with a new account; the contact's session helps with the client. */
  async function clientWithContact(rights = ['appointments', 'requests']) {
    const client = await registerClient(t);
    const email = `contact-${client.user.id}@example.com`;
    const invited = await invite(client.cookie, email, rights);
    expect(invited.statusCode).toBe(201);
    const token = await tokenFromMailbox(email);
    const accepted = await call('POST', `/api/circle/invitations/${token}/accept-new`, undefined, newAccount);
    expect(accepted.statusCode).toBe(201);
    return {
      client,
      token,
      entry: invited.json() as CircleContact,
      contact: { cookie: sessionCookie(t, accepted) as string, user: accepted.json() as SessionUser },
    };
  }

  const expectNoSecret = (token: string) => {
    for (const answer of answers) {
      expect(answer).not.toContain(token);
      expect(answer).not.toContain(sha256(token));
    }
  };

  it('e-mails a one-time link (hidden in the outbox), and a new account accepts it and helps at once', async () => {
    const client = await registerClient(t);
    const res = await invite(client.cookie, 'Ann@Example.com');
    expect(res.statusCode).toBe(201);
    const entry = res.json() as CircleContact;
    expect(entry).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.com',
      rights: ['requests', 'appointments'],
      visitNotices: ['done'],
      status: 'invited',
      addedBy: 'client',
      consentMethod: null,
      acceptedAt: null,
    });
    const week = Date.parse(entry.inviteExpiresAt as string) - Date.now();
    expect(week).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(week).toBeLessThanOrEqual(7 * 24 * 3600_000);

    // Staff read the outbox: the link there is hidden; only the invitee's mailbox has it.
    const outbox = await t.app.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('kind', '=', 'circle-invitation')
      .orderBy('id')
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      toAddress: 'ann@example.com',
      subject: 'You are invited to help with an account at Trusted Assistance',
    });
    expect(outbox[0]?.textBody).toContain(`http://localhost:3000/circle/accept/${HIDDEN_SECRET}`);
    const token = await tokenFromMailbox('ann@example.com');
    expect(outbox[0]?.textBody).not.toContain(token);
    expect(outbox[0]?.htmlBody).not.toContain(token);
    const row = await t.app.db.selectFrom('trustedContacts').selectAll().executeTakeFirstOrThrow();
    expect(row.inviteTokenHash).toBe(sha256(token));

    const look = await call('GET', `/api/circle/invitations/${token}`);
    expect(look.statusCode).toBe(200);
    expect(look.headers['cache-control']).toBe('private, no-store');
    expect(look.json()).toEqual<CircleInvitation>({
      clientName: 'Margaret Hill',
      name: 'Ann Lee',
      email: 'ann@example.com',
      rights: ['requests', 'appointments'],
      hasAccount: false,
    });

    const common = await call('POST', `/api/circle/invitations/${token}/accept-new`, undefined, {
      ...newAccount,
      password: 'password',
      confirmPassword: 'password',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(AUTH_MESSAGES.commonPassword);

    const accepted = await call('POST', `/api/circle/invitations/${token}/accept-new`, undefined, newAccount);
    expect(accepted.statusCode).toBe(201);
    const contactCookie = sessionCookie(t, accepted) as string;
    expect(accepted.json()).toMatchObject({
      email: 'ann@example.com',
      firstName: 'Ann',
      role: 'client',
      username: 'ann',
      signInMethod: 'invitation',
      actingFor: { clientId: client.user.id, name: 'Margaret Hill', rights: ['requests', 'appointments'] },
    });
    const me = await call('GET', '/api/user', contactCookie);
    expect(me.json()).toMatchObject({ actingFor: { clientId: client.user.id } });
    expect(me.json().actingEnded).toBeUndefined();

    const circle = (await call('GET', '/api/circle', client.cookie)).json() as CircleContact[];
    expect(circle).toHaveLength(1);
    expect(circle[0]).toMatchObject({ status: 'active', inviteExpiresAt: null });
    expect(circle[0]?.acceptedAt).not.toBeNull();
    expect(circle[0]?.lastActiveAt).not.toBeNull();
    const stored = await t.app.db.selectFrom('trustedContacts').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'active', contactUserId: me.json().id, inviteTokenHash: null });

    const accounts = await call('GET', '/api/circle/accounts', contactCookie);
    expect(accounts.json()).toEqual<HelpedAccount[]>([
      {
        clientId: client.user.id,
        name: 'Margaret Hill',
        rights: ['requests', 'appointments'],
        visitNotices: ['done'],
        smsKinds: [],
      },
    ]);

    // A spent link works no more, for anyone.
    expect((await call('GET', `/api/circle/invitations/${token}`)).statusCode).toBe(404);
    const again = await call('POST', `/api/circle/invitations/${token}/accept-new`, undefined, newAccount);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(M.invitationInvalid);
    expect((await call('POST', `/api/circle/invitations/${token}/accept`, contactCookie)).statusCode).toBe(404);
    expectNoSecret(token);
  });

  it('lets a contact switch between their own account and the helped one, never into the holder’s circle', async () => {
    const { client, contact } = await clientWithContact();
    // The circle, its log and invitations are the account holder's alone.
    for (const [method, url] of [
      ['GET', '/api/circle'],
      ['GET', '/api/circle/log'],
    ] as const) {
      const res = await call(method, url, contact.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(CIRCLE_MESSAGES.ownerOnly);
    }
    expect((await invite(contact.cookie, 'someone@example.com')).statusCode).toBe(403);

    const own = await call('PUT', '/api/circle/acting', contact.cookie, { clientId: null });
    expect(own.statusCode).toBe(200);
    expect(own.json().actingFor).toBeNull();
    expect((await call('GET', '/api/user', contact.cookie)).json().actingFor).toBeNull();
    // On their own account they have a circle of their own (empty).
    expect((await call('GET', '/api/circle', contact.cookie)).json()).toEqual([]);

    const back = await call('PUT', '/api/circle/acting', contact.cookie, { clientId: client.user.id });
    expect(back.statusCode).toBe(200);
    expect(back.json().actingFor).toMatchObject({ clientId: client.user.id, name: 'Margaret Hill' });
    expect((await call('GET', '/api/user', contact.cookie)).json().actingFor.clientId).toBe(client.user.id);

    // Nobody else's account: not one they were never invited to, not their own id.
    const stranger = await registerClient(t);
    for (const clientId of [stranger.user.id, contact.user.id]) {
      const res = await call('PUT', '/api/circle/acting', contact.cookie, { clientId });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CIRCLE_MESSAGES.noRight);
    }
    expect((await call('PUT', '/api/circle/acting', contact.cookie, { clientId: 'x' })).statusCode).toBe(400);

    const notices = await call('PUT', `/api/circle/accounts/${client.user.id}/notices`, contact.cookie, {
      visitNotices: ['on_my_way', 'arrived'],
    });
    expect(notices.statusCode).toBe(200);
    expect(notices.json()).toMatchObject({ clientId: client.user.id, visitNotices: ['on_my_way', 'arrived'] });
    const elsewhere = await call('PUT', `/api/circle/accounts/${stranger.user.id}/notices`, contact.cookie, {
      visitNotices: [],
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await call('GET', '/api/circle', client.cookie)).json()[0].visitNotices).toEqual(['on_my_way', 'arrived']);
  });

  it('accepts with a signed-in account only when its e-mail is the invited one, and never a staff account', async () => {
    const client = await registerClient(t);
    await invite(client.cookie, 'bob@example.com');
    const token = await tokenFromMailbox('bob@example.com');

    const other = await registerClient(t, { email: 'carl@example.com', username: 'carl' });
    const wrong = await call('POST', `/api/circle/invitations/${token}/accept`, other.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(M.invitationForAnotherEmail);
    expect((await call('POST', `/api/circle/invitations/${token}/accept`)).statusCode).toBe(401);

    const bob = await registerClient(t, { email: 'bob@example.com', username: 'bobby' });
    expect((await call('GET', `/api/circle/invitations/${token}`)).json().hasAccount).toBe(true);
    const needsSignIn = await call('POST', `/api/circle/invitations/${token}/accept-new`, undefined, newAccount);
    expect(needsSignIn.statusCode).toBe(409);
    expect(needsSignIn.json().message).toBe(M.invitationNeedsSignIn);

    const accepted = await call('POST', `/api/circle/invitations/${token}/accept`, bob.cookie);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: bob.user.id, actingFor: { clientId: client.user.id } });
    expect((await call('GET', '/api/user', bob.cookie)).json().actingFor.clientId).toBe(client.user.id);
    const log = (await call('GET', '/api/circle/log', client.cookie)).json() as CircleLogEntry[];
    expect(log[0]).toMatchObject({ action: 'circle.accepted', actorName: 'Margaret Hill' });

    // A staff account with the invited address is refused: staff cannot be anyone's trusted contact.
    const staff = await createStaff(t);
    await invite(client.cookie, staff.user.email);
    const staffToken = await tokenFromMailbox(staff.user.email);
    const refused = await call('POST', `/api/circle/invitations/${staffToken}/accept`, staff.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.backOfficeNotContact);
    expect((await call('GET', `/api/circle/invitations/${staffToken}`)).statusCode).toBe(200);
    expectNoSecret(token);
    expectNoSecret(staffToken);
  });

  it('refuses the client’s own address, a second invitation of one address (also at the same moment) and an expired link', async () => {
    const client = await registerClient(t);
    const own = await invite(client.cookie, client.body.email.toUpperCase());
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ message: M.emailIsYours, fields: { email: M.emailIsYours } });

    const bad = await call('POST', '/api/circle', client.cookie, { name: '', email: 'x', rights: [] });
    expect(bad.statusCode).toBe(400);

    const [first, second] = await Promise.all([
      invite(client.cookie, 'dee@example.com'),
      invite(client.cookie, 'DEE@example.com'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const duplicate = await invite(client.cookie, 'dee@example.com');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(M.alreadyInCircle);
    expect(await t.app.db.selectFrom('trustedContacts').select('id').orderBy('id').execute()).toHaveLength(1);

    const token = await tokenFromMailbox('dee@example.com');
    await t.app.db
      .updateTable('trustedContacts')
      .set({ inviteExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await call('GET', `/api/circle/invitations/${token}`)).statusCode).toBe(404);
    const late = await call('POST', `/api/circle/invitations/${token}/accept-new`, undefined, newAccount);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(M.invitationInvalid);
    expect(await t.app.repos.users.findByEmail('dee@example.com')).toBeUndefined();
    expect((await call('GET', '/api/circle/invitations/made-up-token-that-is-long-enough')).statusCode).toBe(404);
    expect((await call('GET', '/api/circle/invitations/short')).statusCode).toBe(404);

    // Withdrawn, then invited again: a new invitation, the old one kept as history, newest first.
    const entry = (await call('GET', '/api/circle', client.cookie)).json()[0] as CircleContact;
    expect((await call('DELETE', `/api/circle/${entry.id}`, client.cookie)).statusCode).toBe(200);
    const again = await invite(client.cookie, 'dee@example.com');
    expect(again.statusCode).toBe(201);
    const circle = (await call('GET', '/api/circle', client.cookie)).json() as CircleContact[];
    expect(circle.map((c) => c.status)).toEqual(['invited', 'removed']);
    // The first link stays dead even though the address is invited again.
    expect((await call('GET', `/api/circle/invitations/${token}`)).statusCode).toBe(404);
  });

  it('ends a removed contact’s access at once, tells open connections, and logs who did what', async () => {
    const { client, contact, entry } = await clientWithContact();
    const switched = await call('PUT', '/api/circle/acting', contact.cookie, { clientId: client.user.id });
    expect(switched.statusCode).toBe(200);
    const patched = await call('PATCH', `/api/circle/${entry.id}`, client.cookie, {
      rights: ['reports', 'act'],
      visitNotices: [],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ rights: ['reports', 'act'], visitNotices: [] });
    // The contact's session sees new rights on its next request.
    expect((await call('GET', '/api/user', contact.cookie)).json().actingFor.rights).toEqual(['reports', 'act']);
    expect(
      (await call('PATCH', `/api/circle/${entry.id}`, client.cookie, { rights: [], visitNotices: [] })).statusCode,
    ).toBe(400);

    const stranger = await registerClient(t, { firstName: 'Other', lastName: 'Person' });
    expect((await call('DELETE', `/api/circle/${entry.id}`, stranger.cookie)).statusCode).toBe(404);
    const changes: number[] = [];
    t.app.accessChanges.subscribe(() => changes.push(1));

    const removed = await call('DELETE', `/api/circle/${entry.id}`, client.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ status: 'removed' });
    expect(removed.json().removedAt).not.toBeNull();
    expect(changes.length).toBeGreaterThan(0);
    const row = await t.app.db.selectFrom('trustedContacts').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'removed', removedById: client.user.id, inviteTokenHash: null });

    const me = (await call('GET', '/api/user', contact.cookie)).json() as SessionUser;
    expect(me.actingFor).toBeNull();
    expect(me.actingEnded).toBe(true);
    const refused = await call('PUT', '/api/circle/acting', contact.cookie, { clientId: client.user.id });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/api/circle/accounts', contact.cookie)).json()).toEqual([]);
    expect(
      (await call('PUT', `/api/circle/accounts/${client.user.id}/notices`, contact.cookie, { visitNotices: [] }))
        .statusCode,
    ).toBe(404);
    expect((await call('PATCH', `/api/circle/${entry.id}`, client.cookie, patched.json())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/circle/${entry.id}`, client.cookie)).statusCode).toBe(404);
    // Back to their own account is always allowed, and clears the notice.
    const home = await call('PUT', '/api/circle/acting', contact.cookie, { clientId: null });
    expect(home.statusCode).toBe(200);
    expect(home.json().actingEnded).toBeUndefined();
    expect((await call('GET', '/api/user', contact.cookie)).json()).toMatchObject({ actingFor: null });

    const log = (await call('GET', '/api/circle/log', client.cookie)).json() as CircleLogEntry[];
    expect(log.map((e) => [e.action, e.actorName])).toEqual([
      ['circle.removed', 'Margaret Hill'],
      ['circle.rights-changed', 'Margaret Hill'],
      ['circle.switched-in', 'Ann Lee'],
      ['circle.accepted', 'Ann Lee'],
      ['circle.invited', 'Margaret Hill'],
    ]);
    expect(log[2]?.summary).toBe('Ann Lee started helping with the account of Margaret Hill');
    expect(log[1]?.summary).toContain('reports, act');
    // Only the client's own log: the stranger's is empty.
    expect((await call('GET', '/api/circle/log', stranger.cookie)).json()).toEqual([]);
  });

  it('lets staff add someone with the client’s consent, in the client’s language, and remove them', async () => {
    const client = await registerClient(t, { firstName: 'Rosa', lastName: 'Diaz' });
    await t.app.repos.users.setLanguage(client.user.id, 'es');
    const staff = await createStaff(t);
    const url = `/api/admin/clients/${client.user.id}/circle`;
    const body = {
      name: 'Luis Diaz',
      email: 'luis@example.com',
      rights: ['appointments', 'notices'],
      consentMethod: 'phone',
      consentNote: 'Rosa asked on the phone on Monday morning to add her son.',
    };

    const noConsent = await call('POST', url, staff.cookie, { ...body, consentMethod: undefined, consentNote: '' });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().message).toMatch(/consent|what the client said/);
    expect((await call('POST', url, client.cookie, body)).statusCode).toBe(403);

    const added = await call('POST', url, staff.cookie, body);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      status: 'proposed',
      addedBy: 'staff',
      consentMethod: 'phone',
      consentNote: body.consentNote,
    });
    // The client's own yes sends the invitation (security/staff-circle-consent.test.ts has the rest).
    expect((await call('POST', `/api/circle/${added.json().id}/confirm`, client.cookie)).json().status).toBe('invited');
    await t.app.mailer.flush();
    const mail = await mailbox.latestTo('luis@example.com', 'Le invitan a ayudar');
    expect(mail.text).toContain('A petición de Rosa Diaz, nuestra oficina le ha añadido');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/es\/circle\/accept\/[\w-]{40,}/);
    const token = decodeURIComponent(mail.text.match(/\/circle\/accept\/([\w-]+)/)?.[1] ?? '');
    const row = await t.app.db.selectFrom('trustedContacts').selectAll().executeTakeFirstOrThrow();
    expect(row.invitedById).toBe(staff.user.id);

    // The client sees who added them and the consent staff wrote down.
    const seen = (await call('GET', '/api/circle', client.cookie)).json() as CircleContact[];
    expect(seen[0]).toMatchObject({ addedBy: 'staff', consentMethod: 'phone' });
    const listed = await call('GET', url, staff.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(1);
    const log = (await call('GET', '/api/circle/log', client.cookie)).json() as CircleLogEntry[];
    expect(log[0]).toMatchObject({ action: 'circle.confirmed', actorName: 'Rosa Diaz' });
    expect(log[1]).toMatchObject({ action: 'circle.invited', actorName: 'Sam Rivera' });
    expect(log[1]?.summary).toContain('the client agreed by phone');

    // Only a client's circle: not a staff account's, not a missing one.
    for (const id of [staff.user.id, 999999, 'abc']) {
      const res = await call('GET', `/api/admin/clients/${id}/circle`, staff.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.clientNotFound);
    }
    expect((await call('POST', `/api/admin/clients/${staff.user.id}/circle`, staff.cookie, body)).statusCode).toBe(404);

    // The outbox staff read shows the link hidden.
    const outbox = await call('GET', '/api/admin/outbox', staff.cookie);
    expect(outbox.statusCode).toBe(200);
    expect(outbox.body).toContain(HIDDEN_SECRET);

    const removed = await call('DELETE', `${url}/${added.json().id}`, staff.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().status).toBe('removed');
    expect((await call('DELETE', `${url}/${added.json().id}`, staff.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/circle/invitations/${token}`)).statusCode).toBe(404);
    const after = (await call('GET', '/api/circle/log', client.cookie)).json() as CircleLogEntry[];
    expect(after[0]).toMatchObject({ action: 'circle.removed', actorName: 'Sam Rivera' });
    expectNoSecret(token);
  });

  it('names the active contacts holding a right, for the e-mails about the client', async () => {
    const { client, contact } = await clientWithContact(['appointments', 'notices']);
    await invite(client.cookie, 'pending@example.com', ['notices'], 'Pending Person');
    expect(await circleRecipients(t.app.repos, client.user.id, 'notices')).toEqual([
      {
        userId: contact.user.id,
        name: 'Ann Lee',
        firstName: 'Ann',
        email: contact.user.email,
        language: 'en',
        visitNotices: ['done'],
      },
    ]);
    expect(await circleRecipients(t.app.repos, client.user.id, 'act')).toEqual([]);
    await updateAccount(t, contact.user.id, { active: false });
    expect(await circleRecipients(t.app.repos, client.user.id, 'notices')).toEqual([]);
  });
});
