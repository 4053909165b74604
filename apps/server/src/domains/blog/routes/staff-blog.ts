import {
  adminBlogPostSchema,
  adminBlogQuerySchema,
  BLOG_MESSAGES,
  blogPostFormSchema,
  blogPostUpdateSchema,
  pageSchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import { createPost, deletePost, postForStaff, postsForStaff, updatePost } from '../blog-posts.js';

const postId = (raw: string) => routeIdOr404(raw, 'blog_post_not_found');

/**
 * The blog CMS. Drafts are visible here only; the public blog and the sitemap keep showing published posts.
 */
const blogRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get(
    '/admin/blog',
    { schema: { querystring: adminBlogQuerySchema, response: { 200: pageSchema(adminBlogPostSchema) } } },
    async (request) => postsForStaff(ctx, request.query),
  );

  app.get(
    '/admin/blog/:id',
    { schema: { params: idParams, response: { 200: adminBlogPostSchema } } },
    async (request) => postForStaff(ctx, postId(request.params.id)),
  );

  app.post(
    '/admin/blog',
    { schema: { body: blogPostFormSchema, response: { 201: adminBlogPostSchema } } },
    async (request, reply) => reply.code(201).send(await createPost(ctx, currentUser(request), request.body)),
  );

  app.patch(
    '/admin/blog/:id',
    { schema: { params: idParams, body: blogPostUpdateSchema, response: { 200: adminBlogPostSchema } } },
    async (request) => updatePost(ctx, currentUser(request), postId(request.params.id), request.body),
  );

  // The delete answers with text (the API contract: the back office shows it as it comes).
  app.delete('/admin/blog/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deletePost(ctx, currentUser(request), postId(request.params.id));
    return reply.type('text/plain; charset=utf-8').send(BLOG_MESSAGES.deleted);
  });
};

export default blogRoutes;
