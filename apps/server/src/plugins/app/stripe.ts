import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { createStripeGateway, type StripeGateway } from '../../domains/payments/stripe-gateway.js';
import { loadStripe } from '../../lib/heavy-libraries.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The business's Stripe account, when both keys are set; null, card payments are absent (docs/payments.md). */
    stripe: StripeGateway | null;
  }
}

/** Card payments through the official stripe library, with the business's own keys. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('stripe', config.stripe ? createStripeGateway(config.stripe, await loadStripe()) : null);
    // Whether, never with what key.
    app.log.info({ cardPayments: config.stripe ? 'on' : 'off' }, 'card payments');
  },
  { name: 'stripe' },
);
