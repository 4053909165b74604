import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { createTwilioGateway, type TwilioGateway } from '../../domains/sms/twilio-gateway.js';
import { loadTwilio } from '../../lib/heavy-libraries.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The business's Twilio account, when its settings are given; null, nothing is texted (docs/sms.md). */
    texts: TwilioGateway | null;
  }
}

/** Text messages through the official twilio library, with the business's own account. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('texts', config.twilio ? createTwilioGateway(config.twilio, await loadTwilio()) : null);
    // Whether, never with what account or token.
    app.log.info({ textMessages: config.twilio ? 'on' : 'off' }, 'text messages');
  },
  { name: 'texts' },
);
