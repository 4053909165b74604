import { landingRequestSubmissionSchema, newConversationId } from '@ta/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../../config.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import {
  appointmentPayload,
  landingPayload,
  portalPayload,
  landingRequestForm,
} from '../../../../test/support/contact-requests.js';
import { updateAccount } from '../../../../test/support/accounts.js';

/**
 * Staff hear about new work: a new request from any form, a client's cancellation and
 * a chat left waiting reach the office (OFFICE_EMAIL, by default every active admin) and the
 * person assigned, one copy each, by one rule (domains/office/staff-recipients.ts).
 */
const landing = landingPayload;
const landingRequest = landingRequestSubmissionSchema.parse(landingRequestForm);
const appointmentPage = appointmentPayload;
const portal = portalPayload;

describe.each(engines)('the office hears about new work on %s', (engine) => {
  let t: TestApp;
  afterEach(() => t.close());

  const outbox = () => t.app.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute();
  const ofKind = async (kind: string) => (await outbox()).filter((m) => m.kind === kind);
  const named = async (role: 'staff' | 'admin', firstName: string, active = true) => {
    const account = await createStaff(t, role);
    await updateAccount(t, account.user.id, { firstName, lastName: 'Grant', active });
    return account;
  };

  it('e-mails every active admin once about a request from each form, with its page and message', async () => {
    t = await buildTestApp(engine);
    const olivia = await named('admin', 'Olivia');
    const pat = await named('admin', 'Pat');
    await named('admin', 'Gone', false);
    await named('staff', 'Sam');
    const client = await registerClient(t);

    const sent = [];
    for (const [payload, cookie] of [
      [landing, undefined],
      [landingRequest, undefined],
      [appointmentPage, undefined],
      [portal, client.cookie],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload,
        headers: cookie ? cookieHeader(t, cookie) : {},
      });
      expect(res.statusCode).toBe(201);
      sent.push(res.json() as { id: number; trackingToken: string });
    }

    const notices = await ofKind('staff-new-request');
    expect(notices.map((n) => n.toAddress)).toEqual(sent.flatMap(() => [olivia.user.email, pat.user.email]));
    const [first, second, landingRequestNotice] = notices;
    expect(first?.subject).toBe('New request: Home & Tech Support from Dorothy Baker');
    expect(first?.textBody).toContain('Hello Olivia,');
    expect(second?.textBody).toContain('Hello Pat,');
    expect(first?.textBody).toContain(landing.message);
    expect(first?.textBody).toContain(`http://localhost:3000/admin/contacts/${sent[0]?.id}`);
    // No secrets: the tracking code opens the public tracking page, so it stays out.
    for (const notice of notices) {
      expect(notice.textBody).not.toMatch(/TA-[A-Z0-9]{4}-[A-Z0-9]{4}/);
      expect(notice.htmlBody).not.toMatch(/TA-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    }
    expect(landingRequestNotice?.textBody).toContain(
      'What: Meal Prep & Cooking (Weekly dinners for two), for Ada Brooks',
    );
    expect(landingRequestNotice?.textBody).toContain('When: Tuesday, December 1, 2099 (the day they asked for)');
    expect(landingRequestNotice?.textBody).toContain('Where: 8 Orange Grove Ln, Dade City');
    expect(notices[4]?.textBody).toContain('When: Thursday, December 3, 2099 at 10:30 AM');
  });

  it('writes to the OFFICE_EMAIL addresses instead, each once, greeting a mailbox without a name', async () => {
    t = await buildTestApp(engine, { officeEmails: ['office@example.com', 'owner@example.com'] });
    await named('admin', 'Olivia');
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: landing })).statusCode).toBe(201);
    const notices = await ofKind('staff-new-request');
    expect(notices.map((n) => n.toAddress)).toEqual(['office@example.com', 'owner@example.com']);
    expect(notices[0]?.textBody).toContain('Hello,\n');
  });

  it('tells the office and the staff member attending when a client cancels, one copy each', async () => {
    t = await buildTestApp(engine);
    const olivia = await named('admin', 'Olivia');
    const sam = await named('staff', 'Sam');
    const client = await registerClient(t);
    const book = (staffId: number) =>
      t.app.repos.appointments.create({
        clientId: client.user.id,
        clientName: 'Dorothy Baker',
        clientEmail: client.body.email,
        serviceTypeId: 1,
        staffId,
        appointmentDate: '2099-07-15',
        startTime: '10:00',
        endTime: '13:00',
        location: '12 Palm Way, Dade City',
        notes: 'Door code 4321',
      });
    const cancel = (id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/appointments/${id}`, headers: cookieHeader(t, client.cookie) });

    const withSam = await book(sam.user.id);
    expect((await cancel(withSam.id)).statusCode).toBe(200);
    let notices = await ofKind('staff-client-cancelled');
    expect(notices.map((n) => n.toAddress)).toEqual([sam.user.email, olivia.user.email]);
    expect(notices[0]?.subject).toBe(
      'Cancelled by the client: Home Assistance for Dorothy Baker, Wednesday, July 15, 2099, 10:00 AM to 1:00 PM',
    );
    expect(notices[0]?.textBody).toContain('Hello Sam,');
    expect(notices[0]?.textBody).toContain(`http://localhost:3000/admin/appointments/${withSam.id}`);
    expect(notices[0]?.textBody).not.toContain('4321');

    // Cancelling again tells nobody again; an admin attending gets one copy, not two.
    expect((await cancel(withSam.id)).statusCode).toBe(200);
    const withOlivia = await book(olivia.user.id);
    expect((await cancel(withOlivia.id)).statusCode).toBe(200);
    notices = await ofKind('staff-client-cancelled');
    expect(notices.map((n) => n.toAddress)).toEqual([sam.user.email, olivia.user.email, olivia.user.email]);
  });

  it('sends the "waiting in the chat" e-mail to the office, not to every staff member', async () => {
    t = await buildTestApp(engine);
    const olivia = await named('admin', 'Olivia');
    await named('staff', 'Sam');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { conversationId: newConversationId(), message: 'Is anyone there?', senderName: 'Ruth Ames' },
    });
    expect(res.statusCode).toBe(201);
    const notices = await ofKind('chat-staff-notice');
    expect(notices.map((n) => n.toAddress)).toEqual([olivia.user.email]);
    expect(notices[0]?.textBody).toContain('Hello Olivia,');
  });
});

describe('OFFICE_EMAIL', () => {
  const load = (value?: string): AppConfig =>
    loadConfig({ NODE_ENV: 'test', ...(value === undefined ? {} : { OFFICE_EMAIL: value }) });

  it('is a list of addresses, empty (every active admin) when unset', () => {
    expect(load().officeEmails).toEqual([]);
    expect(load(' Office@Example.com , owner@example.com,').officeEmails).toEqual([
      'office@example.com',
      'owner@example.com',
    ]);
  });

  it('stops the server with a message naming it when an address is not one', () => {
    expect(() => load('office@example.com, not-an-address')).toThrow(/OFFICE_EMAIL/);
  });
});
