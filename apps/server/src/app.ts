import Fastify, { type FastifyError, type FastifyLoggerOptions, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES } from '@ta/shared';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/connect.js';
import { logSerializers } from './lib/log-redaction.js';
import { RequestLog } from './lib/request-log.js';
import chat from './plugins/app/chat.js';
import circleAudit from './plugins/app/circle-audit.js';
import crossSiteGuard from './plugins/app/cross-site-guard.js';
import db from './plugins/app/db.js';
import errorHandler from './plugins/app/error-handler.js';
import health from './plugins/app/health.js';
import worker from './plugins/app/worker.js';
import jobQueue from './plugins/app/job-queue.js';
import keyedRecoveryCodes from './plugins/app/keyed-recovery-codes.js';
import mailer from './plugins/app/mailer.js';
import photoStorage from './plugins/app/photo-storage.js';
import repositories from './plugins/app/repositories.js';
import secretBox from './plugins/app/secret-box.js';
import session from './plugins/app/session.js';
import stripe from './plugins/app/stripe.js';
import texts from './plugins/app/texts.js';
import web from './plugins/app/web.js';
import compress from './plugins/external/compress.js';
import cookie from './plugins/external/cookie.js';
import helmet, { API_SECURITY_HEADERS } from './plugins/external/helmet.js';
import openapi from './plugins/external/openapi.js';
import rateLimit from './plugins/external/rate-limit.js';
import websocket from './plugins/external/websocket.js';
import adminRoutes from './http/admin-routes.js';
import appointmentsRoutes from './domains/appointments/routes/client-appointments.js';
import authRoutes from './domains/accounts/routes/index.js';
import blogRoutes from './domains/blog/routes/blog.js';
import blogCommentRoutes from './domains/blog/routes/blog-comments.js';
import bookingRoutes from './domains/appointments/routes/booking.js';
import calendarFeedRoutes from './domains/appointments/routes/calendar-feed-settings.js';
import chatRoutes from './domains/chat/routes/index.js';
import circleRoutes from './domains/circle/routes/index.js';
import contactRoutes from './domains/requests/routes/index.js';
import furniturePhotosRoutes from './domains/photos/routes/index.js';
import clientInvoicesRoutes from './domains/invoices/routes/client-invoices.js';
import clientCardPaymentsRoutes from './domains/payments/routes/client-card-payments.js';
import payLinksRoutes from './domains/payments/routes/pay-links.js';
import feedbackLinksRoutes from './domains/feedback/routes/feedback-links.js';
import newsletterRoutes from './domains/newsletter/routes/newsletter.js';
import referralRoutes from './domains/rewards/routes/referral.js';
import clientPlanRoutes from './domains/plans/routes/client-plans.js';
import paymentCardRoutes from './domains/payments/routes/payment-card.js';
import stripeWebhookRoutes from './domains/payments/routes/stripe-webhook.js';
import textChoicesRoutes from './domains/sms/routes/text-choices.js';
import twilioWebhookRoutes from './domains/sms/routes/twilio-webhooks.js';
import propertiesRoutes from './domains/home-watch/routes/properties.js';
import quotesRoutes from './domains/quotes/routes/index.js';
import serviceTypesRoutes from './domains/requests/routes/service-types.js';
import publicPriceListRoutes from './domains/quotes/routes/price-list.js';
import staffRoutes from './http/staff-routes.js';
import visitPhotosRoutes from './domains/home-watch/routes/visit-photos.js';
import visitsRoutes from './domains/home-watch/routes/client-visits.js';
import calendarFeedRoute from './domains/appointments/routes/calendar-feed.js';
import visitNoticesRoutes from './domains/appointments/routes/visit-notices.js';
import chatSocketRoutes from './domains/chat/routes/chat-socket.js';
import pageFormRoutes from './http/page-forms/index.js';
import seoRoutes from './http/seo.js';
import { PageReads, PATH_VALUE_MAX_LENGTH } from './http/page-reads.js';

export interface BuildAppOptions {
  /** An open database to use instead of the configured one (tests). */
  database?: DatabaseHandle;
  /** `false` for no log, or options (level, stream) that still get the app's redaction. */
  logger?: false | FastifyLoggerOptions;
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: readonly RegisteredRoute[];
  }
}

/** JSON bodies are small forms; the photo upload has its own multipart limits (domains/photos/routes/upload.ts). */
const JSON_BODY_LIMIT = 100 * 1024;

/** A URL that cannot be decoded (such as `%E0%A4%A`). */
export const BAD_URL_MESSAGE = ERROR_MESSAGES.bad_address;

