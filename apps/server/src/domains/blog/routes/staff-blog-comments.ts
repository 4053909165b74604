import { adminBlogCommentPageSchema, adminBlogCommentQuerySchema, blogCommentReplySchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import {
  approveComment,
  blockCommentAddress,
  commentsForOffice,
  deleteComment,
  markCommentSpam,
  replyToComment,
} from '../blog-comments.js';

const commentId = (raw: string) => routeIdOr404(raw, 'blog_comment_not_found');

/**
 * Moderating blog comments (docs/blog-comments.md, "Back office"): the lists, and approve, answer,
 * mark as spam, delete, block an address. Staff and admins (the folder's guard); each answers 204.
 */
const staffBlogCommentRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get(
    '/admin/blog-comments',
    { schema: { querystring: adminBlogCommentQuerySchema, response: { 200: adminBlogCommentPageSchema } } },
    async (request) => commentsForOffice(ctx, request.query),
  );

  app.post('/admin/blog-comments/:id/approve', { schema: { params: idParams } }, async (request, reply) => {
    await approveComment(ctx, commentId(request.params.id));
    return reply.code(204).send();
  });

  app.post(
    '/admin/blog-comments/:id/reply',
    { schema: { params: idParams, body: blogCommentReplySchema } },
    async (request, reply) => {
      await replyToComment(ctx, currentUser(request), commentId(request.params.id), request.body.content);
      return reply.code(204).send();
    },
  );

  app.post('/admin/blog-comments/:id/spam', { schema: { params: idParams } }, async (request, reply) => {
    await markCommentSpam(ctx, commentId(request.params.id));
    return reply.code(204).send();
  });

  app.post('/admin/blog-comments/:id/block', { schema: { params: idParams } }, async (request, reply) => {
    await blockCommentAddress(ctx, currentUser(request), commentId(request.params.id));
    return reply.code(204).send();
  });

  app.delete('/admin/blog-comments/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deleteComment(ctx, commentId(request.params.id));
    return reply.code(204).send();
  });
};

export default staffBlogCommentRoutes;
