import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { createEmailOutboxRepository, type OutboxEmail } from '../../src/mail/email-outbox-repository.js';
import { engines } from '../fresh-database.js';
import { buildTestApp, createStaff, NEW_PASSWORD, type TestApp } from '../helper.js';
import { startMailbox, type Mailbox } from '../mailbox.js';
import { jobsDueNow } from '../support/jobs.js';

/** A busy server's answer: try again later (SMTP 421). */
const BUSY = { code: 421, message: 'Too busy, try again later' };
/** A refusal for good (SMTP 550). */
const NO_SUCH_MAILBOX = { code: 550, message: 'No such mailbox here' };

const triesDueNow = (app: App) => jobsDueNow(app, 'email');

/** After one failed try, makes the next try of every waiting e-mail its last (two tries in all). */
async function nextTryIsLast(app: App): Promise<void> {
  // pg-boss counts a retry when it fetches it, the embedded queue when the try fails: 1 is the next on both.
  if (app.dbEngine === 'postgres') {
    await sql`update job set retry_limit = 1 where name = 'email' and state = 'retry'`.execute(app.db);
  } else {
    await app.db
      .updateTable('queuedJobs')
      .set({ retryLimit: 1 })
      .where('kind', '=', 'email')
      .where('state', '=', 'retry')
      .execute();
  }
}

