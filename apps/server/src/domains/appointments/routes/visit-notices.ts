import { parseList, VISIT_STEPS, visitNoticesSchema, type VisitNoticesInput } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keepPrivate } from '../../../lib/cache-control.js';
import { holderOnly } from '../../circle/index.js';
import { accountHolder, requireClient } from '../../accounts/index.js';

/**
 * The client's own choice of visit-step e-mails (docs/visit-status.md): which of On my way, Arrived
 * and Done they are e-mailed about. Only the account holder reads and changes it; a trusted contact
 * helping with the account gets 403 (they choose their own in the circle), staff 403.
 */
const visitNoticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/visit-notices',
    { onRequest: [requireClient, holderOnly], onSend: keepPrivate, schema: { response: { 200: visitNoticesSchema } } },
    async (request): Promise<VisitNoticesInput> => ({
      visitNotices: parseList(accountHolder(request).visitNotices, VISIT_STEPS),
    }),
  );

  app.put(
    '/user/visit-notices',
    {
      onRequest: [requireClient, holderOnly],
      schema: { body: visitNoticesSchema, response: { 200: visitNoticesSchema } },
    },
    async (request): Promise<VisitNoticesInput> => {
      const user = accountHolder(request);
      await app.repos.visitProgress.setVisitNotices(user.id, request.body.visitNotices);
      return { visitNotices: parseList(request.body.visitNotices.join(','), VISIT_STEPS) };
    },
  );
};

export default visitNoticesRoutes;
