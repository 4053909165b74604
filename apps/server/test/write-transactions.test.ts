import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmailOutboxRepository } from '../src/mail/email-outbox-repository.js';
import { serviceContext } from '../src/domains/service-context.js';
import {
  LEFT_QUEUED_AFTER_MS,
  RECOVER_WITHIN_MS,
  RECOVERY_FAILURES,
  recoverLeftQueued,
} from '../src/mail/outbox-recovery.js';
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
// (lib/service-context.ts `inTransaction`); messages a stopped server left queued are sent again once
// (mail/outbox-recovery.ts). docs/email.md, "When the server stops mid-delivery".
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
    requests: await t.app.db.selectFrom('contactRequests').select('id').where('email', '=', email).execute(),
    outbox: await t.app.db
      .selectFrom('emailOutbox')
      .select(['id', 'status', 'error', 'secretsHidden'])
      .where('toAddress', '=', email)
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

  it('sends again, once, what a stopped server left queued; gives up on a hidden secret or a second stop', async () => {
    const outbox = createEmailOutboxRepository(t.app.db);
    // As a server leaves them when it stops between the commit and the delivery.
    const left = await outbox.insert({
      to: 'left@example.com',
      subject: 'Your code is 4821',
      text: 'Tracking',
      kind: 'test',
    });
    const secret = await outbox.insert({
      to: 'secret@example.com',
      subject: 'Sign in',
      text: 'Your code: [hidden]',
      kind: 'sign-in-code',
      secretsHidden: true,
    });
    const fresh = await outbox.insert({ to: 'fresh@example.com', subject: 'Just now', text: 'Hi', kind: 'test' });
    const now = new Date();
    const old = new Date(now.getTime() - LEFT_QUEUED_AFTER_MS - 60_000).toISOString();
    await t.app.db.updateTable('emailOutbox').set({ createdAt: old }).where('id', 'in', [left, secret]).execute();

    const ctx = { outbox, mailer: t.app.mailer };
    expect(await recoverLeftQueued(ctx, now)).toEqual([left]);
    await t.app.mailer.flush();
    expect((await mailbox.latestTo('left@example.com')).subject).toBe('Your code is 4821');
    const status = async (id: number) =>
      t.app.db.selectFrom('emailOutbox').select(['status', 'error']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(await status(left)).toEqual({ status: 'sent', error: null });
    expect(await status(secret)).toEqual({ status: 'failed', error: RECOVERY_FAILURES.secretHidden });
    // Written within the last minutes: its own delivery may still be under way.
    expect(await status(fresh)).toMatchObject({ status: 'queued' });
    expect(mailbox.received.map((m) => m.rcptTo).flat()).toEqual(['left@example.com']);

    // A message the pass took, still queued at the next pass: the server stopped again while sending it.
    const twice = await outbox.insert({ to: 'twice@example.com', subject: 'Again', text: 'Hi', kind: 'test' });
    await t.app.db
      .updateTable('emailOutbox')
      .set({ createdAt: old, attemptedAt: old })
      .where('id', '=', twice)
      .execute();
    expect(await recoverLeftQueued(ctx, now)).toEqual([]);
    expect(await status(twice)).toEqual({ status: 'failed', error: RECOVERY_FAILURES.cutShortTwice });
    expect(await outbox.takeForRetry(left, now.toISOString())).toBe(false);
  });

  it('never sends the backlog of a server that ran without SMTP: only messages of the last day are sent again', async () => {
    const outbox = createEmailOutboxRepository(t.app.db);
    const now = new Date();
    const stale = await outbox.insert({ to: 'stale@example.com', subject: 'Last month', text: 'Hi', kind: 'test' });
    const recent = await outbox.insert({ to: 'recent@example.com', subject: 'This morning', text: 'Hi', kind: 'test' });
    const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
    await t.app.db
      .updateTable('emailOutbox')
      .set({ createdAt: at(RECOVER_WITHIN_MS + 60_000) })
      .where('id', '=', stale)
      .execute();
    await t.app.db
      .updateTable('emailOutbox')
      .set({ createdAt: at(RECOVER_WITHIN_MS - 60_000) })
      .where('id', '=', recent)
      .execute();

    expect(await recoverLeftQueued({ outbox, mailer: t.app.mailer }, now)).toEqual([recent]);
    await t.app.mailer.flush();
    const stays = await t.app.db
      .selectFrom('emailOutbox')
      .select(['status', 'attemptedAt'])
      .where('id', '=', stale)
      .executeTakeFirstOrThrow();
    expect(stays).toEqual({ status: 'queued', attemptedAt: null });
    expect(mailbox.received.map((m) => m.rcptTo).flat()).not.toContain('stale@example.com');
  });
});
