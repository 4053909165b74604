import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { createEmailOutboxRepository } from '../../mail/email-outbox-repository.js';
import { createMailer } from '../../mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: ReturnType<typeof createMailer>;
  }
}

/** E-mail through SMTP_URL when set; every message is also kept in the outbox table. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const mailer = createMailer({
      outbox: createEmailOutboxRepository(app.db),
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      logger: app.log,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.flush();
      await mailer.close();
    });
    app.log.info({ mode: mailer.mode }, 'mailer ready');
  },
  { name: 'mailer', dependencies: ['db'] },
);
