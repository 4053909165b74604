import { requestTextsConsentText, TEXT_MESSAGES } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import fs from 'node:fs/promises';
import { echoWebRoot, renderedInput } from '../../../../test/echo-web-root.js';
import { cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';
import { buildPageApp, postForm } from '../../../../test/page-form-posts.js';
import { landingPayload } from '../../../../test/support/contact-requests.js';
import { startTextsApp, type TextsApp } from '../../../../test/support/texts.js';

let phoneNumber = 3525557100;
/** A number of its own for each request: the fake keeps every text, by number. */
const newPhone = () => String((phoneNumber += 1));
const e164 = (digits: string) => `+1${digits}`;

/**
 * A request's updates by text (docs/sms.md, "A request's updates"): the landing form's "Text me updates"
 * box, ticked with the consent, is a consent for that request only, kept with the words shown and the
 * address; the request's code comes by text and each new status after it, in the page's language; STOP
 * from the number ends them.
 */
describe.each(engines)('a request’s updates by text on %s', (engine) => {
  let app: TextsApp;
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let webRoot: string;

  beforeAll(async () => {
    // 11 am in New York (only Date is faked): a text written now goes at once, not in the morning.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T16:00:00Z') });
    webRoot = await echoWebRoot();
    app = await startTextsApp(engine, { web: 'production', webRoot });
    t = app.t;
    staff = await createStaff(t, 'staff');
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(webRoot, { recursive: true, force: true });
    vi.useRealTimers();
  });

  const send = (payload: object, language: 'en' | 'es' = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload, headers: { 'x-language': language } });
  const requestRow = (code: string) =>
    t.app.db.selectFrom('contactRequests').selectAll().where('trackingToken', '=', code).executeTakeFirstOrThrow();
  const setStatus = (id: number, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/contact/${id}`,
      headers: cookieHeader(t, staff.cookie),
      payload: { status },
    });
  const textsOfRequest = (id: number) =>
    t.app.db.selectFrom('smsMessages').selectAll().where('requestId', '=', id).orderBy('id').execute();

  it('texts the code to the form’s number, and keeps the consent with the words shown and the address', async () => {
    const phone = newPhone();
    const res = await send({
      ...landingPayload,
      phone: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
      notifyBySms: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { trackingToken } = res.json();
    await t.app.mailer.flush();

    const [text, ...more] = app.twilio.textsTo(e164(phone));
    expect(more).toEqual([]);
    expect(text?.body).toBe(
      `Trusted Assistance: we got your request. Its code is ${trackingToken}. Follow it here: ${app.address}/track-request?token=${trackingToken} Reply STOP to end texts.`,
    );
    const row = await requestRow(trackingToken);
    expect(row).toMatchObject({
      notifyBySms: true,
      smsPhone: e164(phone),
      smsConsentText: requestTextsConsentText('en'),
    });
    expect(row.smsConsentIp).toBe('127.0.0.1');
    // The e-mail the requester also asked for still goes.
    expect((await app.mailbox.latestTo(landingPayload.email)).subject).toContain(trackingToken);
  });

  it('texts each new status after it, in Spanish for a request from the Spanish page', async () => {
    const phone = newPhone();
    const res = await send({ ...landingPayload, phone, notifyBySms: true, notifyByEmail: false }, 'es');
    const { trackingToken } = res.json();
    const row = await requestRow(trackingToken);
    expect(row.smsConsentText).toBe(requestTextsConsentText('es'));
    expect((await setStatus(row.id, 'in-progress')).statusCode).toBe(200);
    expect((await setStatus(row.id, 'completed')).statusCode).toBe(200);
    await t.app.mailer.flush();

    expect(app.twilio.textsTo(e164(phone)).map((text) => text.body)).toEqual([
      `Trusted Assistance: recibimos su solicitud. Su referencia es ${trackingToken}. Siga su estado en ${app.address}/es/track-request?token=${trackingToken} Responda PARAR para terminar.`,
      `Trusted Assistance: su solicitud ${trackingToken} tiene un nuevo estado: En curso. Vea ${app.address}/es/track-request?token=${trackingToken} Responda PARAR para terminar.`,
      `Trusted Assistance: su solicitud ${trackingToken} tiene un nuevo estado: Completada. Vea ${app.address}/es/track-request?token=${trackingToken} Responda PARAR para terminar.`,
    ]);
  });

  it('texts nothing more after STOP from the number, and says why in the record', async () => {
    const phone = newPhone();
    const { trackingToken } = (await send({ ...landingPayload, phone, notifyBySms: true })).json();
    const row = await requestRow(trackingToken);
    await t.app.mailer.flush();
    expect(app.twilio.textsTo(e164(phone))).toHaveLength(1);

    const stop = await app.twilio.receive(`${app.address}/api/sms/incoming`, e164(phone), 'STOP');
    expect(stop.status).toBe(200);
    expect((await setStatus(row.id, 'in-progress')).statusCode).toBe(200);
    await t.app.mailer.flush();

    expect(app.twilio.textsTo(e164(phone))).toHaveLength(1);
    const texts = await textsOfRequest(row.id);
    expect(texts.map((text) => text.status)).toEqual(['sent', 'failed']);
    expect(texts[1]?.errorCode).toBe('stopped');
  });

  it('texts nothing when the box is not ticked, or ticked without the consent (which the form refuses)', async () => {
    const phone = newPhone();
    const quiet = await send({ ...landingPayload, phone });
    expect(quiet.statusCode).toBe(201);
    const refused = await send({
      ...landingPayload,
      phone,
      notifyBySms: true,
      notifyByEmail: false,
      consentGiven: false,
    });
    expect(refused.statusCode).toBe(400);
    await t.app.mailer.flush();
    expect(app.twilio.textsTo(e164(phone))).toEqual([]);
    const row = await requestRow(quiet.json().trackingToken);
    expect(row).toMatchObject({ notifyBySms: false, smsPhone: null, smsConsentText: null, smsConsentIp: null });
  });

  it('refuses the box with a number that cannot get texts, saying so by the phone field, and stores nothing', async () => {
    const before = await t.app.db
      .selectFrom('contactRequests')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const res = await send({ ...landingPayload, phone: '(052) 555-0199', notifyBySms: true });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(TEXT_MESSAGES.phoneInvalid);
    const after = await t.app.db
      .selectFrom('contactRequests')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('texts the code of a request sent without JavaScript with the box ticked', async () => {
    const phone = newPhone();
    const res = await postForm(t, '/', {
      _form: 'contact',
      firstName: 'Dorothy',
      lastName: 'Baker',
      email: 'dorothy.nojs@example.com',
      phone,
      serviceInterest: 'Home & Tech Support',
      message: 'My new tablet needs setting up so I can video call my grandchildren.',
      notifyBySms: 'on',
      consentGiven: 'on',
    });
    expect(res.statusCode, res.body).toBe(303);
    const code = /token=([^&]+)/.exec(String(res.headers.location))?.[1] ?? '';
    await t.app.mailer.flush();
    expect(app.twilio.textsTo(e164(phone)).map((text) => text.body)).toEqual([
      expect.stringContaining(`Its code is ${decodeURIComponent(code)}.`),
    ]);
  });

  it('tells the pages that texts are offered, so the forms show the box', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(renderedInput(page.body).features).toEqual({ texts: true });
  });
});

describe.each(engines)('a request’s updates without texts set up on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildPageApp(engine, { rateLimits: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells the pages texts are not offered, and keeps nothing of a box sent anyway', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(renderedInput(page.body).features).toEqual({ texts: false });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...landingPayload, notifyBySms: true },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('contactRequests')
      .selectAll()
      .where('trackingToken', '=', res.json().trackingToken)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ notifyBySms: false, smsPhone: null });
    expect(await t.app.db.selectFrom('smsMessages').selectAll().execute()).toEqual([]);
  });
});
