import {
  calendarFeedCreatedSchema,
  calendarFeedPath,
  calendarFeedStateSchema,
  webcalAddress,
  type CalendarFeedCreated,
} from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { isActing } from '../../circle/index.js';
import { currentUser, requireUser } from '../../accounts/index.js';
import { forbidden } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { randomToken, sha256 } from '../../../lib/tokens.js';
import { serviceContext } from '../../service-context.js';
import { calendarFeedState, renewCalendarFeed, stopCalendarFeed } from '../calendar-feeds.js';

/**
 * onRequest hook: a feed is the signed-in account's own. A trusted contact helping with a client's
 * account gets 403 (docs/booking.md, "Calendar feeds"): the client's visits reach the contact's phone
 * only through the client's own choice, never through a contact's session.
 */
async function ownAccountOnly(request: FastifyRequest): Promise<void> {
  if (isActing(request)) throw forbidden('circle_owner_only');
}

/**
 * The signed-in person's private calendar feed (docs/booking.md, "Calendar feeds"), for any role:
 * whether there is one, making or renewing it (the address is answered this once; only its hash is
 * kept, and the old address stops at once), and stopping it.
 */
const calendarFeedRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  // A fresh hook list per route: the rate limiter adds its hook to the list of the route it limits,
  // and a shared list would limit the reads with the writes' budget.
  const guards = () => ({ onRequest: [requireUser, ownAccountOnly], onSend: keepPrivate });

  app.get('/calendar-feed', { ...guards(), schema: { response: { 200: calendarFeedStateSchema } } }, async (request) =>
    calendarFeedState(ctx, currentUser(request).id),
  );

  app.post(
    '/calendar-feed',
    {
      ...guards(),
      // Each new address is a write and an address to copy; nobody needs more than a few an hour.
      config: { rateLimit: callLimit(config, 10, '1 hour') },
      schema: { response: { 201: calendarFeedCreatedSchema } },
    },
    async (request, reply): Promise<CalendarFeedCreated> => {
      const token = randomToken();
      const state = await renewCalendarFeed(ctx, currentUser(request).id, sha256(token));
      const url = `${config.publicUrl}${calendarFeedPath(token)}`;
      reply.code(201);
      return { ...state, url, webcalUrl: webcalAddress(url) };
    },
  );

  app.delete(
    '/calendar-feed',
    { ...guards(), schema: { response: { 200: calendarFeedStateSchema } } },
    async (request) => stopCalendarFeed(ctx, currentUser(request).id),
  );
};

export default calendarFeedRoutes;
