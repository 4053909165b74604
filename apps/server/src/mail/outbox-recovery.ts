import type { EmailOutboxRepository } from './email-outbox-repository.js';
import type { Mailer } from './mailer.js';

/**
 * A message still queued this long after it was written was left by a server that stopped before or
 * during its delivery: a delivery, with its one retry and SMTP's timeouts, ends well within it.
 */
export const LEFT_QUEUED_AFTER_MS = 10 * 60_000;
/**
 * Only messages written within this long are sent again. An older queued message was not left by a
 * crash but written while the server ran without SMTP (outbox mode): a confirmation or reminder days
 * late would mislead, so turning SMTP on never sends the backlog; the office sees it in the outbox.
 */
export const RECOVER_WITHIN_MS = 24 * 60 * 60_000;
/** How often the pass runs (plugins/app/jobs.ts), and once at start. */
export const OUTBOX_RECOVERY_INTERVAL_MS = 5 * 60_000;
/** At most this many messages a pass; the next pass takes the rest. */
const PASS_LIMIT = 100;

/** The reasons the office's outbox screen shows for a message the pass gave up on. */
export const RECOVERY_FAILURES = {
  secretHidden:
    'The server stopped before sending it. Its one-time link or code is hidden here, so it cannot be sent again: the person can ask for a new one.',
  cutShortTwice: 'The server stopped before sending it, and again while sending it a second time.',
} as const;

export interface OutboxRecoveryContext {
  outbox: EmailOutboxRepository;
  mailer: Mailer;
}

/**
 * Sends again the messages a stopped server left queued (docs/email.md, "When the server stops
 * mid-delivery"). Each is tried once more, by one instance only (`takeForRetry`); one holding a hidden
 * one-time secret, or already tried again, is marked failed with the reason. Without SMTP every message
 * stays queued by design, and the pass does nothing. Returns the ids it sent again.
 */
export async function recoverLeftQueued(
  { outbox, mailer }: OutboxRecoveryContext,
  now: Date = new Date(),
): Promise<number[]> {
  if (mailer.mode !== 'smtp') return [];
  const before = new Date(now.getTime() - LEFT_QUEUED_AFTER_MS).toISOString();
  const after = new Date(now.getTime() - RECOVER_WITHIN_MS).toISOString();
  const retried: number[] = [];
  for (const email of await outbox.leftQueued({ after, before }, PASS_LIMIT)) {
    if (email.secretsHidden) await outbox.markFailed(email.id, RECOVERY_FAILURES.secretHidden);
    else if (email.attemptedAt !== null) await outbox.markFailed(email.id, RECOVERY_FAILURES.cutShortTwice);
    else if (await outbox.takeForRetry(email.id, now.toISOString())) {
      mailer.redeliver(email);
      retried.push(email.id);
    }
  }
  return retried;
}
