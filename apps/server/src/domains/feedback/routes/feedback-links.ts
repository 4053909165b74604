import { feedbackInputSchema, feedbackRequestSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { serviceContext } from '../../service-context.js';
import { answerFeedback, readFeedbackLink } from '../feedback-answers.js';

const params = z.object({ token: z.string().max(400) });

/** Reads of feedback links from one address, by the API or by the page. */
const feedbackReadLimit = sharedLimit('feedback-read', 60, '15 minutes');
/** Answers from one address: a person answers a few visits, never hundreds. */
const feedbackAnswerLimit = sharedLimit('feedback-answer', 20, '15 minutes');

/**
 * The link in a finished visit's e-mail and text (docs/feedback.md): whoever holds it reads which visit
 * it asks about and answers it once, signed out. An unknown link answers 404; a second answer 409. No
 * answer carries the token, and its path is hidden in the logs (lib/log-redaction.ts).
 */
export const feedbackLinkOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    read: operation({
      checks: [feedbackReadLimit(app, config)],
      params,
      response: feedbackRequestSchema,
      run: async ({ params: { token } }) => readFeedbackLink(ctx, token),
    }),
    answer: operation({
      checks: [feedbackAnswerLimit(app, config)],
      params,
      body: feedbackInputSchema,
      response: feedbackRequestSchema,
      run: async ({ params: { token }, body }) => answerFeedback(ctx, token, body),
    }),
  };
});

const feedbackLinksRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onSend', keepPrivate);
  const ops = feedbackLinkOperations(app, config);
  jsonRoute(app, 'GET', '/feedback/:token', ops.read, { pageRead: true, refusals: { 404: errorAnswerSchema } });
  jsonRoute(app, 'POST', '/feedback/:token', ops.answer, {
    refusals: { 404: errorAnswerSchema, 409: errorAnswerSchema },
  });
};

export default feedbackLinksRoutes;
