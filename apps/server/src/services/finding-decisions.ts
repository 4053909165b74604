import { PROPERTY_CHECK_SERVICE, VISIT_MESSAGES, type FindingDecision, type VisitItem } from '@ta/shared';
import { conflict, notFound } from '../lib/http-errors.js';
import { onBehalf, type ClientCaller } from '../lib/circle-guards.js';
import * as activity from './activity-events.js';
import { submitContactRequest } from './contact-submissions.js';
import type { ServiceContext } from './service-context.js';
import { buildVisitReport } from './visit-report.js';

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
    throw notFound(VISIT_MESSAGES.findingNotFound);
  }
  if (finding.answer !== 'issue') throw conflict(VISIT_MESSAGES.notAnIssue);
  // Claimed first, so two decisions sent at once make one request at most.
  if (!(await ctx.repos.visitReports.decide(itemId, values.decision, values.note, new Date().toISOString()))) {
    throw conflict(VISIT_MESSAGES.decisionTaken);
  }

  const built = await buildVisitReport(ctx.repos, finding.visitId);
  if (!built) throw notFound(VISIT_MESSAGES.findingNotFound);
  if (values.decision === 'repair') {
    try {
      // The house is the place, the phone is the one the visit screen shows (the appointment's, else
      // the owner's latest request's), and an urgent finding makes an urgent request.
      const phone = (await ctx.repos.visitRun.details(finding.visitId))?.clientPhone ?? '';
      const urgent = built.report.items.some((i) => i.id === itemId && i.severity === 'urgent');
      const request = await submitContactRequest(
        ctx,
        {
          kind: 'portal',
          firstName: owner.firstName,
          lastName: owner.lastName,
          email: owner.email,
          phone,
          serviceInterest: PROPERTY_CHECK_SERVICE,
          message: repairMessage(built.report.property, built.report.visit.date, finding, values.note),
          newsletter: false,
        },
        caller,
        owner.language,
        { location: built.report.property.address, urgent },
      );
      await ctx.repos.visitReports.linkRepairRequest(itemId, request.id);
    } catch (err) {
      await ctx.repos.visitReports.undecide(itemId);
      throw err;
    }
  }
  await ctx.repos.events.record(
    activity.findingAnswered(
      caller.actor,
      { visitId: finding.visitId, label: finding.label, propertyName: built.report.property.name },
      values.decision,
      onBehalf(caller) ? owner : undefined,
    ),
  );
  const items = await ctx.repos.visitItems.list(finding.visitId);
  const item = items.find((i) => i.id === itemId);
  if (!item) throw notFound(VISIT_MESSAGES.findingNotFound);
  return item;
}

/** The request's message, for the office (in English, as the back office reads). */
function repairMessage(
  property: { name: string; address: string },
  date: string,
  finding: { section: string; label: string; note: string | null },
  ownerNote: string | null,
): string {
  return [
    `Repair asked for from the home check report of ${property.name} (${property.address}), visit of ${date}.`,
    `Item: ${finding.section} — ${finding.label}`,
    `Finding: ${finding.note ?? '(no note)'}`,
    ...(ownerNote ? [`Owner's note: ${ownerNote}`] : []),
  ].join('\n');
}
