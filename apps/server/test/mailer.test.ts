import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createEmailOutboxRepository, type EmailOutboxRepository } from '../src/mail/email-outbox-repository.js';
import { renderEmail } from '../src/mail/email-templates.js';
import { HIDDEN_SECRET } from '../src/mail/mail-secrets.js';
import { createMailer } from '../src/mail/mailer.js';
import { openEmailText } from '../src/mail/sealed-texts.js';
import { engines } from './fresh-database.js';
import { buildTestApp, type TestApp } from './helper.js';
import { startMailbox, type Mailbox } from './mailbox.js';

/** The decoded body of the MIME part whose headers name `filename`. */
function attachmentBody(raw: string, filename: string): { headers: string; body: string } {
  const parts = raw.split(/\r\n--[^\r\n]+\r\n/);
  const part = parts.find((p) => p.includes(`filename=${filename}`) || p.includes(`filename="${filename}"`));
  if (!part) throw new Error(`no part for ${filename}`);
  const split = part.indexOf('\r\n\r\n');
  const headers = part.slice(0, split);
  const encoded = part.slice(split + 4).replace(/\r\n--[^\r\n]+--\r\n?$/, '');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase() ?? '7bit';
  if (encoding === 'base64') return { headers, body: Buffer.from(encoded, 'base64').toString('utf8') };
  if (encoding === 'quoted-printable') {
    const body = encoded
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return { headers, body };
  }
  return { headers, body: encoded };
}

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Trusted Assistance//Appointments//EN',
  'BEGIN:VEVENT',
  'UID:appointment-42@example.com',
  'DTSTART:20261201T150000Z',
  'DTEND:20261201T160000Z',
  'SUMMARY:Home visit',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** A password-reset message whose link holds `secret`, as the site writes one. */
function resetMessage(to: string, secret: string) {
  return {
    to,
    subject: 'Reset your password',
    text: `Open https://example.com/reset-password?token=${secret} within the hour.`,
    html: `<a href="https://example.com/reset-password?token=${secret}">Reset</a>`,
    kind: 'password-reset',
    secrets: [secret],
  };
}

