import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serviceContext } from '../src/domains/service-context.js';
import { engines } from './fresh-database.js';
import { buildTestApp, type TestApp } from './helper.js';
import { startMailbox, type Mailbox } from './mailbox.js';

/** A landing-form request as the repository stores it. */
const request = (email: string) => ({
  userId: null,
  firstName: 'Rosa',
  lastName: 'Diaz',
  email,
  phone: '(305) 555-0100',
  serviceInterest: 'Errands',
  message: 'Groceries on Tuesdays, please.',
  preferredDate: null,
  preferredTime: null,
  location: null,
  serviceTypeId: null,
  newsletter: false,
  notifyByEmail: true,
  notifyBySms: false,
  consentGiven: true,
  language: 'en' as const,
});

// A write and its e-mails are stored together or not at all, and the e-mails leave after the commit
// (domains/service-context.ts `inTransaction`), delivered by their jobs (docs/jobs.md).
describe.each(engines)('writes with their e-mails on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await buildTestApp(engine, { smtpUrl: mailbox.url });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });
  afterEach(() => {
    mailbox.received.length = 0;
  });

  const rowsTo = async (email: string) => ({
    requests: await t.app.db
      .selectFrom('contactRequests')
      .select('id')
      .where('email', '=', email)
      .orderBy('id')
      .execute(),
    outbox: await t.app.db
      .selectFrom('emailOutbox')
      .select(['id', 'status', 'error', 'secretsHidden'])
      .where('toAddress', '=', email)
      .orderBy('id')
      .execute(),
  });

  it('stores nothing and sends nothing when the work fails after writing', async () => {
    const ctx = serviceContext(t.app, t.config);
    const failed = ctx.inTransaction(async (tx) => {
      await tx.repos.contactRequests.create(request('undone@example.com'));
      await tx.mailer.send({ to: 'undone@example.com', subject: 'Received', text: 'Thanks', kind: 'test' });
      throw new Error('the office notice could not be written');
    });
    await expect(failed).rejects.toThrow('the office notice could not be written');
    await t.app.mailer.flush();
    expect(await rowsTo('undone@example.com')).toEqual({ requests: [], outbox: [] });
    expect(mailbox.received).toEqual([]);
  });

  it('stores the request with its e-mail, and sends the e-mail only after the commit', async () => {
    const ctx = serviceContext(t.app, t.config);
    let sentBeforeCommit = -1;
    await ctx.inTransaction(async (tx) => {
      await tx.repos.contactRequests.create(request('done@example.com'));
      await tx.mailer.send({ to: 'done@example.com', subject: 'Received', text: 'Thanks', kind: 'test' });
      // Give a delivery every chance to start before the commit: none may.
      await new Promise((resolve) => setTimeout(resolve, 50));
      sentBeforeCommit = mailbox.received.length;
    });
    expect(sentBeforeCommit).toBe(0);
    await t.app.mailer.flush();
    const rows = await rowsTo('done@example.com');
    expect(rows.requests).toHaveLength(1);
    expect(rows.outbox).toMatchObject([{ status: 'sent', secretsHidden: false }]);
    expect((await mailbox.latestTo('done@example.com')).text).toContain('Thanks');
  });
});
