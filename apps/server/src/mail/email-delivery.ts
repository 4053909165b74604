import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { JobKind, JobLog } from '../jobs/job-queue.js';
import type { SecretBox } from '../lib/secret-box.js';
import { createEmailOutboxRepository, type OutboxEmail } from './email-outbox-repository.js';
import { deliveryErrorInWords, isPermanentRefusal } from './delivery-errors.js';
import { dropEmailText, openEmailText, type EmailText } from './sealed-texts.js';
import type { SmtpTransport } from './smtp-transport.js';

export interface EmailDeliveryOptions {
  db: Kysely<Database>;
  transport: SmtpTransport;
  from: string;
  secretBox: SecretBox;
  log: JobLog;
}

/** The reasons the outbox screen shows for a message given up (docs/jobs.md). */
export const GIVEN_UP = {
  sealedTextGone:
    'Its one-time link or code is no longer kept, so it cannot be sent: the person can ask for a new one.',
  afterTries: (tries: number, last: string | null) =>
    `Gave up after ${tries} ${tries === 1 ? 'try' : 'tries'}.${last ? ` The last: ${last}` : ''}`,
} as const;

/**
 * The stable Message-ID of an outbox row: a message sent twice (a worker that died after SMTP took it
 * but before the outbox heard) reaches the mailbox as the same message, which mail programs show once.
 */
function messageId(email: OutboxEmail, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${email.id}-${Date.parse(email.createdAt)}@${domain}>`;
}

/**
 * The `email` job: delivers one outbox message over SMTP. Idempotent: a message already sent, or given
 * up, is left alone. A try that fails records why on the row and throws, so the queue tries again with
 * backoff; a permanent refusal (SMTP 5xx) gives up at once, and after the last try the dead letter
 * marks the message failed. One-time links and codes come from the sealed text, dropped once it ends.
 */
export function emailDeliveryKind(options: EmailDeliveryOptions): JobKind<{ outboxId: number }> {
  const { db, transport, from, secretBox, log } = options;
  const outbox = createEmailOutboxRepository(db);

  async function giveUp(id: number, reason: string): Promise<void> {
    await outbox.markFailed(id, reason);
    await dropEmailText(db, id);
    log.error({ outboxId: id, error: reason }, 'E-mail delivery failed');
  }

  return {
    name: 'email',

    async run({ payload }) {
      const email = await outbox.findById(payload.outboxId);
      if (!email || email.status !== 'queued') return;
      let words: EmailText = { subject: email.subject, text: email.text, ...(email.html ? { html: email.html } : {}) };
      if (email.secretsHidden) {
        const opened = await openEmailText(db, secretBox, email.id);
        if (!opened) return giveUp(email.id, GIVEN_UP.sealedTextGone);
        words = opened;
      }
      await outbox.startTry(email.id, new Date().toISOString());
      try {
        await transport.sendMail({
          from,
          to: email.to,
          subject: words.subject,
          text: words.text,
          ...(words.html === undefined ? {} : { html: words.html }),
          ...(words.headers === undefined ? {} : { headers: { ...words.headers } }),
          messageId: messageId(email, from),
          attachments: email.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.contentBase64, 'base64'),
            ...(a.cid === undefined ? {} : { cid: a.cid }),
          })),
        });
      } catch (err) {
        const reason = deliveryErrorInWords(err);
        if (isPermanentRefusal(err)) return giveUp(email.id, reason);
        await outbox.recordError(email.id, reason);
        throw new Error(reason);
      }
      await outbox.markSent(email.id, new Date().toISOString());
      await dropEmailText(db, email.id);
      log.info({ outboxId: email.id, kind: email.kind }, 'E-mail sent');
    },

    async dead({ payload }) {
      const email = await outbox.findById(payload.outboxId);
      if (!email || email.status !== 'queued') return;
      await giveUp(email.id, GIVEN_UP.afterTries(email.tries, email.error));
    },
  };
}
