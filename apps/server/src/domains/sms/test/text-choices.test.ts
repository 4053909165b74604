import { smsConsentText } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { echoWebRoot, renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { postForm } from '../../../../test/page-form-posts.js';
import { startTextsApp, type TextsApp } from '../../../../test/support/texts.js';

type Caller = { cookie: string };

/** The account page's texts (docs/sms.md): consent given apart, kept as shown; the holder's alone. */
describe.each(engines)('choosing texts on %s', (engine) => {
  let app: TextsApp;
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createStaff>>;

  beforeAll(async () => {
    app = await startTextsApp(engine, { web: 'production', webRoot: await echoWebRoot() });
    t = app.t;
    admin = await createStaff(t, 'admin');
  });
  afterAll(() => app.close());

  const as = (caller: Caller | undefined) => (caller ? cookieHeader(t, caller.cookie) : {});
  const call = (caller: Caller | undefined, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: as(caller), ...(payload ? { payload } : {}) });
  const read = async (caller: Caller) => (await call(caller, 'GET', '/api/user/texts')).json();

  it('shows the words to agree to, and turns texts on only with the box ticked under them', async () => {
    const client = await registerClient(t, { firstName: 'Ruth', lastName: 'Moss' });
    const before = await read(client);
    expect(before).toMatchObject({ phone: null, kinds: [], consent: null, stoppedByReply: false });
    expect(before.businessNumber).toBe(app.twilio.fromNumber);
    expect(before.consentWords.en).toContain('Msg & data rates may apply');
    expect(before.consentWords.en).toContain('Reply STOP to end, HELP for help');
    expect(before.consentWords.en).toContain('Trusted Assistance');
    expect(before.consentWords.es).toContain('PARAR');

    const base = { phone: '(352) 555-0177', kinds: ['reminder', 'visit_steps'], consentVersion: before.consentVersion };
    const unticked = await call(client, 'PUT', '/api/user/texts', { ...base, agree: false });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().fields.agree).toBe('Please tick the box to agree to texts');
    const badNumber = await call(client, 'PUT', '/api/user/texts', { ...base, agree: true, phone: '555-0177' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().fields.phone).toMatch(/US mobile number/);
    const noKinds = await call(client, 'PUT', '/api/user/texts', { ...base, agree: true, kinds: [] });
    expect(noKinds.statusCode).toBe(400);
    const staleWords = await call(client, 'PUT', '/api/user/texts', { ...base, agree: true, consentVersion: 'x' });
    expect(staleWords.statusCode).toBe(409);
    expect(staleWords.json().code).toBe('texts_consent_changed');
    expect((await read(client)).consent).toBeNull();

    const on = await call(client, 'PUT', '/api/user/texts', { ...base, agree: true, language: 'es' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ phone: '+13525550177', kinds: ['reminder', 'visit_steps'] });
    expect(on.json().consent.text).toBe(smsConsentText('es'));
    const [row] = await t.app.db
      .selectFrom('smsConsents')
      .selectAll()
      .where('userId', '=', client.user.id)
      .orderBy('id')
      .execute();
    expect(row).toMatchObject({
      phone: '+13525550177',
      source: 'profile',
      language: 'es',
      shownText: smsConsentText('es'),
      endedAt: null,
    });
    expect(row!.ip).toBeTruthy();
  });

  it('changes the kinds while on, keeps one consent for the same number, ends it for a new number or on stop', async () => {
    const client = await registerClient(t, { firstName: 'Ida', lastName: 'Bell' });
    const { consentVersion } = await read(client);
    const kindsBefore = await call(client, 'PUT', '/api/user/texts/kinds', { kinds: ['reminder'] });
    expect(kindsBefore.statusCode).toBe(409);
    expect(kindsBefore.json().code).toBe('texts_not_on');

    const on = { phone: '352-555-0188', kinds: ['reminder'], agree: true, consentVersion };
    expect((await call(client, 'PUT', '/api/user/texts', on)).statusCode).toBe(200);
    const kinds = await call(client, 'PUT', '/api/user/texts/kinds', { kinds: ['changes', 'invoice_due'] });
    expect(kinds.json().kinds).toEqual(['changes', 'invoice_due']);
    // The same number again: nothing new agreed to, one consent.
    expect((await call(client, 'PUT', '/api/user/texts', on)).statusCode).toBe(200);
    const consents = () =>
      t.app.db.selectFrom('smsConsents').selectAll().where('userId', '=', client.user.id).orderBy('id').execute();
    expect(await consents()).toHaveLength(1);

    await call(client, 'PUT', '/api/user/texts', { ...on, phone: '+1 352 555 0199' });
    const [first, second] = await consents();
    expect(first).toMatchObject({ phone: '+13525550188', endReason: 'new_number' });
    expect(second).toMatchObject({ phone: '+13525550199', endedAt: null });

    const off = await call(client, 'DELETE', '/api/user/texts');
    expect(off.json()).toMatchObject({ consent: null, kinds: [], phone: '+13525550199', stoppedByReply: false });
    expect((await consents())[1]).toMatchObject({ endReason: 'profile' });

    // The office reads the record, newest first; the client's words and the ends.
    const staffView = await call(admin, 'GET', `/api/admin/clients/${client.user.id}/texts`);
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json()).toMatchObject({ available: true, kinds: [] });
    expect(staffView.json().consents.map((c: { endReason: string }) => c.endReason)).toEqual(['profile', 'new_number']);
    expect(staffView.json().consents[0].text).toBe(smsConsentText('en'));
  });

  it('is the account holder’s alone: a trusted contact helping, staff and the signed-out are refused', async () => {
    const client = await registerClient(t, { firstName: 'May', lastName: 'Cole' });
    const contact = await registerClient(t, { firstName: 'Lia', lastName: 'Cole' });
    await t.app.db
      .insertInto('trustedContacts')
      .values({
        clientId: client.user.id,
        contactUserId: contact.user.id,
        name: 'Lia Cole',
        email: contact.body.email,
        rights: 'appointments,act,billing,notices',
        status: 'active',
      })
      .execute();
    await t.app.repos.sessions.setActingFor(sha256(contact.cookie), client.user.id);
    const staff = await createStaff(t, 'staff');
    const { consentVersion } = await read(client);
    const body = { phone: '3525550111', kinds: ['reminder'], agree: true, consentVersion };
    for (const [caller, status] of [
      [contact, 403],
      [staff, 403],
      [undefined, 401],
    ] as const) {
      expect((await call(caller, 'GET', '/api/user/texts')).statusCode).toBe(status);
      expect((await call(caller, 'PUT', '/api/user/texts', body)).statusCode).toBe(status);
      expect((await call(caller, 'DELETE', '/api/user/texts')).statusCode).toBe(status);
    }
    expect(
      await t.app.db.selectFrom('smsConsents').select('id').where('userId', '=', client.user.id).execute(),
    ).toEqual([]);
    // A client never reads the office's record.
    expect((await call(client, 'GET', `/api/admin/clients/${client.user.id}/texts`)).statusCode).toBe(403);
  });

  it('lets a trusted contact choose the texts they get about each client they help, never invoices or codes', async () => {
    const client = await registerClient(t, { firstName: 'Nora', lastName: 'West' });
    const contact = await registerClient(t, { firstName: 'Tess', lastName: 'West' });
    const stranger = await registerClient(t, { firstName: 'Sam', lastName: 'Gray' });
    await t.app.db
      .insertInto('trustedContacts')
      .values({
        clientId: client.user.id,
        contactUserId: contact.user.id,
        name: 'Tess West',
        email: contact.body.email,
        rights: 'appointments',
        status: 'active',
      })
      .execute();
    const url = `/api/circle/accounts/${client.user.id}/texts`;
    const saved = await call(contact, 'PUT', url, { smsKinds: ['reminder', 'visit_steps'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().smsKinds).toEqual(['reminder', 'visit_steps']);
    const accounts = await t.app.inject({ method: 'GET', url: '/api/circle/accounts', headers: as(contact) });
    expect(accounts.json()[0].smsKinds).toEqual(['reminder', 'visit_steps']);
    expect((await call(contact, 'PUT', url, { smsKinds: ['invoice_due'] })).statusCode).toBe(400);
    expect((await call(stranger, 'PUT', url, { smsKinds: ['reminder'] })).statusCode).toBe(404);
    const row = await t.app.db
      .selectFrom('trustedContacts')
      .select('smsKinds')
      .where('clientId', '=', client.user.id)
      .executeTakeFirstOrThrow();
    expect(row.smsKinds).toBe('reminder,visit_steps');
  });

  it('works without JavaScript: on, kinds and off post to the account page and come back in words', async () => {
    const client = await registerClient(t, { firstName: 'Eva', lastName: 'Ross' });
    const headers = as(client);
    const page = await t.app.inject({ method: 'GET', url: '/es/profile?read=/api/user/texts', headers });
    const words = renderedInput(page.body).reads[0]!.body as { consentVersion: string };
    const fields = { _form: 'texts-on', phone: '(352) 555-0123', reminder: 'on', consentVersion: words.consentVersion };

    const unticked = await postForm(t, '/es/profile', fields, headers);
    expect(unticked.statusCode).toBe(400);
    expect(renderedInput(unticked.body).form).toMatchObject({
      form: 'texts-on',
      errors: { agree: 'Please tick the box to agree to texts' },
      values: { phone: '(352) 555-0123', reminder: true },
    });
    const { reminder: _unticked, ...noBox } = fields;
    const none = await postForm(t, '/es/profile', { ...noBox, agree: 'on' }, headers);
    expect(none.statusCode).toBe(400);
    expect(renderedInput(none.body).form?.message).toBe('Please choose at least one kind of text');

    const on = await postForm(t, '/es/profile', { ...fields, agree: 'on' }, headers);
    expect(on.statusCode).toBe(303);
    expect(on.headers.location).toBe('/es/profile?texts=on');
    expect((await read(client)).consent.text).toBe(smsConsentText('es'));

    const kinds = await postForm(t, '/profile', { _form: 'texts-kinds', changes: 'on', sign_in_code: 'on' }, headers);
    expect(kinds.headers.location).toBe('/profile?texts=saved');
    expect((await read(client)).kinds).toEqual(['changes', 'sign_in_code']);

    const off = await postForm(t, '/profile', { _form: 'texts-off' }, headers);
    expect(off.headers.location).toBe('/profile?texts=off');
    expect((await read(client)).consent).toBeNull();

    const signedOut = await postForm(t, '/profile', { _form: 'texts-off' });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toMatch(/^\/auth/);
  });
});

/** Without Twilio's settings there is nothing to choose: every call is 404, and the office is told. */
describe.each(engines)('texts not set up on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
  });
  afterAll(() => t.close());

  it('answers 404 texts_off to the client and tells the office texts are not set up', async () => {
    const client = await registerClient(t, { firstName: 'Ann', lastName: 'Lee' });
    const res = await t.app.inject({ method: 'GET', url: '/api/user/texts', headers: cookieHeader(t, client.cookie) });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('texts_off');
    const admin = await createStaff(t, 'admin');
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/admin/clients/${client.user.id}/texts`,
      headers: cookieHeader(t, admin.cookie),
    });
    expect(staffView.json()).toEqual({ available: false, kinds: [], consents: [], messages: [] });
  });
});
