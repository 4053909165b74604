import {
  calendarFeedCreatedSchema,
  calendarFeedPath,
  calendarFeedStateSchema,
  webcalAddress,
  type CalendarFeedCreated,
} from '@ta/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { isActing } from '../../circle/index.js';
import { currentUser, requireUser } from '../../accounts/index.js';
import { forbidden } from '../../../lib/http-errors.js';
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
 * New feed addresses from one address, by the API or by the account page's form: each is a write and
 * an address to copy; nobody needs more than a few an hour.
 */
const feedMakeLimit = sharedLimit('calendar-feed-make', 10, '1 hour');

/**
 * The signed-in person's private calendar feed (docs/booking.md, "Calendar feeds"), for any role:
 * whether there is one, making or renewing it (the address is answered this once; only its hash is
 * kept, and the old address stops at once), and stopping it. The same for the JSON API, the account
 * page's forms without JavaScript and the account page rendered on the server.
 */
export const calendarFeedOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  const own = [requireUser, ownAccountOnly];
  return {
    state: operation({
      checks: own,
      response: calendarFeedStateSchema,
      run: async (_input, request) => calendarFeedState(ctx, currentUser(request).id),
    }),
    make: operation({
      checks: [...own, feedMakeLimit(app, config)],
      response: calendarFeedCreatedSchema,
      status: 201,
      run: async (_input, request): Promise<CalendarFeedCreated> => {
        const token = randomToken();
        const state = await renewCalendarFeed(ctx, currentUser(request).id, sha256(token));
        const url = `${config.publicUrl}${calendarFeedPath(token)}`;
        return { ...state, url, webcalUrl: webcalAddress(url) };
      },
    }),
    stop: operation({
      checks: own,
      response: calendarFeedStateSchema,
      run: async (_input, request) => stopCalendarFeed(ctx, currentUser(request).id),
    }),
  };
});

const calendarFeedRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ops = calendarFeedOperations(app, config);
  jsonRoute(app, 'GET', '/calendar-feed', ops.state, { pageRead: true, onSend: keepPrivate });
  jsonRoute(app, 'POST', '/calendar-feed', ops.make, { onSend: keepPrivate });
  jsonRoute(app, 'DELETE', '/calendar-feed', ops.stop, { onSend: keepPrivate });
};

export default calendarFeedRoutes;
