import type { JobPolicy } from './job-queue.js';

/**
 * The names of every kind of job (docs/jobs.md). pg-boss keeps a queue for each, and one for its dead
 * letters, made when the database is brought up to date (jobs/pg-boss-install.ts); a kind not listed
 * here cannot be worked or added.
 */
export const JOB_KINDS = [
  'email',
  'visit-report',
  'invoice-email',
  'reminders',
  'late-alerts',
  'payments-reconcile',
  'autopay',
  'sms',
  'plan-visits',
  'newsletter',
] as const;

export type JobKindName = (typeof JOB_KINDS)[number];

/**
 * Each kind's tries (docs/jobs.md): an e-mail is tried for about a day (1, 2, 4 … 512 minutes after the
 * first try: 11 tries), so an SMTP server down for an afternoon loses nothing; the jobs that make and
 * send a report or an invoice a few times; a scheduled sweep not at all (the next period runs it:
 * autopay's tries are claimed rows, so a sweep cut short charges nothing twice). The daily comparison
 * with Stripe is tried again while Stripe cannot be reached (5, 10, 20, 40, 80 minutes after), since
 * the next is 12 hours away.
 */
export const JOB_POLICIES: Record<JobKindName, JobPolicy & { deadLetter: boolean }> = {
  email: { retryLimit: 10, retryDelaySeconds: 60, expireInSeconds: 120, deadLetter: true },
  'visit-report': { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 300, deadLetter: false },
  'invoice-email': { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 300, deadLetter: false },
  reminders: { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 600, deadLetter: false },
  'late-alerts': { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 600, deadLetter: false },
  'payments-reconcile': { retryLimit: 5, retryDelaySeconds: 300, expireInSeconds: 600, deadLetter: false },
  autopay: { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 900, deadLetter: false },
  sms: { retryLimit: 7, retryDelaySeconds: 60, expireInSeconds: 60, deadLetter: true },
  'plan-visits': { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 900, deadLetter: false },
  // A batch of a post's e-mails: written again after a failure, each message once (its once-key).
  newsletter: { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 300, deadLetter: false },
};
