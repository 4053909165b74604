import { ERROR_MESSAGES } from '@ta/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import type { AppConfig } from '../../../config.js';
import { serviceContext } from '../../service-context.js';
import { receiveText, reportDelivery } from '../incoming-texts.js';
import type { TwilioGateway } from '../twilio-gateway.js';

/** Twilio's webhooks are small forms; a larger body is not Twilio's. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * Twilio's webhooks (docs/sms.md): POST /api/sms/incoming for a text to the business and
 * POST /api/sms/status for what became of one we sent. Twilio posts a form, signed with the Auth Token
 * over the address it called (the site's public address) and the form's fields: an unsigned or wrongly
 * signed post is 403 and changes nothing. Without texts set up both addresses are 404.
 */
const twilioWebhookRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const ctx = serviceContext(app, config);

  /** Twilio's, or an answer already sent (404 without texts, 403 unsigned). */
  function signed(
    request: FastifyRequest,
    reply: FastifyReply,
  ): { texts: TwilioGateway; fields: Record<string, string> } | null {
    const texts = ctx.texts;
    if (!texts) {
      void reply.code(404).send({ code: 'texts_off', message: ERROR_MESSAGES.texts_off });
      return null;
    }
    const fields = (request.body ?? {}) as Record<string, string>;
    const signature = request.headers['x-twilio-signature'];
    const url = `${config.publicUrl}${request.url}`;
    if (typeof signature !== 'string' || !texts.isSignedByTwilio(signature, url, fields)) {
      request.log.warn('a webhook not signed by our Twilio account');
      void reply.code(403).send({ code: 'twilio_signature_invalid', message: ERROR_MESSAGES.twilio_signature_invalid });
      return null;
    }
    return { texts, fields };
  }

  const refusals = { 403: errorAnswerSchema, 404: errorAnswerSchema };
  app.post('/sms/incoming', { schema: { response: refusals } }, async (request, reply) => {
    const twilio = signed(request, reply);
    if (!twilio) return reply;
    const outcome = await receiveText(ctx, app.chat.service, twilio.fields);
    request.log.info({ taken: outcome.taken, accounts: outcome.accounts }, 'incoming text');
    return reply.type('text/xml').send(twilio.texts.replyWith(outcome.reply));
  });

  const received = { 200: z.object({ received: z.literal(true) }), ...refusals };
  app.post('/sms/status', { schema: { response: received } }, async (request, reply) => {
    const twilio = signed(request, reply);
    if (!twilio) return reply;
    await reportDelivery(ctx, twilio.fields);
    return reply.send({ received: true });
  });
};

export default twilioWebhookRoutes;
