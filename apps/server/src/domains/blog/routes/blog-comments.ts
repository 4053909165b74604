import { blogCommentFormSchema, publicBlogCommentSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { requestLanguage } from '../../../lib/request-language.js';
import { serviceContext } from '../../service-context.js';
import { commentsOfPost, leaveComment } from '../blog-comments.js';

/** Comments from one address: a reader writes a few, never dozens an hour. */
const commentLimit = sharedLimit('blog-comment', 5, '1 hour');

const slugParams = z.object({ slug: z.string().max(200) });

/**
 * The public side of blog comments (docs/blog-comments.md): a post's approved comments, and leaving
 * one (held until the office approves it; the same answer from a blocked address or the honeypot).
 */
export const blogCommentOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    list: operation({
      checks: [],
      params: slugParams,
      response: z.array(publicBlogCommentSchema),
      run: async ({ params }) => commentsOfPost(ctx, params.slug),
    }),
    leave: operation({
      checks: [commentLimit(app, config)],
      params: slugParams,
      body: blogCommentFormSchema,
      response: z.object({ status: z.literal('held') }),
      status: 202,
      run: async ({ params, body }, request) => {
        await leaveComment(ctx, params.slug, body, requestLanguage(request));
        return { status: 'held' as const };
      },
    }),
  };
});

const blogCommentRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ops = blogCommentOperations(app, config);
  jsonRoute(app, 'GET', '/blog/:slug/comments', ops.list, { pageRead: true });
  jsonRoute(app, 'POST', '/blog/:slug/comments', ops.leave, {
    refusals: { 404: errorAnswerSchema, 409: errorAnswerSchema },
  });
};

export default blogCommentRoutes;
