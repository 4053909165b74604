import { isBackOfficeRole, visitReportSchema } from '@ta/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { clientCaller, needsRight } from '../../circle/index.js';
import { currentUser, requireUser } from '../../accounts/index.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { idParams, parseRouteId } from '../../../lib/route-id.js';
import { visitReportPdf, visitReportToRead } from '../visit-report-reading.js';
import { serviceContext } from '../../service-context.js';

/** Any id that is not a positive 32-bit integer names no visit: 404, like a missing one. */

/**
 * A visit's report: its owner reads it once the visit is finished (before that, and for anyone
 * else's visit, there is nothing: 404); staff and admins read any, at any time. A trusted contact
 * with the `reports` right reads the reports of the client they help, and each read is recorded
 * as theirs, on the client's behalf (docs/circle-access.md).
 */
export const visitReportOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    read: operation({
      checks: [requireUser, needsRight('reports')],
      params: idParams,
      response: visitReportSchema,
      run: async ({ params: { id } }, request) => {
        const { user, caller } = await reader(request);
        return visitReportToRead(ctx, user, caller, parseRouteId(id));
      },
    }),
  };
});

/** Who reads: staff as themselves; anyone else for the account they work on. */
async function reader(request: FastifyRequest) {
  const user = currentUser(request);
  return { user, caller: isBackOfficeRole(user.role) ? null : await clientCaller(request, 'reports') };
}

const reportRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  const ops = visitReportOperations(app, config);

  jsonRoute(app, 'GET', '/visits/:id/report', ops.read, { pageRead: true, onSend: keepPrivate });

  app.get(
    '/visits/:id/report.pdf',
    { onRequest: [requireUser, needsRight('reports')], onSend: keepPrivate, schema: { params: idParams } },
    async (request, reply) => {
      const { user, caller } = await reader(request);
      const helping = request.actingFor !== null;
      const { pdf, fileName } = await visitReportPdf(ctx, user, caller, parseRouteId(request.params.id), helping);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
};

export default reportRoutes;
