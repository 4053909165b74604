import { isBackOfficeRole, visitReportSchema } from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailIntl } from '../../../i18n/mail-intl.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { clientCaller, needsRight, onBehalf } from '../../circle/index.js';
import { currentUser, requireUser, type UserRecord } from '../../accounts/index.js';
import { notFound } from '../../../lib/http-errors.js';
import { parseRouteId } from '../../../lib/route-id.js';
import { itemsWithoutTrackingCodes } from '../../requests/index.js';
import * as activity from '../home-watch-events.js';
import { buildVisitReport, type VisitReportWithOwner } from '../visit-report.js';
import { renderVisitReportPdf } from '../visit-report-pdf.js';
import { loadReportThumbnails } from '../visit-report-thumbnails.js';

/** Any id that is not a positive 32-bit integer names no visit: 404, like a missing one. */
const params = z.object({ id: z.string().max(20) });

/** A trusted contact reading the same report again within this time leaves one line in the log. */
const READ_LOGGED_ONCE_WITHIN_MS = 24 * 60 * 60 * 1000;

/**
 * A visit's report: its owner reads it once the visit is finished (before that, and for anyone
 * else's visit, there is nothing: 404); staff and admins read any, at any time. A trusted contact
 * with the `reports` right reads the reports of the client they help, and each read is recorded
 * as theirs, on the client's behalf (docs/circle-access.md).
 */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  async function visibleTo(user: UserRecord, clientId: number, rawId: string): Promise<VisitReportWithOwner> {
    const id = parseRouteId(rawId);
    const built = id === undefined ? undefined : await buildVisitReport(app.repos, id);
    const allowed =
      built && (isBackOfficeRole(user.role) || (built.header.ownerId === clientId && built.header.finishedAt !== null));
    if (!allowed) throw notFound('visit_not_found');
    return built;
  }

  /** The report the caller may read: staff any; anyone else, the account's they work on. */
  async function readBy(request: FastifyRequest, rawId: string, how: 'viewed' | 'downloaded') {
    const user = currentUser(request);
    if (isBackOfficeRole(user.role)) return visibleTo(user, user.id, rawId);
    const caller = await clientCaller(request, 'reports');
    const built = await visibleTo(user, caller.client.id, rawId);
    if (onBehalf(caller)) {
      const report = { ...built.report, items: itemsWithoutTrackingCodes(built.report.items) };
      const visit = { id: report.visit.id, propertyName: report.property.name, date: report.visit.date };
      await app.repos.events.recordUnlessRecent(
        activity.reportRead(caller.actor, caller.client, visit, how),
        READ_LOGGED_ONCE_WITHIN_MS,
      );
      return { ...built, report };
    }
    return built;
  }

  app.get(
    '/visits/:id/report',
    {
      onRequest: [requireUser, needsRight('reports')],
      onSend: keepPrivate,
      schema: { params, response: { 200: visitReportSchema } },
    },
    async (request) => (await readBy(request, request.params.id, 'viewed')).report,
  );

  app.get(
    '/visits/:id/report.pdf',
    { onRequest: [requireUser, needsRight('reports')], onSend: keepPrivate, schema: { params } },
    async (request, reply) => {
      const user = currentUser(request);
      const { report, header } = await readBy(request, request.params.id, 'downloaded');
      // The owner's copy is in their language, as the e-mailed one is (a trusted contact's, in
      // their own); the back office reads English.
      const language = isBackOfficeRole(user.role) ? 'en' : request.actingFor ? user.language : header.ownerLanguage;
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
