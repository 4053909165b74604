import { isBackOfficeRole, type VisitReport } from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { notFound } from '../../lib/http-errors.js';
import type { UserRecord } from '../accounts/index.js';
import { onBehalf, type ClientCaller } from '../circle/index.js';
import { itemsWithoutTrackingCodes } from '../requests/index.js';
import type { ServiceContext } from '../service-context.js';
import * as activity from './home-watch-events.js';
import { buildVisitReport, type VisitReportWithOwner } from './visit-report.js';
import { renderVisitReportPdf } from './visit-report-pdf.js';
import { loadReportThumbnails } from './visit-report-thumbnails.js';

/** A trusted contact reading the same report again within this time leaves one line in the log. */
const READ_LOGGED_ONCE_WITHIN_MS = 24 * 60 * 60 * 1000;

/**
 * Reading a visit's report: its owner once the visit is finished (before that, and for anyone else's
 * visit, there is nothing: 404); staff and admins any, at any time. A trusted contact with the
 * `reports` right reads the reports of the client they help (`caller`), and each read is recorded as
 * theirs, on the client's behalf (docs/circle-access.md). `caller` is null for the back office.
 */
export async function readVisitReport(
  ctx: ServiceContext,
  user: UserRecord,
  caller: ClientCaller | null,
  id: number | undefined,
  how: 'viewed' | 'downloaded',
): Promise<VisitReportWithOwner> {
  if (caller === null) return visibleTo(ctx, user, user.id, id);
  const built = await visibleTo(ctx, user, caller.client.id, id);
  if (onBehalf(caller)) {
    const report = { ...built.report, items: itemsWithoutTrackingCodes(built.report.items) };
    const visit = { id: report.visit.id, propertyName: report.property.name, date: report.visit.date };
    await ctx.repos.events.recordUnlessRecent(
      activity.reportRead(caller.actor, caller.client, visit, how),
      READ_LOGGED_ONCE_WITHIN_MS,
    );
    return { ...built, report };
  }
  return built;
}

async function visibleTo(
  ctx: ServiceContext,
  user: UserRecord,
  clientId: number,
  id: number | undefined,
): Promise<VisitReportWithOwner> {
  const built = id === undefined ? undefined : await buildVisitReport(ctx.repos, id);
  const allowed =
    built && (isBackOfficeRole(user.role) || (built.header.ownerId === clientId && built.header.finishedAt !== null));
  if (!allowed) throw notFound('visit_not_found');
  return built;
}

/** The report to read on the page. */
export async function visitReportToRead(
  ctx: ServiceContext,
  user: UserRecord,
  caller: ClientCaller | null,
  id: number | undefined,
): Promise<VisitReport> {
  return (await readVisitReport(ctx, user, caller, id, 'viewed')).report;
}

/**
 * The report's PDF and its file name. The owner's copy is in their language, as the e-mailed one is
 * (a trusted contact's, in their own); the back office reads English.
 */
export async function visitReportPdf(
  ctx: ServiceContext,
  user: UserRecord,
  caller: ClientCaller | null,
  id: number | undefined,
  helping: boolean,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { report, header } = await readVisitReport(ctx, user, caller, id, 'downloaded');
  const language = isBackOfficeRole(user.role) ? 'en' : helping ? user.language : header.ownerLanguage;
  const photos = await ctx.repos.visitReports.photos(report.visit.id);
  const pdf = await renderVisitReportPdf(report, await loadReportThumbnails(ctx.photoStorage, photos), language);
  return { pdf, fileName: mailIntl(language).t('report.file-name', { date: report.visit.date }) };
}
