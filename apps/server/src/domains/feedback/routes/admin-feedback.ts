import { feedbackOverviewSchema, feedbackSettingsSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { serviceContext } from '../../service-context.js';
import { saveFeedbackSettings } from '../feedback-answers.js';
import { feedbackOverview } from '../feedback-overview.js';

/**
 * The owner's Feedback page (docs/feedback.md): scores by staff member and by service over the last
 * twelve months, the latest answers, and the public review page. Admins only (the folder's guard):
 * staff do not read each other's scores.
 */
const adminFeedbackRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.get('/admin/feedback', { schema: { response: { 200: feedbackOverviewSchema } } }, async () =>
    feedbackOverview(ctx),
  );
  app.put(
    '/admin/feedback/settings',
    { schema: { body: feedbackSettingsSchema, response: { 200: feedbackSettingsSchema } } },
    async (request) => saveFeedbackSettings(ctx, currentUser(request), request.body),
  );
};

export default adminFeedbackRoutes;
