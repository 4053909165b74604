import { parseList, VISIT_STEPS, visitNoticesSchema, type VisitNoticesInput } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { holderOnly } from '../../circle/index.js';
import { accountHolder, requireClient } from '../../accounts/index.js';
import { serviceContext } from '../../service-context.js';
import { setVisitNotices } from '../visit-steps.js';

/**
 * The client's own choice of visit-step e-mails (docs/visit-status.md): which of On my way, Arrived
 * and Done they are e-mailed about. Only the account holder reads and changes it; a trusted contact
 * helping with the account gets 403 (they choose their own in the circle), staff 403. Read and saved
 * by the JSON API, by the account page's form without JavaScript and read for the page it renders.
 */
export const visitNoticesOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  const holder = [requireClient, holderOnly];
  return {
    read: operation({
      checks: holder,
      response: visitNoticesSchema,
      run: async (_input, request): Promise<VisitNoticesInput> => ({
        visitNotices: parseList(accountHolder(request).visitNotices, VISIT_STEPS),
      }),
    }),
    save: operation({
      checks: holder,
      body: visitNoticesSchema,
      response: visitNoticesSchema,
      run: async ({ body }, request): Promise<VisitNoticesInput> =>
        setVisitNotices(ctx, accountHolder(request).id, body.visitNotices),
    }),
  };
});

const visitNoticesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ops = visitNoticesOperations(app, config);
  jsonRoute(app, 'GET', '/user/visit-notices', ops.read, { pageRead: true, onSend: keepPrivate });
  jsonRoute(app, 'PUT', '/user/visit-notices', ops.save);
};

export default visitNoticesRoutes;
