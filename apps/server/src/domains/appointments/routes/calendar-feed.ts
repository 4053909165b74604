import { z } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { notFound, tooManyRequests } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { sha256 } from '../../../lib/tokens.js';
import { serviceContext } from '../../service-context.js';
import { calendarFeedFile } from '../calendar-feeds.js';

/** A feed's file name: the token `randomToken` makes (43 URL-safe characters), then `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * The private calendar feed a phone subscribes to (docs/booking.md, "Calendar feeds"): GET
 * /calendar/<token>.ics, public, the token its only key. Only the token's SHA-256 is stored; an
 * unknown or stopped token answers the plain 404 any missing address gets. The path is hidden in
 * the request log (lib/log-redaction.ts).
 */
const calendarFeedRoute: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  // A known feed: calendar apps read it every 15 minutes to an hour; Google's readers share
  // addresses, so a known feed is counted by itself, not by the address it is read from.
  const feedLimit = callLimit(config, 30, '1 hour');
  // Unknown tokens, per address: guessing 256-bit tokens is hopeless, but each try costs a lookup.
  const missLimit = app.createRateLimit(callLimit(config, 30, '1 hour'));

  app.get(
    '/calendar/:file',
    {
      config: {
        rateLimit: {
          ...feedLimit,
          keyGenerator: (request) => `calendar-feed:${sha256(String((request.params as { file?: string }).file))}`,
        },
      },
      schema: { params: z.object({ file: z.string() }) },
    },
    async (request, reply) => {
      // Whatever the answer, no shared cache keeps it and nothing it links to learns its address.
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      reply.header('x-robots-tag', 'noindex');
      const peek = await missLimit(request, { increment: false });
      if (!peek.isAllowed && peek.remaining <= 0) throw tooManyRequests('rate_limited');
      const token = FEED_FILE.exec(request.params.file)?.[1];
      const feed = token ? await calendarFeedFile(ctx, sha256(token)) : undefined;
      if (feed === undefined) {
        await missLimit(request);
        throw notFound('not_found');
      }
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="visits.ics"')
        .send(feed);
    },
  );
};

export default calendarFeedRoute;
