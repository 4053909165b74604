import { blogPostSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { serviceContext } from '../../service-context.js';
import { publishedPost, publishedPosts } from '../blog-posts.js';

/** The public blog: published posts only, read by anyone (the blog's pages are rendered with them). */
export const blogOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    list: operation({
      checks: [],
      response: z.array(blogPostSchema),
      run: async () => publishedPosts(ctx),
    }),
    read: operation({
      checks: [],
      params: z.object({ slug: z.string().max(200) }),
      response: blogPostSchema,
      run: async ({ params: { slug } }) => publishedPost(ctx, slug),
    }),
  };
});

const blogRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ops = blogOperations(app, config);
  jsonRoute(app, 'GET', '/blog', ops.list, { pageRead: true });
  jsonRoute(app, 'GET', '/blog/:slug', ops.read, { pageRead: true });
};

export default blogRoutes;
