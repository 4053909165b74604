import { isBackOfficeRole, VISIT_MESSAGES, visitReportSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailIntl } from '../../../i18n/mail-intl.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { currentUser, requireUser } from '../../../lib/guards.js';
import { notFound } from '../../../lib/http-errors.js';
import { parseRouteId } from '../../../lib/route-id.js';
import type { UserRecord } from '../../../repositories/users-repository.js';
import { buildVisitReport, type VisitReportWithOwner } from '../../../services/visit-report.js';
import { renderVisitReportPdf } from '../../../services/visit-report-pdf.js';
import { loadReportThumbnails } from '../../../services/visit-report-thumbnails.js';

/** Any id that is not a positive 32-bit integer names no visit: 404, like a missing one. */
const params = z.object({ id: z.string().max(20) });

/**
 * A visit's report: its owner reads it once the visit is finished (before that, and for anyone
 * else's visit, there is nothing: 404); staff and admins read any, at any time.
 */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  async function visibleTo(user: UserRecord, rawId: string): Promise<VisitReportWithOwner> {
    const id = parseRouteId(rawId);
    const built = id === undefined ? undefined : await buildVisitReport(app.repos, id);
    const allowed =
      built && (isBackOfficeRole(user.role) || (built.header.ownerId === user.id && built.header.finishedAt !== null));
    if (!allowed) throw notFound(VISIT_MESSAGES.notFound);
    return built;
  }

  app.get(
    '/visits/:id/report',
    { onRequest: requireUser, onSend: keepPrivate, schema: { params, response: { 200: visitReportSchema } } },
    async (request) => (await visibleTo(currentUser(request), request.params.id)).report,
  );

  app.get(
    '/visits/:id/report.pdf',
    { onRequest: requireUser, onSend: keepPrivate, schema: { params } },
    async (request, reply) => {
      const user = currentUser(request);
      const { report, header } = await visibleTo(user, request.params.id);
      // The owner's copy is in their language, as the e-mailed one is; the back office reads English.
      const language = user.role === 'client' ? header.ownerLanguage : 'en';
      const photos = await app.repos.visitReports.photos(report.visit.id);
      const pdf = await renderVisitReportPdf(report, await loadReportThumbnails(app.photoStorage, photos), language);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${mailIntl(language).t('report.file-name', { date: report.visit.date })}"`,
        )
        .send(pdf);
    },
  );
};

export default reportRoutes;
