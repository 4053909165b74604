import { adminUserSchema, securitySettingsAnswerSchema, securitySettingsSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../guards.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { parseRouteId } from '../../../lib/route-id.js';
import { resetTwoStep, securitySettings, setTwoStepRequirement } from '../two-step-settings.js';
import { serviceContext } from '../../service-context.js';

const params = z.object({ id: z.string().max(20) });

/**
 * The back office's security settings and the admin's help for a lost phone (docs/two-step.md).
 * Admins only, by the folder's guard.
 */
const securityRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get('/admin/settings/security', { schema: { response: { 200: securitySettingsAnswerSchema } } }, async () =>
    securitySettings(ctx),
  );

  app.put(
    '/admin/settings/security',
    {
      schema: { body: securitySettingsSchema, response: { 200: securitySettingsAnswerSchema, 409: errorAnswerSchema } },
    },
    async (request) => setTwoStepRequirement(ctx, currentUser(request), request.body.requireTwoStepForStaff),
  );

  // A lost phone: the admin clears the account's two-step sign-in and signs it out everywhere.
  app.delete('/admin/users/:id/two-step', { schema: { params, response: { 200: adminUserSchema } } }, async (request) =>
    resetTwoStep(ctx, currentUser(request), parseRouteId(request.params.id)),
  );
};

export default securityRoutes;
