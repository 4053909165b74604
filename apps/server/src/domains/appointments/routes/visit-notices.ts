import { parseList, VISIT_STEPS, visitNoticesSchema, type VisitNoticesInput } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { holderOnly } from '../../circle/index.js';
import { accountHolder, requireClient } from '../../accounts/index.js';
import { serviceContext } from '../../service-context.js';
import { setVisitNotices } from '../visit-steps.js';

/**
 * The client's own choice of visit-step e-mails (docs/visit-status.md): which of On my way, Arrived
 * and Done they are e-mailed about. Only the account holder reads and changes it; a trusted contact
 * helping with the account gets 403 (they choose their own in the circle), staff 403.
 */
const visitNoticesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
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
    async (request): Promise<VisitNoticesInput> =>
      setVisitNotices(ctx, accountHolder(request).id, request.body.visitNotices),
  );
};

export default visitNoticesRoutes;
