import { randomBytes } from 'node:crypto';
import os from 'node:os';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { createEmailOutboxRepository } from '../../mail/email-outbox-repository.js';
import { serviceContext } from '../../domains/service-context.js';
import { runReminderJob } from '../../domains/appointments/appointment-reminders.js';
import { OUTBOX_RECOVERY_INTERVAL_MS, recoverLeftQueued } from '../../mail/outbox-recovery.js';
import { LATE_ALERT_INTERVAL_MS, runLateAlertJob } from '../../domains/appointments/visit-late-alerts.js';

/** One scheduled job: a run, what its log lines say, and how often it runs. */
interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<number[] | undefined>;
  /** The log lines after a run: e-mails sent, finished, failed (operations search for these). */
  says: { sent: string; finished: string; failed: string };
}

/**
 * Scheduled jobs: the appointment reminders, every few minutes (config.jobsIntervalSeconds), the
 * office's alert of visits not started, every minute (docs/visit-status.md), and the outbox's recovery
 * pass, every five minutes (mail/outbox-recovery.ts). Several instances may
 * run these; each job's lease and its per-appointment claims make each e-mail go out once. Off when
 * config.jobs is false (tests call the job functions directly).
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    if (!config.jobs) return;
    const holder = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    const ctx = { ...serviceContext(app, config), logger: app.log };
    const jobs: Job[] = [
      {
        name: 'reminders',
        everyMs: config.jobsIntervalSeconds * 1000,
        run: () => runReminderJob(ctx, holder),
        says: {
          sent: 'appointment reminders sent',
          finished: 'appointment reminder job finished',
          failed: 'appointment reminder job failed',
        },
      },
      {
        name: 'outbox-recovery',
        everyMs: OUTBOX_RECOVERY_INTERVAL_MS,
        run: () => recoverLeftQueued({ outbox: createEmailOutboxRepository(app.db), mailer: app.mailer }),
        says: {
          sent: 'e-mails left queued by a stopped server sent again',
          finished: 'outbox recovery pass finished',
          failed: 'outbox recovery pass failed',
        },
      },
      {
        name: 'late-alerts',
        everyMs: LATE_ALERT_INTERVAL_MS,
        run: () => runLateAlertJob(ctx, holder),
        says: {
          sent: 'late-visit alerts sent',
          finished: 'late-visit alert job finished',
          failed: 'late-visit alert job failed',
        },
      },
    ];
    const timers: NodeJS.Timeout[] = [];
    const running = new Map<string, Promise<void>>();

    const tick = (job: Job) => {
      if (running.has(job.name)) return; // The previous run is still going: skip this one.
      const run = job
        .run()
        .then((done) => {
          if (done?.length) app.log.info({ count: done.length }, job.says.sent);
          // undefined: another instance held the job's lease, so this run did nothing.
          app.log.debug({ ran: done !== undefined }, job.says.finished);
        })
        .catch((err: unknown) => app.log.error({ err }, job.says.failed))
        .finally(() => {
          running.delete(job.name);
        });
      running.set(job.name, run);
    };

    app.addHook('onReady', async () => {
      for (const job of jobs) {
        tick(job);
        const timer = setInterval(() => tick(job), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    });
  },
  { name: 'jobs', dependencies: ['repositories', 'mailer'] },
);
