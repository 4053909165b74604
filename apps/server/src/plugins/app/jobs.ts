import { randomBytes } from 'node:crypto';
import os from 'node:os';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { runReminderJob } from '../../services/appointment-reminders.js';

/**
 * Scheduled jobs: the appointment reminders, every few minutes (config.jobsIntervalSeconds). Several instances may run this;
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
          // undefined: another instance held the job's lease, so this run did nothing.
          app.log.debug({ ran: sent !== undefined }, 'appointment reminder job finished');
        })
        .catch((err: unknown) => app.log.error({ err }, 'appointment reminder job failed'))
        .finally(() => {
          running = undefined;
        });
    };

    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, config.jobsIntervalSeconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'jobs', dependencies: ['repositories', 'mailer'] },
);
