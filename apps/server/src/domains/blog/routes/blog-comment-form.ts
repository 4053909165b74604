import { blogCommentFormSchema } from '@ta/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { doPageForm, formDataOf, inPageLanguage, type PageForm } from '../../../http/page-forms/page-form.js';
import { blogCommentOperations } from './blog-comments.js';

const COMMENT = { form: 'blog-comment', schema: blogCommentFormSchema } satisfies PageForm<
  typeof blogCommentFormSchema
>;

/**
 * The comment form under a post without JavaScript (docs/blog-comments.md): posted to the post's own
 * page (a reply's page, `?reply=<id>`, keeps its query), done by the JSON route's operation (the same
 * checks and rate limit). Done, the post again with `?comment=held`, which says the comment waits to be
 * read; refused, the post with the form, what was typed and the reason.
 */
const blogCommentForm: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const { leave } = blogCommentOperations(app, config);
  app.post<{ Params: { slug: string } }>('/blog/:slug', async (request, reply) => {
    const { slug } = request.params;
    const course = await doPageForm(request, reply, {
      spec: COMMENT,
      data: formDataOf(request.body),
      op: leave,
      input: (body) => ({ params: { slug }, body }),
    });
    if (!course.done) return course.sent;
    return reply.redirect(inPageLanguage(request, `/blog/${encodeURIComponent(slug)}?comment=held#comments`), 303);
  });
};

export default blogCommentForm;
