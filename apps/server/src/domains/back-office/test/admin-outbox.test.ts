import { AUTH_MESSAGES, type OutboxEmailView, type Page } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';

describe.each(engines)('admin outbox on %s', (engine) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    staff = await createStaff(t, 'staff');
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (query: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/outbox${query}`, headers: cookie ? cookieHeader(t, cookie) : {} });
  const page = async (query: string, cookie = staff.cookie) => {
    const res = await get(query, cookie);
    expect(res.statusCode).toBe(200);
    return res.json() as Page<OutboxEmailView>;
  };
  /** Writes straight to the outbox table, as the mailer does, so the test controls the order. */
  const write = async (to: string, subject: string, minutesAgo: number, status: 'queued' | 'sent' = 'sent') => {
    const { id } = await t.app.db
      .insertInto('emailOutbox')
      .values({
        toAddress: to,
        subject,
        textBody: `Hello ${to},\nYour message.`,
        htmlBody: null,
        attachments:
          subject === 'Appointment confirmed'
            ? JSON.stringify([{ filename: 'appointment.ics', contentType: 'text/calendar', content: 'QkVHSU4=' }])
            : null,
        kind: 'test',
        status,
        error: null,
        createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        sentAt: status === 'sent' ? new Date().toISOString() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  it('answers 401 signed out and 403 to clients', async () => {
    const client = await registerClient(t);
    expect((await get('')).statusCode).toBe(401);
    expect((await get('')).json()).toEqual({ code: 'not_signed_in', message: AUTH_MESSAGES.notSignedIn });
    expect((await get('', client.cookie)).statusCode).toBe(403);
    expect((await get('', client.cookie)).json()).toEqual({ code: 'forbidden', message: AUTH_MESSAGES.forbidden });
  });

  it('lets staff and admins read every e-mail, newest first, with the body and attachment names', async () => {
    const admin = await createStaff(t, 'admin');
    const older = await write('ann@example.com', 'Appointment confirmed', 10);
    const newer = await write('bob@example.com', 'We received your request', 5, 'queued');
    for (const cookie of [staff.cookie, admin.cookie]) {
      const body = await page('', cookie);
      expect(body.total).toBeGreaterThanOrEqual(2);
      const ours = body.items.filter((e) => e.id === older || e.id === newer);
      expect(ours.map((e) => e.id)).toEqual([newer, older]);
      expect(ours[1]).toMatchObject({
        to: 'ann@example.com',
        subject: 'Appointment confirmed',
        text: 'Hello ann@example.com,\nYour message.',
        status: 'sent',
        attachments: ['appointment.ics'],
      });
      expect(ours[0]).toMatchObject({ status: 'queued', sentAt: null, attachments: [] });
    }
  });

  it('pages and searches over recipient and subject, case-insensitively', async () => {
    for (let i = 0; i < 5; i += 1) await write(`walter${i}@example.com`, `Reminder ${i}`, 20 - i);
    await write('ruth@example.com', 'Your WALTER invoice', 1);

    const first = await page('?search=walter&pageSize=2');
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 2 });
    expect(first.items.map((e) => e.subject)).toEqual(['Your WALTER invoice', 'Reminder 4']);
    const last = await page('?search=walter&pageSize=2&page=3');
    expect(last.items.map((e) => e.subject)).toEqual(['Reminder 1', 'Reminder 0']);

    expect((await page('?search=reminder%203')).items.map((e) => e.to)).toEqual(['walter3@example.com']);
    expect((await page('?search=nobody')).total).toBe(0);
  });

  it('refuses a page size over the limit', async () => {
    expect((await get('?pageSize=1000', staff.cookie)).statusCode).toBe(400);
  });
});
