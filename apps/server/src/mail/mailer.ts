import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';
import type nodemailer from 'nodemailer';
import type { EmailOutboxRepository, OutboxEmail } from './email-outbox-repository.js';
import { hideSecrets } from './mail-secrets.js';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
  /** Shown inside the HTML body where it says `<img src="cid:…">`, instead of as a file to open. */
  cid?: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for ('request-confirmation', 'password-reset', ...), shown in the back office. */
  kind: string;
  attachments?: EmailAttachment[];
  /**
   * One-time tokens and codes inside the message. They go to the recipient over SMTP, but the outbox
   * (which staff read) keeps the message with each of them hidden, and keeps them nowhere else.
   */
  secrets?: readonly string[];
}

type LogFn = (details: object, message?: string) => void;

/** The part of a pino (or Fastify) logger the mailer uses. */
export interface MailerLogger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export interface MailerOptions {
  outbox: EmailOutboxRepository;
  /** e.g. smtp://user:pass@smtp.example.com:587; without it, messages stay queued in the outbox. */
  smtpUrl?: string | undefined;
  from: string;
  logger: MailerLogger;
  /** Wait before the one retry of a failed delivery. */
  retryDelayMs?: number;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** Writes the message to the outbox and returns its id; SMTP delivery continues in the background. */
  send(message: OutgoingEmail): Promise<number>;
  /**
   * A mailer for one database transaction: its messages are written to the outbox through `outbox` (the
   * transaction's), and leave only when `deliver()` is called after the commit. A rollback leaves nothing
   * to send, and no message leaves before its row is committed.
   */
  within(outbox: EmailOutboxRepository): TransactionMailer;
  /**
   * Delivers a message from its outbox row, which a server that stopped left queued (mail/outbox-recovery.ts):
   * only a row with no hidden secret, since the recipient must get the message as it was written.
   */
  redeliver(email: OutboxEmail): void;
  /** Resolves once every delivery started so far has finished (sent or failed). */
  flush(): Promise<void>;
}

/** The app's one mailer, which owns the SMTP connection: only the app closes it, when it stops. */
export interface AppMailer extends Mailer {
  close(): Promise<void>;
}

/** The mailer of one transaction (Mailer.within). */
export interface TransactionMailer extends Mailer {
  /** Starts the deliveries of the messages sent through it: call once, after the commit. */
  deliver(): void;
}

const MAX_ERROR_LENGTH = 1000;

function errorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.slice(0, MAX_ERROR_LENGTH);
}

/** An SMTP 5xx reply is a permanent refusal: sending the same message again cannot succeed. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

function toBuffer(content: string | Buffer): Buffer {
  return typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
}

export function createMailer(options: MailerOptions): AppMailer {
  const { outbox, from, logger } = options;
  const retryDelayMs = options.retryDelayMs ?? 2000;
  // One transport for the process. Timeouts are shorter than nodemailer's defaults (minutes) so a
  // dead server cannot hold graceful shutdown, which waits for flush(). Query parameters in the URL
  // (e.g. ?ignoreTLS=true) still override these.
  // Loaded only when SMTP is configured: an outbox-only server does not carry nodemailer in memory.
  const transport = options.smtpUrl
    ? (createRequire(import.meta.url)('nodemailer') as typeof nodemailer).createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  const inFlight = new Set<Promise<void>>();

  async function deliverOnce(message: OutgoingEmail): Promise<void> {
    if (!transport) return;
    await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
        ...(a.cid === undefined ? {} : { cid: a.cid }),
      })),
    });
  }

  async function deliverWithRetry(id: number, message: OutgoingEmail): Promise<void> {
    try {
      await deliverOnce(message);
    } catch (first) {
      if (isPermanent(first)) throw first;
      logger.warn({ outboxId: id, kind: message.kind, error: errorMessage(first) }, 'E-mail delivery failed, retrying');
      await sleep(retryDelayMs);
      await deliverOnce(message);
    }
  }

  /** Never rejects: the outcome is recorded on the outbox row and in the log. */
  async function deliver(id: number, message: OutgoingEmail): Promise<void> {
    let failure: string | undefined;
    try {
      await deliverWithRetry(id, message);
    } catch (err) {
      failure = errorMessage(err);
      logger.error({ outboxId: id, kind: message.kind, error: failure }, 'E-mail delivery failed');
    }
    try {
      if (failure === undefined) {
        await outbox.markSent(id, new Date().toISOString());
        logger.info({ outboxId: id, kind: message.kind }, 'E-mail sent');
      } else {
        await outbox.markFailed(id, failure);
      }
    } catch (err) {
      logger.error({ outboxId: id, error: errorMessage(err) }, 'Could not record the outcome of an e-mail delivery');
    }
  }

  async function flush(): Promise<void> {
    // Loop: sends made while waiting add deliveries of their own.
    while (inFlight.size > 0) await Promise.all(inFlight);
  }

  /** Writes the message to `into`, its one-time secrets hidden (they stay only in `message`). */
  function enqueue(into: EmailOutboxRepository, message: OutgoingEmail): Promise<number> {
    const hide = (value: string) => hideSecrets(value, message.secrets ?? []);
    return into.insert({
      to: message.to,
      subject: hide(message.subject),
      text: hide(message.text),
      html: message.html === undefined ? null : hide(message.html),
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        contentBase64: toBuffer(a.content).toString('base64'),
        ...(a.cid === undefined ? {} : { cid: a.cid }),
      })),
      kind: message.kind,
      secretsHidden: (message.secrets?.length ?? 0) > 0,
    });
  }

  /** Starts the delivery of a message whose outbox row is committed. */
  function startDelivery(id: number, message: OutgoingEmail): void {
    if (transport) {
      // Not awaited: the caller answers at once, and a password-reset request takes as long
      // whether or not the account exists.
      const delivery = deliver(id, message).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    } else if (message.secrets?.length) {
      // Its link or code is hidden in the outbox, so without SMTP nobody can use it.
      logger.warn(
        { outboxId: id, kind: message.kind },
        'E-mail with a one-time link or code kept in the outbox with it hidden: set SMTP_URL to deliver it',
      );
    } else {
      logger.info({ outboxId: id, kind: message.kind }, 'E-mail kept in the outbox (no SMTP_URL)');
    }
  }

  const mailer: AppMailer = {
    mode: transport ? 'smtp' : 'outbox',

    async send(message) {
      const id = await enqueue(outbox, message);
      startDelivery(id, message);
      return id;
    },

    redeliver(email) {
      startDelivery(email.id, {
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html === null ? {} : { html: email.html }),
        kind: email.kind,
        attachments: email.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
          ...(a.cid === undefined ? {} : { cid: a.cid }),
        })),
      });
    },

    within(transactionOutbox) {
      const pending: { id: number; message: OutgoingEmail }[] = [];
      let delivered = false;
      const inTransaction: TransactionMailer = {
        mode: mailer.mode,
        async send(message) {
          if (delivered) throw new Error('This transaction has ended: send through the app mailer');
          const id = await enqueue(transactionOutbox, message);
          pending.push({ id, message });
          return id;
        },
        redeliver: (email) => mailer.redeliver(email),
        within: () => inTransaction,
        deliver() {
          delivered = true;
          for (const { id, message } of pending.splice(0)) startDelivery(id, message);
        },
        flush,
      };
      return inTransaction;
    },

    flush,

    async close() {
      await flush();
      transport?.close();
    },
  };
  return mailer;
}
