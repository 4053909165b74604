import {
  checklistWordsIn,
  PROPERTY_CHECK_SERVICE,
  type FindingDecision,
  type Locale,
  type VisitItem,
  type VisitReport,
} from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { onBehalf, type ClientCaller } from '../circle/index.js';
import * as activity from './home-watch-events.js';
import { submitContactRequest } from '../requests/index.js';
import type { ServiceContext } from '../service-context.js';
import { buildVisitReport, reportWords } from './visit-report.js';

export interface FindingDecisionValues {
  decision: FindingDecision;
  note: string | null;
}

/**
 * The owner decides about an issue of a finished visit's report, once: "repair" makes a request
 * to the office (the Seasonal Property Management service, in the owner's name and language,
 * naming the property, the item, the finding and the owner's note; the house's address as its
 * place and the owner's phone on file; urgent for an urgent finding), linked to the finding, and the
 * office hears of it as of any new request; "no-action" is recorded. Anyone but the owner, and any
 * visit not finished, finds nothing (404). A trusted contact with the `act` right decides for the
 * owner: the request is still the owner's (their name, e-mail and language), and both the request
 * and the decision are recorded as the contact's, on the owner's behalf.
 */
export async function decideFinding(
  ctx: ServiceContext,
  caller: ClientCaller,
  itemId: number,
  values: FindingDecisionValues,
): Promise<VisitItem> {
  const owner = caller.client;
  const finding = await ctx.repos.visitReports.finding(itemId);
  if (!finding || finding.ownerId !== owner.id || finding.finishedAt === null) {
    throw notFound('finding_not_found');
  }
  if (finding.answer !== 'issue') throw conflict('finding_not_an_issue');
  // The decision, its repair request (with the request's own event and e-mails) and the decision's
  // event are stored together or not at all. Claimed first, so two decisions sent at once make one
  // request at most.
  await ctx.inTransaction(async (tx) => {
    if (!(await tx.repos.visitReports.decide(itemId, values.decision, values.note, new Date().toISOString()))) {
      throw conflict('finding_decided');
    }
    const built = await buildVisitReport(tx.repos, finding.visitId);
    if (!built) throw notFound('finding_not_found');
    if (values.decision === 'repair') {
      // The house is the place, the phone is the one the visit screen shows (the appointment's, else
      // the owner's latest request's), and an urgent finding makes an urgent request.
      const phone = (await tx.repos.visitRun.details(finding.visitId))?.clientPhone ?? '';
      const item = built.report.items.find((i) => i.id === itemId);
      if (!item) throw notFound('finding_not_found');
      const urgent = item.severity === 'urgent';
      const request = await submitContactRequest(
        tx,
        {
          kind: 'portal',
          firstName: owner.firstName,
          lastName: owner.lastName,
          email: owner.email,
          phone,
          serviceInterest: PROPERTY_CHECK_SERVICE,
          message: repairMessage(built.report, item, values.note, owner.language),
          newsletter: false,
        },
        caller,
        owner.language,
        { location: built.report.property.address, urgent },
      );
      await tx.repos.visitReports.linkRepairRequest(itemId, request.id);
    }
    await tx.repos.events.record(
      activity.findingAnswered(
        caller.actor,
        { visitId: finding.visitId, label: finding.label, propertyName: built.report.property.name },
        values.decision,
        onBehalf(caller) ? owner : undefined,
      ),
    );
  });
  const items = await ctx.repos.visitItems.list(finding.visitId);
  const item = items.find((i) => i.id === itemId);
  if (!item) throw notFound('finding_not_found');
  return item;
}

/**
 * The request's message, in the owner's language like the rest of their request (they read it on
 * their requests page; the office's page names the finding apart, in English): the property, the
 * visit's day, the item checked (in the checklist's words of that language), the finding and the
 * owner's note.
 */
function repairMessage(report: VisitReport, item: VisitItem, ownerNote: string | null, language: Locale): string {
  const intl = mailIntl(language);
  const { property } = report;
  const date = reportWords(report, language).date;
  return [
    intl.t('repair.asked', { property: property.name, address: property.address, date }),
    intl.t('repair.item', checklistWordsIn(item, language)),
    intl.t('repair.finding', { note: item.note ?? intl.t('repair.no-note') }),
    ...(ownerNote ? [intl.t('repair.owner-note', { note: ownerNote })] : []),
  ].join('\n');
}
