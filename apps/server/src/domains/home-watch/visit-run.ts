import { type StaffVisit, type VisitSummary } from '@ta/shared';
import { forbidden, conflict, notFound } from '../../lib/http-errors.js';
import { parseRouteId } from '../../lib/route-id.js';
import type { Repositories } from '../repositories.js';
import type { UserRecord } from '../accounts/index.js';

/**
 * The rules of doing a visit on site (docs/home-watch.md, "Doing a visit"): any staff member may
 * look at a visit; only the one assigned to it acts on it, and only while it stands where the
 * action makes sense. Shared by the visit calls and the photo upload.
 */

/** The visit a URL names, or the visit's 404. */
export async function visitFromRoute(repos: Repositories, rawId: string): Promise<VisitSummary> {
  const id = parseRouteId(rawId);
  const visit = id === undefined ? undefined : await repos.visits.summary(id);
  if (!visit) throw notFound('visit_not_found');
  return visit;
}

/** Only the staff member the visit is given to acts on it (an admin too is refused). */
export function assertAssigned(visit: VisitSummary, user: Pick<UserRecord, 'id'>): void {
  if (visit.staffId !== user.id) throw forbidden('visit_not_yours');
}

/** A visit that can no longer change: finished (its report sent) or cancelled. */
export function assertNotClosed(visit: VisitSummary): void {
  if (visit.state === 'finished') throw conflict('visit_already_finished');
  if (visit.state === 'cancelled') throw conflict('visit_cancelled');
}

/** Answers and photos need a visit started and not yet finished. */
export function assertInProgress(visit: VisitSummary): void {
  assertNotClosed(visit);
  if (visit.state !== 'in-progress') throw conflict('visit_not_started');
}

/** The visit as the visit screen shows it to `user`; the access notes only say whether they can be opened. */
export async function staffVisit(repos: Repositories, visit: VisitSummary, user: UserRecord): Promise<StaffVisit> {
  const [items, details] = await Promise.all([repos.visitItems.list(visit.id), repos.visitRun.details(visit.id)]);
  if (!details) throw notFound('visit_not_found');
  const open = visit.state !== 'finished' && visit.state !== 'cancelled';
  return {
    ...visit,
    summary: details.summary,
    items,
    accessNotesAvailable: open && visit.staffId === user.id && details.accessNotesSealed !== null,
    alarmCompany: details.alarmCompany,
    emergencyContacts: details.emergencyContacts,
    clientPhone: details.clientPhone,
  };
}
