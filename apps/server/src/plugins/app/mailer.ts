import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { createMailer, type Mailer } from '../../mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * E-mail: every message is kept in the outbox table; with SMTP_URL each also gets a delivery job, which
 * a worker runs (plugins/app/worker.ts, docs/email.md).
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const mailer = createMailer({
      db: app.db,
      queue: app.jobs,
      secretBox: app.secretBox,
      mode: config.smtpUrl ? 'smtp' : 'outbox',
      log: app.log,
    });
    app.decorate('mailer', mailer);
    app.log.info({ mode: mailer.mode }, 'mailer ready');
  },
  { name: 'mailer', dependencies: ['db', 'job-queue', 'secret-box'] },
);
