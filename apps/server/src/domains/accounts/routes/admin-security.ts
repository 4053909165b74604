import {
  adminUserSchema,
  securitySettingsAnswerSchema,
  securitySettingsSchema,
  TWO_STEP_MESSAGES,
  isClientRole,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../guards.js';
import { conflict, forbidden, notFound, errorAnswerSchema } from '../../../lib/http-errors.js';
import { parseRouteId } from '../../../lib/route-id.js';
import { toAdminUser } from '../users-repository.js';
import * as activity from '../account-events.js';

const params = z.object({ id: z.string().max(20) });

/**
 * The back office's security settings and the admin's help for a lost phone (docs/two-step.md).
 * Admins only, by the folder's guard.
 */
const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/settings/security', { schema: { response: { 200: securitySettingsAnswerSchema } } }, async () => ({
    requireTwoStepForStaff: await app.repos.twoStep.requireTwoStepForStaff(),
  }));

  app.put(
    '/admin/settings/security',
    {
      schema: { body: securitySettingsSchema, response: { 200: securitySettingsAnswerSchema, 409: errorAnswerSchema } },
    },
    async (request) => {
      const actor = currentUser(request);
      const required = request.body.requireTwoStepForStaff;
      const before = await app.repos.twoStep.requireTwoStepForStaff();
      // An admin who could not sign in under the rule would lock themselves out by turning it on.
      if (required && !actor.totpEnabledAt) {
        throw conflict('two_step_admin_needs_it', {
          requireTwoStepForStaff: TWO_STEP_MESSAGES.adminNeedsTwoStep,
        });
      }
      await app.repos.twoStep.setRequireTwoStepForStaff(required, actor.id);
      if (before !== required) await app.repos.events.record(activity.twoStepRequirementChanged(actor, required));
      // From now on a password alone is not enough: sessions signed in with one end, this one included
      // when it was (the admin then signs in again with their code).
      const sessionsEnded = required ? await app.repos.twoStep.endStaffSessionsWithoutTwoStep() : 0;
      if (required) app.accessChanges.notify();
      return { requireTwoStepForStaff: required, sessionsEnded };
    },
  );

  // A lost phone: the admin clears the account's two-step sign-in and signs it out everywhere. The
  // person signs in with their password and sets it up again (at once, when it is required).
  app.delete(
    '/admin/users/:id/two-step',
    { schema: { params, response: { 200: adminUserSchema } } },
    async (request) => {
      const actor = currentUser(request);
      const id = parseRouteId(request.params.id);
      // Without the code the account page asks for: a stolen session could otherwise remove it.
      if (id === actor.id) throw forbidden('two_step_own_reset');
      const target = id === undefined ? undefined : await app.repos.users.findById(id);
      if (!target || isClientRole(target.role)) throw notFound('user_not_found');
      await app.repos.twoStep.turnOff(target.id);
      await app.repos.sessions.deleteForUser(target.id);
      app.accessChanges.notify();
      await app.repos.events.record(activity.twoStepTurnedOff(actor, target));
      return toAdminUser({ ...target, totpEnabledAt: null });
    },
  );
};

export default securityRoutes;
