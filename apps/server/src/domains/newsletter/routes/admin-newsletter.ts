import {
  newsletterAnswerSchema,
  newsletterSendSchema,
  subscriberListQuerySchema,
  subscriberListSchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { toCsv } from '../../../lib/csv.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import { postSendView, previewPostEmail, sendPost } from '../newsletter-sends.js';

const PAGE_SIZE = 50;

/**
 * The owner's newsletter (docs/newsletter.md, "In the back office"): the subscriber list with search and
 * its CSV, and a post's sending: a preview to oneself, the sending (once per post), what became of it.
 * Admins only (the folder's guard): nobody else reads who is on the list.
 */
const adminNewsletterRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get(
    '/admin/newsletter/subscribers',
    { schema: { querystring: subscriberListQuerySchema, response: { 200: subscriberListSchema } } },
    async (request) => {
      const { search, page } = request.query;
      const [list, subscribed] = await Promise.all([
        ctx.repos.subscriptions.list(search, { page, pageSize: PAGE_SIZE }),
        ctx.repos.subscriptions.countSubscribed(),
      ]);
      return { ...list, page, pageSize: PAGE_SIZE, subscribed };
    },
  );

  app.get('/admin/newsletter/subscribers.csv', async (_request, reply) => {
    const rows = (await ctx.repos.subscriptions.all()).map((s) => [
      s.email,
      s.name,
      s.language,
      s.state,
      s.createdAt,
      s.confirmedAt,
      s.unsubscribedAt,
    ]);
    const csv = toCsv([['Email', 'Name', 'Language', 'State', 'Signed up', 'Confirmed', 'Unsubscribed'], ...rows]);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .send(csv);
  });

  app.get(
    '/admin/blog/:id/newsletter',
    { schema: { params: idParams, response: { 200: newsletterSendSchema.nullable() } } },
    async (request) => postSendView(ctx, routeIdOr404(request.params.id, 'blog_post_not_found')),
  );

  app.post(
    '/admin/blog/:id/newsletter/preview',
    { schema: { params: idParams, response: { 202: newsletterAnswerSchema } } },
    async (request, reply) => {
      await previewPostEmail(ctx, currentUser(request), routeIdOr404(request.params.id, 'blog_post_not_found'));
      return reply.code(202).send({ status: 'check-email' });
    },
  );

  app.post(
    '/admin/blog/:id/newsletter',
    { schema: { params: idParams, response: { 202: newsletterSendSchema.nullable() } } },
    async (request, reply) => {
      const postId = routeIdOr404(request.params.id, 'blog_post_not_found');
      await sendPost(ctx, currentUser(request), postId);
      return reply.code(202).send(await postSendView(ctx, postId));
    },
  );
};

export default adminNewsletterRoutes;
