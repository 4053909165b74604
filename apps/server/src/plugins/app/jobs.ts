import { randomBytes } from 'node:crypto';
import os from 'node:os';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { runReminderJob } from '../../services/appointment-reminders.js';

/** How often each instance looks for appointments to remind of. */
export const REMINDER_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Scheduled jobs: the appointment reminders, every few minutes. Several instances may run this;
 * the job's lease and its per-appointment claims make each reminder go out once. Off when
 * config.jobs is false (tests call the job functions directly).
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    if (!config.jobs) return;
    const holder = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    const ctx = { repos: app.repos, mailer: app.mailer, publicUrl: config.publicUrl, logger: app.log };
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;

    const tick = () => {
      if (running) return; // The previous run is still going: skip this one.
      running = runReminderJob(ctx, holder)
        .then((sent) => {
          if (sent?.length) app.log.info({ count: sent.length }, 'appointment reminders sent');
        })
        .catch((err: unknown) => app.log.error({ err }, 'appointment reminder job failed'))
        .finally(() => {
          running = undefined;
        });
    };

    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, REMINDER_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'jobs', dependencies: ['repositories', 'mailer'] },
);