async function outboxRow(app: App, id: number): Promise<OutboxEmail> {
  const row = await createEmailOutboxRepository(app.db).findById(id);
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

async function sealedTexts(app: App, id: number): Promise<number> {
  const rows = await app.db.selectFrom('emailSealedTexts').select('outboxId').where('outboxId', '=', id).execute();
  return rows.length;
}

/** Messages the mailbox took for `to`. */
const receivedBy = (mailbox: Mailbox, to: string) => mailbox.received.filter((m) => m.rcptTo.includes(to));

/** A message holding a one-time code, run through the queue's first try. */
async function sendCode(app: App, to: string, code: string): Promise<number> {
  const id = await app.mailer.send({
    to,
    subject: 'Your sign-in code',
    text: `Your code is ${code}.`,
    kind: 'sign-in-code',
    secrets: [code],
  });
  await app.mailer.flush();
  return id;
}

const resetToken = (text: string) => decodeURIComponent(/reset-password\?token=([^\s"<>&]+)/.exec(text)?.[1] ?? '');

/**
 * E-mail survives a mail server that is down or refusing. Every message is kept in the queue
 * and tried again with backoff until the server takes it (once each), a 5xx refusal gives up at once,
 * and a message whose last try fails is marked failed, its one-time link dropped.
 */
describe.each(engines)('e-mail through a refusing mail server on %s', (engine) => {
  let mailbox: Mailbox;
  let t: TestApp;

  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterEach(async () => {
    mailbox.refuse(null);
    await t?.close();
  });
  afterAll(async () => {
    await mailbox?.stop();
  });

  it('delivers every message once after the server comes back, and the late reset link still works', async () => {
    t = await buildTestApp(engine, { smtpUrl: mailbox.url });
    const owner = await createStaff(t, 'admin');
    mailbox.refuse(BUSY);

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: owner.user.email },
    });
    expect(asked.statusCode).toBe(200);
    const ids = [];
    for (const n of [1, 2, 3]) {
      ids.push(
        await t.app.mailer.send({
          to: `waiting${n}.${engine}@example.com`,
          subject: `Waiting ${n}`,
          text: `Message ${n}`,
          kind: 'test',
        }),
      );
    }
    const reset = await t.app.db
      .selectFrom('emailOutbox')
      .select('id')
      .where('toAddress', '=', owner.user.email)
      .where('kind', '=', 'password-reset')
      .executeTakeFirstOrThrow();
    ids.push(reset.id);
    await t.app.mailer.flush();

    // Two tries refused: each message waits, counted and with the reason in words.
    for (const tries of [1, 2]) {
      if (tries > 1) await triesDueNow(t.app);
      for (const id of ids) {
        const row = await outboxRow(t.app, id);
        expect(row).toMatchObject({ status: 'queued', tries, sentAt: null });
        expect(row.error).toMatch(/^The mail server asked to try again later \(421 Too busy, try again later\)\.$/);
      }
      const statuses = await t.app.jobs.statuses(
        'email',
        await Promise.all(ids.map(async (id) => (await outboxRow(t.app, id)).jobId ?? '')),
      );
      expect([...statuses.values()].map((s) => s.state)).toEqual(['waiting', 'waiting', 'waiting', 'waiting']);
      for (const status of statuses.values()) expect(Date.parse(status.nextRunAt ?? '')).toBeGreaterThan(Date.now());
      expect(await sealedTexts(t.app, reset.id)).toBe(1);
    }
    const recipients = [owner.user.email, ...[1, 2, 3].map((n) => `waiting${n}.${engine}@example.com`)];
    expect(recipients.flatMap((to) => receivedBy(mailbox, to))).toEqual([]);

    mailbox.refuse(null);
    await triesDueNow(t.app);
    for (const id of ids) expect(await outboxRow(t.app, id)).toMatchObject({ status: 'sent', tries: 3, error: null });
    expect(await sealedTexts(t.app, reset.id)).toBe(0);
    // Nothing is sent again, however often the queue is run.
    await triesDueNow(t.app);
    for (const to of recipients) expect(receivedBy(mailbox, to), to).toHaveLength(1);

    const token = resetToken((await mailbox.latestTo(owner.user.email, 'Reset your')).text);
    expect(token).toBeTruthy();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(confirmed.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: owner.user.username, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('gives up at once when the server refuses the message for good (5xx)', async () => {
    t = await buildTestApp(engine, { smtpUrl: mailbox.url });
    mailbox.refuse(NO_SUCH_MAILBOX);
    const id = await sendCode(t.app, 'nobody@example.com', `Nm3-refused-${engine}`);

    const row = await outboxRow(t.app, id);
    expect(row).toMatchObject({ status: 'failed', tries: 1, sentAt: null });
    expect(row.error).toBe('The mail server refused this message for good (550 No such mailbox here).');
    expect(await sealedTexts(t.app, id)).toBe(0);
    // The job ended: with the server taking mail again, nothing more is tried.
    mailbox.refuse(null);
    await triesDueNow(t.app);
    expect(await outboxRow(t.app, id)).toMatchObject({ status: 'failed', tries: 1 });
    expect(receivedBy(mailbox, 'nobody@example.com')).toEqual([]);
  });

  it('marks a message failed after its last try, in words, its one-time link dropped', async () => {
    t = await buildTestApp(engine, { smtpUrl: mailbox.url });
    mailbox.refuse(BUSY);
    const id = await sendCode(t.app, 'late@example.com', `Dl5-dead-letter-${engine}`);
    expect(await outboxRow(t.app, id)).toMatchObject({ status: 'queued', tries: 1 });
    expect(await sealedTexts(t.app, id)).toBe(1);

    await nextTryIsLast(t.app);
    await triesDueNow(t.app);

    const row = await outboxRow(t.app, id);
    expect(row).toMatchObject({ status: 'failed', tries: 2, sentAt: null });
    expect(row.error).toBe(
      'Gave up after 2 tries. The last: The mail server asked to try again later (421 Too busy, try again later).',
    );
    expect(await sealedTexts(t.app, id)).toBe(0);
    const status = (await t.app.jobs.statuses('email', [row.jobId ?? ''])).get(row.jobId ?? '');
    expect(status?.state).toBe('dead');
    mailbox.refuse(null);
    await triesDueNow(t.app);
    expect(receivedBy(mailbox, 'late@example.com')).toEqual([]);
  });
});
