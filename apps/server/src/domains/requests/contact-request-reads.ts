import {
  normalizeTrackingCode,
  REQUEST_PHOTOS_SHOWN,
  type AdminContact,
  type AdminContactListQuery,
  type ClientRequest,
  type ContactCounts,
  type ContactRelated,
  type Page,
  type ServiceType,
  type TrackedRequest,
} from '@ta/shared';
import { notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../service-context.js';
import { findContactRequest } from './contact-request-changes.js';
import { withoutTrackingCode } from './tracking-codes-kept.js';

/** What the requests' screens read: the back office's list, counts and pages, a client's own, tracking by code. */

/** The back office's paged list of requests. */
export async function listContactRequests(
  ctx: ServiceContext,
  query: AdminContactListQuery,
): Promise<Page<AdminContact>> {
  const { page, pageSize, search, status } = query;
  return ctx.repos.contactRequests.listForStaff({ search, status }, { page, pageSize });
}

/** How many requests each status has, within a search. */
export async function countContactRequests(ctx: ServiceContext, search: string | undefined): Promise<ContactCounts> {
  return ctx.repos.contactRequests.countsForStaff(search);
}

/** One request as staff see it, or a 404. */
export async function contactRequestForStaff(ctx: ServiceContext, id: number): Promise<AdminContact> {
  return findContactRequest(ctx, id);
}

/** What became of a request: its appointments, the client's photos, and the finding it was asked from. */
export async function contactRequestRelated(ctx: ServiceContext, id: number): Promise<ContactRelated> {
  const contact = await findContactRequest(ctx, id);
  const appointments = await ctx.repos.appointments.listForContactRequest(contact.id);
  const { photos, total } = await ctx.repos.furniturePhotos.listForRequest(
    contact.email,
    appointments.map((a) => a.id),
    REQUEST_PHOTOS_SHOWN,
  );
  const fromFinding = await ctx.repos.visitReports.findingForRequest(contact.id);
  return { appointments, photos, photoTotal: total, fromFinding };
}

/** An account's requests, newest first; a trusted contact reading a client's sees them without their codes. */
export async function myContactRequests(
  ctx: ServiceContext,
  accountId: number,
  { actingFor }: { actingFor: boolean },
): Promise<ClientRequest[]> {
  const requests = await ctx.repos.contactRequests.listByUser(accountId);
  return actingFor ? requests.map(withoutTrackingCode) : requests;
}

/** Public tracking by code (the hottest read: one coalesced lookup). A malformed or wrong code finds nothing. */
export async function trackContactRequest(ctx: ServiceContext, token: string): Promise<TrackedRequest> {
  const code = normalizeTrackingCode(token);
  // With the time held or booked with it (docs/booking.md, "Holding and booking"), in the same query.
  const found = code ? await ctx.repos.contactRequests.findTracked(code) : undefined;
  if (!found) throw notFound('tracking_not_found');
  return found;
}

/** The services a form offers. */
export async function activeServiceTypes(ctx: ServiceContext): Promise<ServiceType[]> {
  return ctx.repos.serviceTypes.listActive();
}
