import { ERROR_MESSAGES } from '@ta/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { serviceContext } from '../../service-context.js';
import { handleStripeEvent } from '../stripe-events.js';

/** Stripe's events are small; a larger body is not Stripe's. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Stripe's webhook, POST /api/stripe/webhook (docs/payments.md): the signature is checked over the raw
 * body exactly as it came, so this scope reads bodies as bytes. A bad signature is 400 and changes
 * nothing; a handled or repeated event is 200; a failure is 500, and Stripe sends the event again.
 * Without card payments set up the address is 404, as any unknown one.
 */
const stripeWebhookRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  const ctx = serviceContext(app, config);

  const schema = {
    response: { 200: z.object({ received: z.literal(true) }), 400: errorAnswerSchema, 404: errorAnswerSchema },
  };
  app.post('/stripe/webhook', { schema }, async (request, reply) => {
    const stripe = ctx.stripe;
    if (!stripe) return reply.code(404).send({ code: 'card_payments_off', message: ERROR_MESSAGES.card_payments_off });
    const signature = request.headers['stripe-signature'];
    const body = request.body;
    let event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw new Error('unsigned');
      event = stripe.eventOf(body, signature);
    } catch {
      return reply
        .code(400)
        .send({ code: 'webhook_signature_invalid', message: ERROR_MESSAGES.webhook_signature_invalid });
    }
    const outcome = await handleStripeEvent(ctx, event);
    request.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'stripe event');
    return reply.send({ received: true });
  });
};

export default stripeWebhookRoutes;
