import net from 'node:net';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createEmailOutboxRepository, type EmailOutboxRepository } from '../src/mail/email-outbox-repository.js';
import { renderEmail } from '../src/mail/email-templates.js';
import { HIDDEN_SECRET } from '../src/mail/mail-secrets.js';
import { createMailer, type MailerLogger } from '../src/mail/mailer.js';
import { engines, freshDatabase, type FreshDatabase } from './fresh-database.js';
import { startMailbox } from './mailbox.js';

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  details: object;
  message: string | undefined;
}

function recordingLogger(): MailerLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (details: object, message?: string) => {
    entries.push({ level, details, message });
  };
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

/** A port nothing listens on: bind an ephemeral one, then let it go. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('probe has no port');
  return address.port;
}

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

describe.each(engines)('mailer on %s', (engine) => {
  let database: FreshDatabase;
  let outbox: EmailOutboxRepository;

  beforeAll(async () => {
    database = await freshDatabase(engine);
    outbox = createEmailOutboxRepository(database.handle.db);
  });

  afterAll(async () => {
    await database?.cleanup();
  });

  it('keeps messages queued in the outbox without SMTP', async () => {
    const logger = recordingLogger();
    const mailer = createMailer({ outbox, from: 'Trusted Assistance <no-reply@example.com>', logger });
    expect(mailer.mode).toBe('outbox');

    const id = await mailer.send({
      to: 'ruth@example.com',
      subject: 'We received your request',
      text: 'Your tracking code is TA-1234.',
      html: '<p>Your tracking code is TA-1234.</p>',
      kind: 'request-confirmation',
      attachments: [{ filename: 'note.txt', contentType: 'text/plain', content: 'hello' }],
    });
    await mailer.close();

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
      attachments: [
        { filename: 'note.txt', contentType: 'text/plain', contentBase64: Buffer.from('hello').toString('base64') },
      ],
    });
    expect(new Date(row?.createdAt ?? '').toISOString()).toBe(row?.createdAt);
  });

  it('hides one-time secrets in the outbox, and says that without SMTP nobody receives them', async () => {
    const logger = recordingLogger();
    const mailer = createMailer({ outbox, from: 'no-reply@example.com', logger });
    const secret = 'Zq9-secret_token_value';
    const id = await mailer.send({
      to: 'ruth@example.com',
      subject: 'Reset your password',
      text: `Open https://example.com/reset-password?token=${secret} within the hour.`,
      html: `<a href="https://example.com/reset-password?token=${secret}">Reset</a>`,
      kind: 'password-reset',
      secrets: [secret],
    });
    await mailer.close();

    const row = await outbox.findById(id);
    expect(row?.text).toBe(`Open https://example.com/reset-password?token=${HIDDEN_SECRET} within the hour.`);
    expect(row?.html).toBe(`<a href="https://example.com/reset-password?token=${HIDDEN_SECRET}">Reset</a>`);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(logger.entries).toEqual([
      expect.objectContaining({ level: 'warn', message: expect.stringMatching(/hidden: set SMTP_URL/) }),
    ]);
  });

  it('lists the outbox newest first, with a count and paging', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      ids.push(await outbox.insert({ to: `p${n}@example.com`, subject: `Paging ${n}`, text: 't', kind: 'test' }));
    }
    const total = await outbox.count();
    expect(total).toBeGreaterThanOrEqual(3);

    const firstPage = await outbox.list({ limit: 2, offset: 0 });
    expect(firstPage.map((e) => e.id)).toEqual([ids[2], ids[1]]);
    const secondPage = await outbox.list({ limit: 2, offset: 2 });
    expect(secondPage[0]?.id).toBe(ids[0]);
    expect(secondPage[0]?.attachments).toEqual([]);
    expect(await outbox.findById(-1)).toBeUndefined();
  });

  describe('with an SMTP server', () => {
    let smtp: Awaited<ReturnType<typeof startMailbox>>;

    beforeAll(async () => {
      smtp = await startMailbox();
    });

    afterAll(async () => {
      await smtp?.stop();
    });

    it('delivers in the background and marks the row sent', async () => {
      const logger = recordingLogger();
      const mailer = createMailer({
        outbox,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Trusted Assistance <no-reply@example.com>',
        logger,
      });
      expect(mailer.mode).toBe('smtp');
      const subject = `Your appointment (${engine})`;

      const id = await mailer.send({
        to: 'ruth@example.com',
        subject,
        text: 'See you on Tuesday.',
        html: '<p>See you on Tuesday.</p>',
        kind: 'appointment-confirmation',
        attachments: [{ filename: 'appointment.ics', contentType: 'text/calendar', content: ICS }],
      });
      await mailer.flush();

      const message = smtp.received.find((m) => m.raw.includes(`Subject: ${subject}`));
      expect(message).toBeDefined();
      expect(message?.rcptTo).toEqual(['ruth@example.com']);
      expect(message?.raw).toMatch(/^To: ruth@example\.com\r?$/m);
      expect(message?.raw).toMatch(/^From: Trusted Assistance <no-reply@example\.com>\r?$/m);
      const ics = attachmentBody(message?.raw ?? '', 'appointment.ics');
      expect(ics.headers).toMatch(/Content-Type: text\/calendar/i);
      expect(ics.body).toBe(ICS);

      const row = await outbox.findById(id);
      expect(row?.status).toBe('sent');
      expect(row?.error).toBeNull();
      expect(row?.sentAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(logger.entries.filter((e) => e.level === 'error')).toEqual([]);
      await mailer.close();
    });

    it('delivers one-time secrets to the recipient only: the outbox row keeps them hidden', async () => {
      const mailer = createMailer({
        outbox,
        smtpUrl: smtp.url,
        from: 'no-reply@example.com',
        logger: recordingLogger(),
      });
      const secret = `Kx7-only-for-ruth-${engine}`;
      const id = await mailer.send({
        to: 'ruth.secret@example.com',
        subject: 'Reset your password',
        text: `Open https://example.com/reset-password?token=${secret}`,
        html: `<p><a href="https://example.com/reset-password?token=${secret}">Reset</a></p>`,
        kind: 'password-reset',
        secrets: [secret],
      });
      await mailer.close();

      const delivered = await smtp.latestTo('ruth.secret@example.com');
      expect(delivered.text).toContain(`reset-password?token=${secret}`);
      expect(delivered.html).toContain(`reset-password?token=${secret}`);
      const row = await outbox.findById(id);
      expect(row?.status).toBe('sent');
      expect(JSON.stringify(row)).not.toContain(secret);
      expect(row?.text).toContain(`token=${HIDDEN_SECRET}`);
    });

    it('records a failure when the server cannot be reached, without throwing', async () => {
      const logger = recordingLogger();
      const mailer = createMailer({
        outbox,
        smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
        from: 'no-reply@example.com',
        logger,
        retryDelayMs: 20,
      });

      const id = await mailer.send({
        to: 'ruth@example.com',
        subject: 'Password reset',
        text: 'Follow the link.',
        kind: 'password-reset',
      });
      expect(typeof id).toBe('number');
      await mailer.flush();

      const row = await outbox.findById(id);
      expect(row?.status).toBe('failed');
      expect(row?.error).toMatch(/ECONNREFUSED/);
      expect(row?.sentAt).toBeNull();
      expect(logger.entries.map((e) => e.level)).toEqual(['warn', 'error']);
      await mailer.close();
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