function answerFrameworkError(headers: Readonly<Record<string, string>>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    void reply
      .headers(headers)
      .code(error.statusCode === 414 ? 414 : 400)
      .send({ code: 'bad_address', message: BAD_URL_MESSAGE });
  };
}

/**
 * The whole server, in the order that matters: security and parsing first, then data and
 * sessions, then routes, then the web pages that catch everything else.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}) {
  const app = Fastify({
    // Cookies, session ids and the secrets in URLs (reset tokens, tracking codes) never reach a log line.
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...options.logger,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            serializers: logSerializers,
          },
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Rendered pages and sessions need cookies; nothing else is read from the raw request.
    // maxParamLength: long path parameters reach the routes (and their 404s) instead of the
    // router's own 414 in another shape; no route uses a regular-expression parameter.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: PATH_VALUE_MAX_LENGTH },
    // A URL the router itself refuses (broken percent-encoding, a path value over that length)
    // never reaches the hooks: answer it in our shape, with the security headers set here.
    frameworkErrors: answerFrameworkError(API_SECURITY_HEADERS),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The API reads pages are rendered with, added by the routes that offer them (http/page-reads.ts).
  app.decorate('pageReads', new PageReads());

  // Every route, as registered: the authorization matrix test checks each one has an entry.
  const routeList: RegisteredRoute[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });

  // 1. Cross-cutting: headers, cookies, rate limits, error shape, cross-site refusal.
  await app.register(helmet, { config });
  await app.register(compress);
  await app.register(cookie);
  await app.register(rateLimit, { config });
  await app.register(websocket);
  await app.register(errorHandler);
  await app.register(crossSiteGuard, { config });

  // 2. Data and services.
  await app.register(db, { config, database: options.database });
  await app.register(repositories);
  await app.register(jobQueue, { config });
  await app.register(secretBox, { config });
  await app.register(mailer, { config });
  await app.register(photoStorage, { config });
  await app.register(stripe, { config });
  await app.register(texts, { config });
  await app.register(keyedRecoveryCodes);
  await app.register(session, { config });
  await app.register(circleAudit);
  await app.register(worker, { config });
  await app.register(chat, { config });
  // Probes for a service manager or load balancer: no session, no rate limit.
  await app.register(health);

  // 3. API routes (the OpenAPI document collects them as they are added).
  await app.register(openapi, { config });
  // Public and account calls, by resource; then the back office by audience (one guard per folder).
  await app.register(authRoutes, { prefix: '/api', config });
  await app.register(visitNoticesRoutes, { prefix: '/api', config });
  await app.register(contactRoutes, { prefix: '/api', config });
  await app.register(furniturePhotosRoutes, { prefix: '/api', config });
  await app.register(visitPhotosRoutes, { prefix: '/api', config });
  await app.register(serviceTypesRoutes, { prefix: '/api', config });
  await app.register(publicPriceListRoutes, { prefix: '/api', config });
  await app.register(bookingRoutes, { prefix: '/api', config });
  await app.register(blogRoutes, { prefix: '/api', config });
  await app.register(blogCommentRoutes, { prefix: '/api', config });
  await app.register(appointmentsRoutes, { prefix: '/api', config });
  await app.register(chatRoutes, { prefix: '/api', config });
  await app.register(propertiesRoutes, { prefix: '/api', config });
  await app.register(clientInvoicesRoutes, { prefix: '/api', config });
  await app.register(clientCardPaymentsRoutes, { prefix: '/api', config });
  await app.register(payLinksRoutes, { prefix: '/api', config });
  await app.register(feedbackLinksRoutes, { prefix: '/api', config });
  await app.register(newsletterRoutes, { prefix: '/api', config });
  await app.register(referralRoutes, { prefix: '/api', config });
  await app.register(clientPlanRoutes, { prefix: '/api', config });
  await app.register(paymentCardRoutes, { prefix: '/api', config });
  await app.register(textChoicesRoutes, { prefix: '/api', config });
  await app.register(stripeWebhookRoutes, { prefix: '/api', config });
  await app.register(twilioWebhookRoutes, { prefix: '/api', config });
  await app.register(quotesRoutes, { prefix: '/api', config });
  await app.register(visitsRoutes, { prefix: '/api', config });
  await app.register(circleRoutes, { prefix: '/api', config });
  await app.register(staffRoutes, { prefix: '/api', config });
  await app.register(adminRoutes, { prefix: '/api', config });
  await app.register(calendarFeedRoutes, { prefix: '/api', config });
  await app.register(calendarFeedRoute, { config });
  await app.register(chatSocketRoutes, { config });

  await app.register(seoRoutes, { config });

  // 4. Server-rendered pages for every other GET, and the forms they send without JavaScript.
  await app.register(web, { config });
  await app.register(pageFormRoutes, { config });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
