import { smsConsentText } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { startTextsApp, type TextsApp } from '../../../../test/support/texts.js';
import { jobContextOf } from '../../../../test/support/jobs.js';
import { textAboutClient } from '../texting.js';

type Caller = Awaited<ReturnType<typeof registerClient>>;

let phoneNumber = 3525550500;
const newPhone = () => `+1${(phoneNumber += 1)}`;

/** What TwiML's <Message> says, or null for an empty <Response/>. */
const replyOf = (xml: string) => /<Message>([^<]*)<\/Message>/.exec(xml)?.[1] ?? null;

/** Twilio's webhooks (docs/sms.md): signed, STOP/START/HELP in both languages, delivery reports. */
describe.each(engines)('Twilio’s webhooks on %s', (engine) => {
  let app: TextsApp;
  let t: TestApp;
  let incoming: string;

  beforeAll(async () => {
    // 11 am in New York (only Date is faked): a text written now goes at once.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T16:00:00Z') });
    app = await startTextsApp(engine);
    t = app.t;
    incoming = `${app.address}/api/sms/incoming`;
  });
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  const as = (caller: { cookie: string }) => cookieHeader(t, caller.cookie);
  const choices = async (caller: Caller) =>
    (await t.app.inject({ method: 'GET', url: '/api/user/texts', headers: as(caller) })).json();

  async function optIn(client: Caller, phone: string) {
    const { consentVersion } = await choices(client);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/texts',
      headers: as(client),
      payload: { phone, kinds: ['changes'], agree: true, consentVersion },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  const textTo = (client: Caller, words: string) =>
    textAboutClient(jobContextOf(t.app), {
      clientId: client.user.id,
      kind: 'changes',
      event: `test-${words}`,
      write: () => ({ body: `Trusted Assistance: ${words}` }),
    });

  it('refuses a post not signed by the account, and changes nothing', async () => {
    const client = await registerClient(t, { firstName: 'Opal', lastName: 'Reed' });
    const phone = newPhone();
    await optIn(client, phone);
    const fields = { From: phone, To: app.twilio.fromNumber, Body: 'STOP', MessageSid: 'SMx' };
    for (const signature of [
      undefined,
      'bm90IGEgc2lnbmF0dXJl',
      app.twilio.sign(`${app.address}/api/sms/other`, fields),
    ]) {
      const res = await fetch(incoming, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(signature ? { 'x-twilio-signature': signature } : {}),
        },
        body: new URLSearchParams(fields).toString(),
      });
      expect(res.status).toBe(403);
    }
    expect((await choices(client)).consent).not.toBeNull();
  });

  it('honours STOP at once for every account on the number, answers in the reply’s language, and texts nothing more', async () => {
    const mother = await registerClient(t, { firstName: 'Pia', lastName: 'Cruz' });
    const husband = await registerClient(t, { firstName: 'Raul', lastName: 'Cruz' });
    const shared = newPhone();
    await optIn(mother, shared);
    await optIn(husband, shared);

    const stop = await app.twilio.receive(incoming, shared, 'Parar.');
    expect(stop.status).toBe(200);
    expect(replyOf(stop.body)).toBe(
      'Trusted Assistance: no recibirá más mensajes nuestros. Responda COMENZAR para recibirlos de nuevo.',
    );
    for (const account of [mother, husband]) {
      expect(await choices(account)).toMatchObject({ consent: null, stoppedByReply: true });
    }
    await textTo(mother, 'after stop');
    await t.app.mailer.flush();
    expect(app.twilio.textsTo(shared).filter((text) => text.direction !== 'inbound')).toEqual([]);

    const start = await app.twilio.receive(incoming, shared, 'start');
    expect(replyOf(start.body)).toBe('Trusted Assistance: texts are on again. Reply STOP to end, HELP for help.');
    const again = await choices(mother);
    expect(again.consent.text).toContain(smsConsentText('en'));
    const [record] = await t.app.db
      .selectFrom('smsConsents')
      .selectAll()
      .where('userId', '=', husband.user.id)
      .orderBy('id', 'desc')
      .execute();
    expect(record).toMatchObject({ source: 'start_reply', phone: shared, endedAt: null });
    await textTo(mother, 'after start');
    await t.app.mailer.flush();
    expect(app.twilio.textsTo(shared).filter((text) => text.direction !== 'inbound')).toHaveLength(1);
  });

  it('answers HELP with the business’s phone and e-mail, in Spanish for AYUDA; START from an unknown number starts nothing', async () => {
    const help = await app.twilio.receive(incoming, newPhone(), 'help');
    expect(replyOf(help.body)).toMatch(
      /^Trusted Assistance: texts about your visits and invoices\. Call \(\d{3}\) \d{3}-\d{4} or e-mail .*@.*\. Reply STOP to end\.$/,
    );
    const ayuda = await app.twilio.receive(incoming, newPhone(), '¡Ayuda!');
    expect(replyOf(ayuda.body)).toMatch(/^Trusted Assistance: mensajes sobre sus visitas y facturas\./);
    const stranger = await app.twilio.receive(incoming, newPhone(), 'START');
    expect(replyOf(stranger.body)).toMatch(/no texts were stopped for this number/);
  });

  it('puts a client’s reply in the staff inbox as a text thread, and staff answer it there as a text', async () => {
    const client = await registerClient(t, { firstName: 'Vera', lastName: 'Long' });
    const phone = newPhone();
    await optIn(client, phone);
    const staff = await createStaff(t, 'staff');
    await t.app.db.updateTable('users').set({ firstName: 'Maria' }).where('id', '=', staff.user.id).execute();

    const late = await app.twilio.receive(incoming, phone, 'Running late, can Maria come at 10:30?');
    expect(late.status).toBe(200);
    expect(replyOf(late.body)).toBeNull();
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/chat/conversations', headers: as(staff) });
    const thread = list.json().items.find((c: { visitorPhone: string }) => c.visitorPhone === phone);
    expect(thread).toMatchObject({
      channel: 'sms',
      userId: client.user.id,
      visitorName: 'Vera Long',
      unreadCount: 1,
      lastMessagePreview: 'Running late, can Maria come at 10:30?',
    });

    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/conversations/${thread.id}/messages`,
      headers: as(staff),
      payload: { message: 'Yes, 10:30 is fine.' },
    });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    await t.app.mailer.flush();
    const sent = app.twilio.textsTo(phone).filter((text) => text.direction !== 'inbound');
    expect(sent.map((text) => text.body)).toEqual(['Trusted Assistance (Maria): Yes, 10:30 is fine.']);

    // The thread is given to Maria by an admin: she is told by e-mail; back to the office, nobody is.
    const owner = await createStaff(t, 'admin');
    const given = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/chat/conversations/${thread.id}/assignee`,
      headers: as(owner),
      payload: { assignedToId: staff.user.id },
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().assignedToId).toBe(staff.user.id);
    const told = await t.app.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('toAddress', '=', staff.user.email)
      .where('kind', '=', 'chat-given')
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0]?.textBody).toContain('gave you the conversation with Vera Long, who wrote by text');
    const client2 = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/chat/conversations/${thread.id}/assignee`,
      headers: as(owner),
      payload: { assignedToId: client.user.id },
    });
    expect(client2.statusCode).toBe(400);
    expect(client2.json().code).toBe('chat_assignee_invalid');
    const back = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/chat/conversations/${thread.id}/assignee`,
      headers: as(staff),
      payload: { assignedToId: null },
    });
    expect(back.json().assignedToId).toBeNull();
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/chat/conversations/${thread.id}/assignee`,
          headers: as(client),
          payload: { assignedToId: null },
        })
      ).statusCode,
    ).toBe(403);

    // Her next text lands in the same thread.
    await app.twilio.receive(incoming, phone, 'Thank you!');
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/admin/chat/conversations/${thread.id}`,
      headers: as(staff),
    });
    expect(JSON.stringify(history.json())).toContain('Thank you!');

    // After STOP, an answer in the thread is not texted.
    await app.twilio.receive(incoming, phone, 'STOP');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/conversations/${thread.id}/messages`,
      headers: as(staff),
      payload: { message: 'Noted.' },
    });
    await t.app.mailer.flush();
    expect(app.twilio.textsTo(phone).filter((text) => text.direction !== 'inbound')).toHaveLength(1);
    const [last] = await t.app.db
      .selectFrom('smsMessages')
      .selectAll()
      .where('toPhone', '=', phone)
      .orderBy('id', 'desc')
      .execute();
    expect(last).toMatchObject({ kind: 'staff_reply', status: 'failed', errorCode: 'stopped' });
  });

  it('makes an unknown number’s first text a request with a tracking code, and keeps its next texts in one thread', async () => {
    const phone = newPhone();
    const first = await app.twilio.receive(incoming, phone, 'Do you help with groceries in Dade City?');
    const code = /request code is (TA-[A-Z0-9]{4}-[A-Z0-9]{4})\./.exec(replyOf(first.body) ?? '')?.[1];
    expect(code).toBeTruthy();
    const [request] = await t.app.db
      .selectFrom('contactRequests')
      .selectAll()
      .where('phone', '=', phone)
      .orderBy('id')
      .execute();
    expect(request).toMatchObject({
      trackingToken: code,
      serviceInterest: 'Text message',
      message: 'Do you help with groceries in Dade City?',
      userId: null,
    });
    const second = await app.twilio.receive(incoming, phone, 'On Tuesdays?');
    expect(replyOf(second.body)).toBeNull();
    const requests = await t.app.db.selectFrom('contactRequests').select('id').where('phone', '=', phone).execute();
    expect(requests).toHaveLength(1);
    const threads = await t.app.db
      .selectFrom('chatConversations')
      .selectAll()
      .where('visitorPhone', '=', phone)
      .orderBy('id')
      .execute();
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({ channel: 'sms', messageCount: 2, userId: null });
  });

  it('moves a text on with Twilio’s delivery reports, never back; a failed delivery keeps its code', async () => {
    const client = await registerClient(t, { firstName: 'Sol', lastName: 'Diaz' });
    const phone = newPhone();
    await optIn(client, phone);
    await textTo(client, 'first');
    await textTo(client, 'second');
    await t.app.mailer.flush();
    const [first, second] = app.twilio.textsTo(phone);
    expect(await app.twilio.report(first!.sid, 'delivered')).toBe(200);
    expect(await app.twilio.report(first!.sid, 'sent')).toBe(200);
    expect(await app.twilio.report(second!.sid, 'undelivered', 30003)).toBe(200);
    const rows = await t.app.db
      .selectFrom('smsMessages')
      .selectAll()
      .where('userId', '=', client.user.id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.status, row.errorCode])).toEqual([
      ['delivered', null],
      ['undelivered', '30003'],
    ]);
    // The office reads them on the client's page.
    const admin = await createStaff(t, 'admin');
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/admin/clients/${client.user.id}/texts`,
      headers: as(admin),
    });
    expect(view.json().messages.map((m: { status: string }) => m.status)).toEqual(['undelivered', 'delivered']);
  });
});

describe.each(engines)('Twilio’s webhooks without texts set up on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
  });
  afterAll(() => t.close());

  it('are not there', async () => {
    for (const url of ['/api/sms/incoming', '/api/sms/status']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'From=%2B13525550100&Body=STOP',
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
