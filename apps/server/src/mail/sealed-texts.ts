import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { SecretBox } from '../lib/secret-box.js';

/** A message's words as written, one-time links and codes included, and its own headers. */
export interface EmailText {
  subject: string;
  text: string;
  html?: string;
  headers?: Readonly<Record<string, string>>;
}

/** Bound into the seal, so a value sealed for another column cannot be opened as a message (lib/secret-box.ts). */
const PURPOSE = 'email_sealed_texts.sealed';

/**
 * Keeps the full text of a message that holds a one-time link or code, sealed with the secrets key,
 * until it is delivered (docs/jobs.md, "Secrets in queued e-mail"). The outbox row, which staff read,
 * has them hidden; the delivery job opens this, and it is deleted when the message is sent or given up.
 * Tied to the outbox row's id: the seal of one message cannot be delivered as another's.
 */
export async function sealEmailText(
  trx: Kysely<Database>,
  box: SecretBox,
  outboxId: number,
  text: EmailText,
): Promise<void> {
  const plain = JSON.stringify({
    outboxId,
    subject: text.subject,
    text: text.text,
    html: text.html ?? null,
    headers: text.headers ?? null,
  });
  await trx
    .insertInto('emailSealedTexts')
    .values({ outboxId, sealed: box.seal(plain, PURPOSE) })
    .execute();
}

/** The message's full text, or undefined when it is no longer kept. Throws when the seal does not open. */
export async function openEmailText(
  db: Kysely<Database>,
  box: SecretBox,
  outboxId: number,
): Promise<EmailText | undefined> {
  const row = await db
    .selectFrom('emailSealedTexts')
    .select('sealed')
    .where('outboxId', '=', outboxId)
    .executeTakeFirst();
  if (!row) return undefined;
  const opened = JSON.parse(box.open(row.sealed, PURPOSE)) as {
    outboxId: number;
    subject: string;
    text: string;
    html: string | null;
    headers?: Record<string, string> | null;
  };
  if (opened.outboxId !== outboxId) throw new Error('A sealed message text belongs to another message');
  return {
    subject: opened.subject,
    text: opened.text,
    ...(opened.html === null ? {} : { html: opened.html }),
    ...(opened.headers ? { headers: opened.headers } : {}),
  };
}

export async function dropEmailText(db: Kysely<Database>, outboxId: number): Promise<void> {
  await db.deleteFrom('emailSealedTexts').where('outboxId', '=', outboxId).execute();
}
