import { LATE_CANCELLATION_MESSAGE, newConversationId, REPLY_TIMES } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCEL_IN_GOOD_TIME } from '../client-appointment-emails.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';
import { landingPayload } from '../../../../test/support/contact-requests.js';

/** Monday, June 3, 2030, 10:00 in New York (EDT): inside opening hours, with the week ahead open. */
const NOW = new Date('2030-06-03T14:00:00Z');

const booking = {
  clientName: 'Dorothy Baker',
  clientEmail: 'dorothy@example.com',
  serviceTypeId: '1',
  notes: 'Weekly groceries',
};

const landing = { ...landingPayload, firstName: 'Margaret', lastName: 'Hill', email: 'margaret@example.com' };

/** The e-mails people get: what they say, whom they greet, and when they say it. */
describe.each(engines)('client e-mails on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    // Only Date is faked: timers and I/O run as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    t = await buildTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const outbox = (kind: string) =>
    t.app.db.selectFrom('emailOutbox').selectAll().where('kind', '=', kind).orderBy('id').execute();

  describe('booking confirmation', () => {
    const book = async (appointmentDate: string, startTime: string, endTime: string) => {
      const staff = await createStaff(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/appointments',
        headers: cookieHeader(t, staff.cookie),
        payload: { ...booking, appointmentDate, startTime, endTime },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [mail, ...more] = await outbox('appointment-confirmation');
      expect(more).toEqual([]);
      return mail?.textBody ?? '';
    };

    it('has no late-cancellation sentence for a visit three days ahead', async () => {
      const text = await book('2030-06-06', '10:00', '12:00');
      expect(text).toContain('Thursday, June 6, 2030, 10:00 AM to 12:00 PM');
      expect(text).not.toContain(LATE_CANCELLATION_MESSAGE);
      expect(text).not.toContain('50%');
      expect(text).toContain(CANCEL_IN_GOOD_TIME);
    });

    it('states the late-cancellation fee for a visit 3 hours ahead', async () => {
      const text = await book('2030-06-03', '13:00', '15:00');
      expect(text).toContain(LATE_CANCELLATION_MESSAGE);
      expect(text).not.toContain(CANCEL_IN_GOOD_TIME);
    });

    it('greets the client by first name', async () => {
      const text = await book('2030-06-06', '10:00', '12:00');
      expect(text).toContain('Hello Dorothy,');
      expect(text).not.toContain('Dorothy Baker,');
    });
  });

  describe('request confirmation', () => {
    const submit = async (payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
      expect(res.statusCode, res.body).toBe(201);
      const mails = await outbox('contact-confirmation');
      return mails.at(-1);
    };

    it('promises a quote in 24 to 48 hours, as the landing request form does, and greets by first name', async () => {
      const mail = await submit({
        ...landing,
        serviceInterest: 'Meal Prep & Cooking',
        message: 'Service category: Meal Prep & Cooking\nSpecific service: Weekly dinners\n\nDetails:\nLow salt.',
      });
      expect(REPLY_TIMES.quote).toBe('within 24 to 48 hours');
      expect(mail?.subject).toMatch(/^We received your quote request \(TA-/);
      expect(mail?.textBody).toContain('Hello Margaret,');
      expect(mail?.textBody).toContain('We will contact you within 24 to 48 hours.');
      expect(mail?.textBody).not.toContain('within 24 hours');
    });

    it('promises a reply within 24 hours for a message and for the appointment page', async () => {
      const message = await submit(landing);
      expect(message?.subject).toMatch(/^We received your request \(TA-/);
      expect(message?.textBody).toContain('We will contact you within 24 hours.');

      const appointment = await submit({
        name: 'Walter Green Jr.',
        email: 'walter@example.com',
        phone: '352-555-0123',
        serviceTypeId: 4,
        message: 'Please assemble a bookcase and a desk in the study.',
      });
      expect(appointment?.textBody).toContain('Hello Walter,');
      expect(appointment?.textBody).toContain('We will contact you within 24 hours.');
    });
  });

  describe('chat notice to staff', () => {
    const notices = () => outbox('chat-staff-notice');

    it('names the visitor in the subject and greets the staff member by first name', async () => {
      // The office hears of a waiting chat: every active admin while OFFICE_EMAIL is unset.
      await createStaff(t, 'admin');
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { conversationId: newConversationId(), message: 'Can you help?', senderName: 'Margaret Hill' },
      });
      expect(sent.statusCode).toBe(201);
      const [notice] = await notices();
      expect(notice?.subject).toBe('New chat message from Margaret Hill');
      expect(notice?.textBody).toContain('Hello Sam,');
    });

    it('says "a visitor" when no name is known', async () => {
      await createStaff(t, 'admin');
      await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { conversationId: newConversationId(), message: 'Hello, anyone there?' },
      });
      const [notice] = await notices();
      expect(notice?.subject).toBe('New chat message from a visitor');
    });
  });
});
