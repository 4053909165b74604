import {
  adminBlogPostSchema,
  adminBlogQuerySchema,
  BLOG_MESSAGES,
  blogPostFormSchema,
  blogPostUpdateSchema,
  pageSchema,
  type AdminBlogPost,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../../../db/errors.js';
import { currentUser } from '../../accounts/index.js';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { parseRouteId } from '../../../lib/route-id.js';
import * as activity from '../blog-events.js';

const params = z.object({ id: z.string().max(20) });
const slugTaken = () => conflict('blog_slug_taken', { slug: BLOG_MESSAGES.slugTaken });

/**
 * The blog CMS. Drafts are visible here only; the public blog and the sitemap keep showing published posts.
 */
const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  async function existing(rawId: string): Promise<AdminBlogPost> {
    const id = parseRouteId(rawId);
    const post = id === undefined ? undefined : await app.repos.blogPosts.findById(id);
    if (!post) throw notFound('blog_post_not_found');
    return post;
  }

  app.get(
    '/admin/blog',
    { schema: { querystring: adminBlogQuerySchema, response: { 200: pageSchema(adminBlogPostSchema) } } },
    async (request) => app.repos.blogPosts.listForAdmin(request.query),
  );

  app.get('/admin/blog/:id', { schema: { params, response: { 200: adminBlogPostSchema } } }, async (request) =>
    existing(request.params.id),
  );

  app.post(
    '/admin/blog',
    { schema: { body: blogPostFormSchema, response: { 201: adminBlogPostSchema } } },
    async (request, reply) => {
      const actor = currentUser(request);
      // Only the form's fields reach here; the author is the caller, whatever the body says.
      if (await app.repos.blogPosts.slugTaken(request.body.slug)) throw slugTaken();
      let post;
      try {
        post = await app.repos.blogPosts.create({ ...request.body, authorId: actor.id });
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken();
        throw err;
      }
      await app.repos.events.record(activity.postCreated(actor, post));
      return reply.code(201).send(post);
    },
  );

  app.patch(
    '/admin/blog/:id',
    { schema: { params, body: blogPostUpdateSchema, response: { 200: adminBlogPostSchema } } },
    async (request) => {
      const actor = currentUser(request);
      const before = await existing(request.params.id);
      const changes = request.body;
      if (Object.values(changes).every((v) => v === undefined)) return before;
      if (changes.slug !== undefined && (await app.repos.blogPosts.slugTaken(changes.slug, before.id))) {
        throw slugTaken();
      }
      let post;
      try {
        post = await app.repos.blogPosts.update(before.id, changes);
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken();
        throw err;
      }
      if (!post) throw notFound('blog_post_not_found');
      await app.repos.events.record(activity.postUpdated(actor, before, post));
      return post;
    },
  );

  // The delete answers with text (the API contract: the back office shows it as it comes).
  app.delete('/admin/blog/:id', { schema: { params } }, async (request, reply) => {
    const actor = currentUser(request);
    const post = await existing(request.params.id);
    if (!(await app.repos.blogPosts.delete(post.id))) throw notFound('blog_post_not_found');
    await app.repos.events.record(activity.postDeleted(actor, post));
    return reply.type('text/plain; charset=utf-8').send(BLOG_MESSAGES.deleted);
  });
};

export default blogRoutes;
