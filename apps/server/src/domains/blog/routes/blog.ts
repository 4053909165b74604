import { blogPostSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-errors.js';

/** The public blog: published posts only. */
const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/blog', { schema: { response: { 200: z.array(blogPostSchema) } } }, async () =>
    app.repos.blogPosts.listPublished(),
  );

  app.get(
    '/blog/:slug',
    { schema: { params: z.object({ slug: z.string().max(200) }), response: { 200: blogPostSchema } } },
    async (request) => {
      const post = await app.repos.blogPosts.findPublishedBySlug(request.params.slug);
      if (!post) throw notFound('blog_post_not_found');
      return post;
    },
  );
};

export default blogRoutes;
