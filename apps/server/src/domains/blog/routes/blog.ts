import { blogPostSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { serviceContext } from '../../service-context.js';
import { publishedPost, publishedPosts } from '../blog-posts.js';

/** The public blog: published posts only. */
const blogRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get('/blog', { schema: { response: { 200: z.array(blogPostSchema) } } }, async () => publishedPosts(ctx));

  app.get(
    '/blog/:slug',
    { schema: { params: z.object({ slug: z.string().max(200) }), response: { 200: blogPostSchema } } },
    async (request) => publishedPost(ctx, request.params.slug),
  );
};

export default blogRoutes;
