import { e2eDatabaseFile, withDatabase } from './database';

export { e2eDatabaseFile };

export interface OutboxEmail {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  createdAt: string;
}

interface ReadOptions {
  /** Only e-mails whose subject contains this text. */
  subject?: string;
  /** Only e-mails with an id above this one (see `latestOutboxId`). */
  afterId?: number;
  /** How long to wait for the e-mail to be written. */
  timeoutMs?: number;
}

const POLL_INTERVAL_MS = 100;

function findLatest(address: string, { subject, afterId = 0 }: ReadOptions): OutboxEmail | undefined {
  return withDatabase((db) =>
    db
      .prepare<[string, number, string], OutboxEmail>(
        `SELECT id, to_address AS toAddress, subject, text_body AS textBody, created_at AS createdAt
           FROM email_outbox
          WHERE lower(to_address) = lower(?) AND id > ? AND instr(subject, ?) > 0
          ORDER BY created_at DESC, id DESC
          LIMIT 1`,
      )
      .get(address, afterId, subject ?? ''),
  );
}

/** Every e-mail to `address` so far (after `afterId`, with `subject` in its subject), oldest first. */
export function emailsTo(
  address: string,
  { subject, afterId = 0 }: Omit<ReadOptions, 'timeoutMs'> = {},
): OutboxEmail[] {
  return withDatabase((db) =>
    db
      .prepare<[string, number, string], OutboxEmail>(
        `SELECT id, to_address AS toAddress, subject, text_body AS textBody, created_at AS createdAt
           FROM email_outbox
          WHERE lower(to_address) = lower(?) AND id > ? AND instr(subject, ?) > 0
          ORDER BY id`,
      )
      .all(address, afterId, subject ?? ''),
  );
}

/** The newest e-mail id in the outbox (0 when empty), to wait for mail sent after this point. */
export function latestOutboxId(): number {
  return withDatabase(
    (db) => db.prepare<[], { id: number | null }>('SELECT max(id) AS id FROM email_outbox').get()?.id ?? 0,
  );
}

/** Waits briefly for the newest e-mail to `address` to reach the outbox, and returns it. */
export async function latestEmailTo(address: string, options: ReadOptions = {}): Promise<OutboxEmail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const email = findLatest(address, options);
    if (email) return email;
    if (Date.now() > deadline) {
      throw new Error(
        `No e-mail to ${address}${options.subject ? ` with subject containing "${options.subject}"` : ''} ` +
          `reached the outbox in ${e2eDatabaseFile}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}