describe.each(engines)('mailer on %s', (engine) => {
  describe('without SMTP', () => {
    let t: TestApp;
    let outbox: EmailOutboxRepository;

    beforeAll(async () => {
      t = await buildTestApp(engine);
      outbox = createEmailOutboxRepository(t.app.db);
    });

    afterAll(async () => {
      await t?.close();
    });

    it('keeps messages in the outbox, queued for no one, with no delivery job', async () => {
      expect(t.app.mailer.mode).toBe('outbox');
      const id = await t.app.mailer.send({
        to: 'ruth@example.com',
        subject: 'We received your request',
        text: 'Your tracking code is TA-1234.',
        html: '<p>Your tracking code is TA-1234.</p>',
        kind: 'request-confirmation',
        attachments: [{ filename: 'note.txt', contentType: 'text/plain', content: 'hello' }],
      });
      await t.app.mailer.flush();

      const row = await outbox.findById(id);
      expect(row).toMatchObject({
        id,
        to: 'ruth@example.com',
        subject: 'We received your request',
        text: 'Your tracking code is TA-1234.',
        html: '<p>Your tracking code is TA-1234.</p>',
        kind: 'request-confirmation',
        status: 'queued',
        error: null,
        sentAt: null,
        tries: 0,
        jobId: null,
        attachments: [
          { filename: 'note.txt', contentType: 'text/plain', contentBase64: Buffer.from('hello').toString('base64') },
        ],
      });
      expect(new Date(row?.createdAt ?? '').toISOString()).toBe(row?.createdAt);
    });

    it('hides one-time secrets in the outbox and keeps no sealed text, since nobody will receive it', async () => {
      const secret = `Zq9-secret_token_value-${engine}`;
      const id = await t.app.mailer.send(resetMessage('ruth@example.com', secret));

      const row = await outbox.findById(id);
      expect(row?.text).toBe(`Open https://example.com/reset-password?token=${HIDDEN_SECRET} within the hour.`);
      expect(row?.html).toBe(`<a href="https://example.com/reset-password?token=${HIDDEN_SECRET}">Reset</a>`);
      expect(row?.secretsHidden).toBe(true);
      expect(JSON.stringify(row)).not.toContain(secret);
      const sealed = await t.app.db.selectFrom('emailSealedTexts').selectAll().where('outboxId', '=', id).execute();
      expect(sealed).toEqual([]);
    });

    it('tells the log that a kept message with a one-time link reaches no one, without the link', async () => {
      const warnings: { details: object; message: string | undefined }[] = [];
      const mailer = createMailer({
        db: t.app.db,
        queue: t.app.jobs,
        secretBox: t.app.secretBox,
        mode: 'outbox',
        log: { warn: (details, message) => warnings.push({ details, message }) },
      });
      const secret = `Lw4-secret_token_value-${engine}`;
      const id = await mailer.send(resetMessage('walter@example.com', secret));
      await mailer.send({ to: 'walter@example.com', subject: 'Plain', text: 'No link', kind: 'test' });
      expect(warnings).toEqual([
        {
          details: { outboxId: id, kind: 'password-reset' },
          message: 'E-mail with a one-time link or code kept in the outbox with it hidden: set SMTP_URL to deliver it',
        },
      ]);
      expect(JSON.stringify(warnings)).not.toContain(secret);
    });

    it('lists the outbox newest first, with a count and paging', async () => {
      const ids: number[] = [];
      for (const n of [1, 2, 3]) {
        const id = await outbox.insert({ to: `p${n}@example.com`, subject: `Paging ${n}`, text: 't', kind: 'test' });
        if (id === undefined) throw new Error('no outbox row written');
        ids.push(id);
      }
      expect(await outbox.count()).toBeGreaterThanOrEqual(3);

      const firstPage = await outbox.list({ limit: 2, offset: 0 });
      expect(firstPage.map((e) => e.id)).toEqual([ids[2], ids[1]]);
      const secondPage = await outbox.list({ limit: 2, offset: 2 });
      expect(secondPage[0]?.id).toBe(ids[0]);
      expect(secondPage[0]?.attachments).toEqual([]);
      expect(await outbox.findById(-1)).toBeUndefined();
    });
  });

  describe('with an SMTP server', () => {
    let smtp: Mailbox;
    let t: TestApp;
    let outbox: EmailOutboxRepository;

    beforeAll(async () => {
      smtp = await startMailbox();
      t = await buildTestApp(engine, { smtpUrl: smtp.url, mailFrom: 'Trusted Assistance <no-reply@example.com>' });
      outbox = createEmailOutboxRepository(t.app.db);
    });

    afterAll(async () => {
      await t?.close();
      await smtp?.stop();
    });

    it('delivers through the queue and marks the row sent, its attachment intact', async () => {
      expect(t.app.mailer.mode).toBe('smtp');
      const subject = `Your appointment (${engine})`;
      const id = await t.app.mailer.send({
        to: 'ruth@example.com',
        subject,
        text: 'See you on Tuesday.',
        html: '<p>See you on Tuesday.</p>',
        kind: 'appointment-confirmation',
        attachments: [{ filename: 'appointment.ics', contentType: 'text/calendar', content: ICS }],
      });
      await t.app.mailer.flush();

      const messages = smtp.received.filter((m) => m.subject === subject);
      expect(messages).toHaveLength(1);
      const message = messages[0];
      expect(message?.rcptTo).toEqual(['ruth@example.com']);
      expect(message?.raw).toMatch(/^To: ruth@example\.com\r?$/m);
      expect(message?.raw).toMatch(/^From: Trusted Assistance <no-reply@example\.com>\r?$/m);
      // The outbox row's own Message-ID: a repeat shows in a mail program as the same message.
      expect(message?.raw).toMatch(new RegExp(`^Message-ID: <outbox-${id}-\\d+@example\\.com>\\r?$`, 'mi'));
      const ics = attachmentBody(message?.raw ?? '', 'appointment.ics');
      expect(ics.headers).toMatch(/Content-Type: text\/calendar/i);
      expect(ics.body).toBe(ICS);

      const row = await outbox.findById(id);
      expect(row).toMatchObject({ status: 'sent', error: null, tries: 1 });
      expect(row?.jobId).toBeTruthy();
      expect(row?.sentAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(row?.attachments.map((a) => a.filename)).toEqual(['appointment.ics']);
      const statuses = await t.app.jobs.statuses('email', [row?.jobId ?? '']);
      expect(statuses.get(row?.jobId ?? '')?.state).toBe('done');
    });

    it('delivers one-time secrets to the recipient only, sealed while queued and dropped once sent', async () => {
      const secret = `Kx7-only-for-ruth-${engine}`;
      const to = `ruth.secret.${engine}@example.com`;
      // Written in a transaction, as a service writes it: the sealed text commits with the row.
      const { id, sealed } = await t.app.db.transaction().execute(async (trx) => {
        const mailer = t.app.mailer.within(trx);
        const written = await mailer.send(resetMessage(to, secret));
        const rows = await trx.selectFrom('emailSealedTexts').selectAll().where('outboxId', '=', written).execute();
        return { id: written, sealed: rows };
      });
      expect(sealed).toHaveLength(1);
      expect(sealed[0]?.sealed).not.toContain(secret);
      expect(sealed[0]?.sealed).not.toContain('reset-password');
      // Only the secrets key opens it, and only as this message.
      const opened = await openEmailText(t.app.db, t.app.secretBox, id);
      expect(opened?.text).toContain(`token=${secret}`);

      t.app.jobs.wake('email');
      await t.app.mailer.flush();

      const delivered = await smtp.latestTo(to);
      expect(delivered.text).toContain(`reset-password?token=${secret}`);
      expect(delivered.html).toContain(`reset-password?token=${secret}`);
      const row = await outbox.findById(id);
      expect(row?.status).toBe('sent');
      expect(JSON.stringify(row)).not.toContain(secret);
      expect(row?.text).toContain(`token=${HIDDEN_SECRET}`);
      const left = await t.app.db.selectFrom('emailSealedTexts').selectAll().where('outboxId', '=', id).execute();
      expect(left).toEqual([]);
    });

    it('delivers a message’s own headers (one-click unsubscribe), kept only in the sealed copy', async () => {
      const to = `reader.${engine}@example.com`;
      const unsubscribe = `https://example.com/api/newsletter/unsubscribe?s=7&t=${'b'.repeat(64)}`;
      const id = await t.app.mailer.send({
        to,
        subject: 'Our November news',
        text: 'Hello',
        kind: 'newsletter',
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      expect(JSON.stringify(await outbox.findById(id))).not.toContain('b'.repeat(64));
      await t.app.mailer.flush();
      const delivered = await smtp.latestTo(to);
      const headers = delivered.raw.slice(0, delivered.raw.indexOf('\r\n\r\n')).replace(/\r\n\s+/g, ' ');
      expect(headers).toContain(`List-Unsubscribe: <${unsubscribe}>`);
      expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect((await outbox.findById(id))?.status).toBe('sent');
    });

    it('writes nothing, row, sealed text or job, when the transaction that sent it rolls back', async () => {
      const to = `rolled.back.${engine}@example.com`;
      await expect(
        t.app.db.transaction().execute(async (trx) => {
          await t.app.mailer.within(trx).send(resetMessage(to, `Rb4-${engine}`));
          throw new Error('the write failed');
        }),
      ).rejects.toThrow('the write failed');
      t.app.jobs.wake('email');
      await t.app.mailer.flush();

      const rows = await t.app.db
        .selectFrom('emailOutbox')
        .select('id')
        .where('toAddress', '=', to)
        .orderBy('id')
        .execute();
      expect(rows).toEqual([]);
      expect(smtp.received.filter((m) => m.rcptTo.includes(to))).toEqual([]);
    });
  });
});

describe('renderEmail', () => {
  it('escapes every interpolated text and keeps a plain-text twin', () => {
    const { html, text } = renderEmail({
      businessName: 'Smith & <Sons>',
      heading: 'Hello <script>alert(1)</script>',
      paragraphs: ['Tom said "hi" & left', "It's <b>fine</b>\nreally"],
      action: { label: 'Open <now>', url: 'https://example.com/track?code=A1&x="y"' },
      footer: 'You asked us to write <here>.',
    });

    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Smith &amp; &lt;Sons&gt;');
    expect(html).toContain('Tom said &quot;hi&quot; &amp; left');
    expect(html).toContain('It&#39;s &lt;b&gt;fine&lt;/b&gt;<br>really');
    expect(html).toContain('Open &lt;now&gt;');
    expect(html).toContain('href="https://example.com/track?code=A1&amp;x=%22y%22"');
    expect(html).toContain('You asked us to write &lt;here&gt;.');
    expect(html).toContain('href="tel:+13525550142"');
    expect(html).toContain('<html lang="en-US">');

    expect(text).toContain('Hello <script>alert(1)</script>');
    expect(text).toContain('Open <now>: https://example.com/track?code=A1&x=%22y%22');
    expect(text).toContain('(352) 555-0142');
    expect(text).toContain('hello@example.com');
  });

  it('refuses links that are not http(s)', () => {
    expect(() =>
      renderEmail({
        businessName: 'TA',
        heading: 'Hi',
        paragraphs: [],
        action: { label: 'Click', url: 'javascript:alert(1)' },
      }),
    ).toThrow(/http/);
  });
});
