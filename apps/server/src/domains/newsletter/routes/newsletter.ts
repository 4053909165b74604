import {
  newsletterAnswerSchema,
  newsletterConfirmSchema,
  newsletterSignupSchema,
  newsletterUnsubscribeQuerySchema,
} from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { acceptUrlEncodedForms } from '../../../http/page-forms/form-body.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { requestLanguage } from '../../../lib/request-language.js';
import { serviceContext } from '../../service-context.js';
import { confirmSubscription, subscribe, unsubscribe } from '../newsletter-signups.js';

/** Sign-ups from one address: a household subscribes a few addresses, never dozens. */
const signupLimit = sharedLimit('newsletter-signup', 5, '1 hour');
/** Confirmations and unsubscribes from one address (a mail provider posts many one-click unsubscribes). */
const linkLimit = sharedLimit('newsletter-link', 120, '15 minutes');

/**
 * The newsletter's public calls (docs/newsletter.md): subscribe (the same answer whatever the address),
 * confirm by the e-mailed link's token, and unsubscribe by the signed link, which is also the
 * List-Unsubscribe address mail programs post to in one click (RFC 8058). No sign-in; nothing answers
 * whether an address is subscribed.
 */
export const newsletterOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    subscribe: operation({
      checks: [signupLimit(app, config)],
      body: newsletterSignupSchema,
      response: newsletterAnswerSchema,
      status: 202,
      run: async ({ body }, request) => {
        await subscribe(ctx, body, requestLanguage(request));
        return { status: 'check-email' as const };
      },
    }),
    confirm: operation({
      checks: [linkLimit(app, config)],
      body: newsletterConfirmSchema,
      response: newsletterAnswerSchema,
      run: async ({ body }) => {
        await confirmSubscription(ctx, body.token);
        return { status: 'confirmed' as const };
      },
    }),
    unsubscribe: operation({
      checks: [linkLimit(app, config)],
      query: newsletterUnsubscribeQuerySchema,
      response: newsletterAnswerSchema,
      run: async ({ query }) => {
        await unsubscribe(ctx, query.s, query.t);
        return { status: 'unsubscribed' as const };
      },
    }),
  };
});

const newsletterRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onSend', keepPrivate);
  const ops = newsletterOperations(app, config);
  jsonRoute(app, 'POST', '/newsletter/subscribe', ops.subscribe);
  jsonRoute(app, 'POST', '/newsletter/confirm', ops.confirm, { refusals: { 404: errorAnswerSchema } });
  // A mail program's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a url-encoded form
  // (RFC 8058): this route alone reads such a body, and ignores it; the signed address says who.
  await app.register(async (oneClick) => {
    acceptUrlEncodedForms(oneClick);
    jsonRoute(oneClick, 'POST', '/newsletter/unsubscribe', ops.unsubscribe, { refusals: { 404: errorAnswerSchema } });
  });
};

export default newsletterRoutes;
