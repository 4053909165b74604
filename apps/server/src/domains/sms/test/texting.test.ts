import { addDaysToDate, businessToday, clientVisitReportPath } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { jobContextOf, jobsDueNow } from '../../../../test/support/jobs.js';
import { startTextsApp, turnTextsOn, type TextsApp } from '../../../../test/support/texts.js';
import { sentInvoice } from '../../../../test/support/card-payments.js';
import { sendDueReminders } from '../../appointments/appointment-reminders.js';
import { emailInvoice } from '../../invoices/invoice-emails.js';
import { deliverVisitReport } from '../../home-watch/visit-report-delivery.js';
import { houseWithVisit } from '../../../../test/support/home-watch.js';
import type { JobContext } from '../../service-context.js';
import { smsDeliveryKind, textAboutClient } from '../texting.js';

type Caller = Awaited<ReturnType<typeof registerClient>>;

let phoneNumber = 3525550300;
/** A number of its own for each account: the fake keeps every text, by number. */
const newPhone = () => `+1${(phoneNumber += 1)}`;

/** Texts leaving through the job queue (docs/sms.md): consent, kinds, quiet hours, retries, refusals. */
describe.each(engines)('sending texts on %s', (engine) => {
  let app: TextsApp;
  let t: TestApp;
  let ctx: JobContext;
  let staff: Awaited<ReturnType<typeof createStaff>>;

  beforeAll(async () => {
    // 11 am in New York today (only Date is faked): texts written now are not held for the morning.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${businessToday()}T16:00:00Z`) });
    app = await startTextsApp(engine);
    t = app.t;
    ctx = jobContextOf(t.app);
    staff = await createStaff(t, 'staff');
    await t.app.db.updateTable('users').set({ firstName: 'Maria' }).where('id', '=', staff.user.id).execute();
  });
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  const as = (caller: { cookie: string }) => cookieHeader(t, caller.cookie);

  const optIn = (client: Caller, kinds: string[], phone = newPhone(), language: 'en' | 'es' = 'en') =>
    turnTextsOn(t, client, { kinds, phone, language });

  async function visitToday(client: Caller, firstName = 'Ruth') {
    return t.app.repos.appointments.create({
      clientId: client.user.id,
      clientName: `${firstName} Moss`,
      clientEmail: client.body.email,
      serviceTypeId: 1,
      staffId: staff.user.id,
      appointmentDate: businessToday(),
      startTime: '23:00',
      endTime: '23:30',
      status: 'confirmed',
      notes: 'Door code 44A1',
      location: '12 Palm Way',
    });
  }

  const tap = (id: number, step: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/appointments/${id}/progress`,
      headers: as(staff),
      payload: { step },
    });

  const messagesOf = (userId: number) =>
    t.app.db.selectFrom('smsMessages').selectAll().where('userId', '=', userId).orderBy('id').execute();

  it('texts "on my way" with the staff member’s first name to a client who chose it, never the notes or the place', async () => {
    const client = await registerClient(t, { firstName: 'Ruth', lastName: 'Moss' });
    const phone = await optIn(client, ['visit_steps']);
    const visit = await visitToday(client);
    expect((await tap(visit.id, 'on_my_way')).statusCode).toBe(200);
    await t.app.mailer.flush();
    const [text] = app.twilio.textsTo(phone);
    // The visit code she checks at the door is the one on her page and in the e-mail.
    const { visitCode } = (await t.app.repos.appointments.findById(visit.id))!;
    expect(visitCode).toMatch(/^\d{4}$/);
    expect(text?.body).toMatch(
      new RegExp(
        `^Trusted Assistance: Maria is on the way for your .*visit, about 11:00 PM\\. Visit code ${visitCode}\\. Not Maria or not that code\\? Call`,
      ),
    );
    const mine = await t.app.inject({ method: 'GET', url: '/api/appointments', headers: as(client) });
    expect(JSON.stringify(mine.json())).toContain(`"visitCode":"${visitCode}"`);
    const [mail] = await t.app.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('toAddress', '=', client.body.email)
      .where('kind', '=', 'visit-step-on-my-way')
      .orderBy('id')
      .execute();
    expect(mail?.textBody).toContain(
      `Visit code: ${visitCode}. Maria will say it at your door. If the person or the code does not match, do not open the door: call us at`,
    );
    expect(text?.body).not.toMatch(/44A1|Palm|Moss/);
    expect(text?.statusCallback).toBe(`${app.address}/api/sms/status`);
    const [row] = await messagesOf(client.user.id);
    expect(row).toMatchObject({ status: 'sent', twilioSid: text?.sid, kind: 'visit_steps', segments: 1, tries: 1 });
    // The second tap of the same step sends nothing more.
    await tap(visit.id, 'on_my_way');
    await t.app.mailer.flush();
    expect(app.twilio.textsTo(phone)).toHaveLength(1);
  });

  it('texts nothing without consent, for a kind not chosen, or after texts were stopped', async () => {
    const silent = await registerClient(t, { firstName: 'Ann', lastName: 'Lee' });
    await tap((await visitToday(silent)).id, 'on_my_way');
    const other = await registerClient(t, { firstName: 'Bea', lastName: 'Lee' });
    const phone = await optIn(other, ['reminder']);
    await tap((await visitToday(other)).id, 'on_my_way');
    const stopped = await registerClient(t, { firstName: 'Cy', lastName: 'Lee' });
    const stoppedPhone = await optIn(stopped, ['visit_steps']);
    await t.app.inject({ method: 'DELETE', url: '/api/user/texts', headers: as(stopped) });
    await tap((await visitToday(stopped)).id, 'on_my_way');
    await t.app.mailer.flush();
    expect(app.twilio.textsTo(phone)).toEqual([]);
    expect(app.twilio.textsTo(stoppedPhone)).toEqual([]);
    for (const who of [silent, other, stopped]) expect(await messagesOf(who.user.id)).toEqual([]);
  });

  it('holds a text written at night until 8 am on the client’s clock; one whose consent ends meanwhile is not sent', async () => {
    const client = await registerClient(t, { firstName: 'Dee', lastName: 'Ray' });
    const phone = await optIn(client, ['changes']);
    // 10:30 pm in New York (EST) on a winter night; and 8 am the next day is 13:00 UTC.
    const night = new Date('2099-01-14T03:30:00Z');
    const about = {
      clientId: client.user.id,
      kind: 'changes' as const,
      write: () => ({ body: 'Trusted Assistance: moved.' }),
    };
    expect(await textAboutClient(ctx, { ...about, event: 'night-1' }, night)).toBe(1);
    await t.app.mailer.flush();
    const [held] = await messagesOf(client.user.id);
    expect(held).toMatchObject({
      status: 'queued',
      sendAfter: expect.stringMatching(/^2099-01-14T13:00:00(\.000)?Z$/),
    });
    expect(app.twilio.textsTo(phone)).toEqual([]);

    // A sign-in code asked for now goes at once, whatever the hour.
    const code = { ...about, event: 'code-1', now: true };
    await textAboutClient(ctx, code, night);
    await t.app.mailer.flush();
    expect(app.twilio.textsTo(phone)).toHaveLength(1);

    // The client stops texts before the morning: the held text is not sent.
    await t.app.inject({ method: 'DELETE', url: '/api/user/texts', headers: as(client) });
    await jobsDueNow(t.app, 'sms');
    expect(app.twilio.textsTo(phone)).toHaveLength(1);
    expect((await messagesOf(client.user.id))[0]).toMatchObject({ status: 'failed', errorCode: 'consent_ended' });
  });

  it('tries again while Twilio is down, and never texts twice when a try went through unheard', async () => {
    const client = await registerClient(t, { firstName: 'Eve', lastName: 'Park' });
    const phone = await optIn(client, ['changes']);
    app.twilio.failNext(503, 1);
    const about = {
      clientId: client.user.id,
      kind: 'changes' as const,
      write: () => ({ body: 'Trusted Assistance: retry.' }),
    };
    await textAboutClient(ctx, { ...about, event: 'retry-1' });
    await t.app.mailer.flush();
    const [waiting] = await messagesOf(client.user.id);
    expect(waiting).toMatchObject({ status: 'queued', tries: 1 });
    expect(waiting?.errorText).toBeTruthy();
    await jobsDueNow(t.app, 'sms');
    expect(app.twilio.textsTo(phone)).toHaveLength(1);
    expect((await messagesOf(client.user.id))[0]).toMatchObject({ status: 'sent', tries: 2 });

    // A worker that died after Twilio took the text, before it was marked: the next run finds it sent.
    await t.app.db
      .updateTable('smsMessages')
      .set({ status: 'queued', twilioSid: null })
      .where('userId', '=', client.user.id)
      .execute();
    const job = smsDeliveryKind(ctx, 'http://localhost:3000/api/sms/status');
    await job.run({ id: 'again', payload: { messageId: waiting!.id }, retryCount: 2, retryLimit: 7 });
    expect(app.twilio.textsTo(phone)).toHaveLength(1);
    expect((await messagesOf(client.user.id))[0]).toMatchObject({
      status: 'sent',
      twilioSid: app.twilio.textsTo(phone)[0]?.sid,
    });
  });

  it('ends a text Twilio refuses for good (a landline) as failed, with its code, without trying again', async () => {
    const client = await registerClient(t, { firstName: 'Fay', lastName: 'Hunt' });
    await optIn(client, ['changes'], '+15005550009');
    const about = {
      clientId: client.user.id,
      kind: 'changes' as const,
      write: () => ({ body: 'Trusted Assistance: hi.' }),
    };
    await textAboutClient(ctx, { ...about, event: 'landline-1' });
    await t.app.mailer.flush();
    expect((await messagesOf(client.user.id))[0]).toMatchObject({ status: 'failed', errorCode: '21614', tries: 1 });
  });

  it('texts the reminder to the client and, in her own words and language, to a trusted contact who chose it; a shared number once', async () => {
    const client = await registerClient(t, { firstName: 'Gail', lastName: 'Ward' });
    const phone = await optIn(client, ['reminder']);
    const daughter = await registerClient(t, { firstName: 'Lucia', lastName: 'Ward' });
    const daughterPhone = await optIn(daughter, ['reminder'], newPhone(), 'es');
    const husband = await registerClient(t, { firstName: 'Hal', lastName: 'Ward' });
    await optIn(husband, ['reminder'], phone);
    for (const [contact, rights] of [
      [daughter, 'appointments'],
      [husband, 'appointments'],
    ] as const) {
      await t.app.db
        .insertInto('trustedContacts')
        .values({
          clientId: client.user.id,
          contactUserId: contact.user.id,
          name: contact.body.firstName,
          email: contact.body.email,
          rights,
          status: 'active',
          smsKinds: 'reminder',
        })
        .execute();
    }
    const tomorrow = addDaysToDate(businessToday(), 1);
    await t.app.repos.appointments.create({
      clientId: client.user.id,
      clientName: 'Gail Ward',
      clientEmail: client.body.email,
      serviceTypeId: 1,
      staffId: staff.user.id,
      appointmentDate: tomorrow,
      startTime: '00:30',
      endTime: '01:00',
      status: 'confirmed',
    });
    // Just before midnight tonight: tomorrow's 12:30 am visit is inside the 24 hours.
    await sendDueReminders(ctx, new Date(`${tomorrow}T04:00:00Z`));
    await jobsDueNow(t.app, 'sms');
    const [toClient, ...more] = app.twilio.textsTo(phone);
    expect(more).toEqual([]);
    expect(toClient?.body).toMatch(/^Trusted Assistance: a reminder of your .* on .* at 12:30 AM\. To change it, call/);
    const [toDaughter] = app.twilio.textsTo(daughterPhone);
    expect(toDaughter?.body).toMatch(/^Trusted Assistance: le recordamos la .* de Gail el /);
  });

  it('texts a sign-in code asked for, at once; the office reads the text with the code hidden, and nothing is kept sealed', async () => {
    const client = await registerClient(t, { firstName: 'Iris', lastName: 'Gray' });
    const phone = await optIn(client, ['sign_in_code']);
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/email',
      payload: { email: client.body.email },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    await t.app.mailer.flush();
    const [text] = app.twilio.textsTo(phone);
    const code = /code is (\d{6})\./.exec(text?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await messagesOf(client.user.id);
    expect(row?.body).not.toContain(code);
    expect(row?.body).toContain('••••••');
    expect(row).toMatchObject({ status: 'sent', bodySealed: null });
    // The code from the text signs in.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/code',
      payload: { email: client.body.email, code },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('texts an invoice due with its amount, day and link, to the client only', async () => {
    const client = await registerClient(t, { firstName: 'Jo', lastName: 'Nash' });
    const phone = await optIn(client, ['invoice_due']);
    const invoiceId = await sentInvoice(t, { id: client.user.id, name: 'Jo Nash', email: client.body.email }, 18_000);
    await emailInvoice(ctx, invoiceId, 'invoice-email:test-1');
    await emailInvoice(ctx, invoiceId, 'invoice-email:test-1');
    await t.app.mailer.flush();
    const texts = app.twilio.textsTo(phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toMatch(
      new RegExp(
        `^Trusted Assistance: invoice INV-\\d+ for \\$180\\.00 is due .*December 4.*\\. Pay or see it: http://localhost:3000/invoices/${invoiceId}$`,
      ),
    );
  });

  it('texts the owner who chose visit texts that the home check is done, with the report’s link', async () => {
    const { owner, visitId } = await houseWithVisit(t);
    const phone = await optIn(owner, ['visit_steps']);
    await t.app.db
      .updateTable('propertyVisits')
      .set({
        startedAt: new Date().toISOString(),
        finishedAt: new Date().toISOString(),
        result: 'all-clear',
        summary: 'All well.',
      })
      .where('id', '=', visitId)
      .execute();
    await deliverVisitReport(ctx, visitId);
    await deliverVisitReport(ctx, visitId);
    await t.app.mailer.flush();
    const texts = app.twilio.textsTo(phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toBe(
      `Trusted Assistance: the home check of your house is done. Read the report: http://localhost:3000${clientVisitReportPath(visitId)}`,
    );
  });
});
