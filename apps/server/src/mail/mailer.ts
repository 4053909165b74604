import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { newJobId, type JobLog, type JobQueue } from '../jobs/job-queue.js';
import type { SecretBox } from '../lib/secret-box.js';
import { createEmailOutboxRepository } from './email-outbox-repository.js';
import { hideSecrets } from './mail-secrets.js';
import { sealEmailText } from './sealed-texts.js';

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
   * (which staff read) keeps the message with each of them hidden; until delivery the full text is kept
   * sealed with the secrets key (mail/sealed-texts.ts), and dropped once the message is sent or given up.
   */
  secrets?: readonly string[];
  /**
   * Headers of its own (a newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). They hold
   * the reader's unsubscribe address, so they travel only in the sealed copy, like the secrets, and are
   * never shown in the outbox.
   */
  headers?: Readonly<Record<string, string>>;
  /** A job that writes the message names it (e.g. by the job's id): written again, it is not added twice. */
  onceKey?: string;
}

export interface MailerOptions {
  db: Kysely<Database>;
  queue: JobQueue;
  secretBox: SecretBox;
  /** 'smtp' when SMTP_URL is set: each message gets a delivery job. 'outbox': messages are only kept. */
  mode: 'smtp' | 'outbox';
  /** Told when a message with a one-time link or code is only kept: nobody can use it. */
  log: Pick<JobLog, 'warn'>;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /**
   * Writes the message to the outbox and, with SMTP, its delivery job (mail/email-delivery.ts), in one
   * transaction; returns the outbox id. Nothing waits for SMTP.
   */
  send(message: OutgoingEmail): Promise<number>;
  /**
   * A mailer for one database transaction: its messages and their delivery jobs are written through
   * `trx`, so they commit, or roll back, with the write that caused them.
   */
  within(trx: Kysely<Database>): TransactionMailer;
  /**
   * Queues a failed message again with a new delivery job (the outbox's "Send again"); false when it is
   * not failed. The caller checks it may be (domains/back-office/outbox-send-again.ts).
   */
  sendAgain(outboxId: number): Promise<boolean>;
  /** Resolves once no job is due or running (tests; every message due has been delivered or failed). */
  flush(): Promise<void>;
}

/** The mailer of one transaction (Mailer.within). */
export interface TransactionMailer extends Mailer {
  /** Wakes the delivery worker: call once, after the commit. */
  deliver(): void;
}

function toBuffer(content: string | Buffer): Buffer {
  return typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
}

export function createMailer(options: MailerOptions): Mailer {
  const { queue, secretBox, mode } = options;

  /** The outbox row (its secrets hidden), the sealed full text when it has secrets, and its delivery job. */
  async function write(trx: Kysely<Database>, message: OutgoingEmail): Promise<number> {
    const secrets = message.secrets ?? [];
    const hide = (value: string) => hideSecrets(value, secrets);
    // A sealed copy carries what the outbox must not show: the secrets, and the message's own headers.
    const sealed = secrets.length > 0 || message.headers !== undefined;
    const outbox = createEmailOutboxRepository(trx);
    const jobId = mode === 'smtp' ? newJobId() : null;
    const id = await outbox.insert({
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
      secretsHidden: sealed,
      ...(message.onceKey === undefined ? {} : { onceKey: message.onceKey }),
      jobId,
    });
    if (id === undefined) return outbox.idOfOnceKey(message.onceKey ?? '');
    if (mode !== 'smtp') {
      if (secrets.length > 0) {
        options.log.warn(
          { outboxId: id, kind: message.kind },
          'E-mail with a one-time link or code kept in the outbox with it hidden: set SMTP_URL to deliver it',
        );
      }
      return id;
    }
    if (sealed) await sealEmailText(trx, secretBox, id, message);
    await queue.add(trx, 'email', { outboxId: id }, { id: jobId ?? newJobId() });
    return id;
  }

  const flush = () => queue.drain();

  /** Queued again only if it was failed (one conditional update), then its new job: or nothing at all. */
  async function requeue(trx: Kysely<Database>, outboxId: number): Promise<boolean> {
    const jobId = newJobId();
    if (!(await createEmailOutboxRepository(trx).requeue(outboxId, jobId))) return false;
    await queue.add(trx, 'email', { outboxId }, { id: jobId });
    return true;
  }

  return {
    mode,
    async send(message) {
      const id = await options.db.transaction().execute((trx) => write(trx, message));
      queue.wake('email');
      return id;
    },
    async sendAgain(outboxId) {
      const queued = await options.db.transaction().execute((trx) => requeue(trx, outboxId));
      if (queued) queue.wake('email');
      return queued;
    },
    within(trx) {
      let ended = false;
      const inTransaction: TransactionMailer = {
        mode,
        async send(message) {
          if (ended) throw new Error('This transaction has ended: send through the app mailer');
          return write(trx, message);
        },
        async sendAgain(outboxId) {
          if (ended) throw new Error('This transaction has ended: send through the app mailer');
          return requeue(trx, outboxId);
        },
        within: () => inTransaction,
        deliver() {
          ended = true;
          queue.wake('email');
        },
        flush,
      };
      return inTransaction;
    },
    flush,
  };
}
