import { isClientRole, type CircleContact, type StaffCircleInviteInput } from '@ta/shared';
import { notFound } from '../../lib/http-errors.js';
import type { UserRecord } from '../accounts/index.js';
import type { ServiceContext } from '../service-context.js';
import { circleOf, confirmProposedContact, inviteToCircle, removeFromCircle } from './circle.js';

/**
 * Staff look after a client's circle when the client cannot use the site (docs/circle.md, "Staff,
 * with the client's consent"). Each call names the client by id: an active client account, else 404.
 * A contact's id that names no row is `undefined` and gets its 404 after the client's.
 */

async function clientAccount(ctx: ServiceContext, clientId: number | undefined): Promise<UserRecord> {
  const client = clientId === undefined ? undefined : await ctx.repos.users.findById(clientId);
  if (!client || !isClientRole(client.role) || !client.active) throw notFound('circle_client_not_found');
  return client;
}

/** The client's circle, as staff see it. */
export async function clientCircle(ctx: ServiceContext, clientId: number | undefined): Promise<CircleContact[]> {
  return circleOf(ctx, await clientAccount(ctx, clientId));
}

/** Staff propose someone the client asked for (an admin adds them at once), with how the client agreed. */
export async function inviteForClient(
  ctx: ServiceContext,
  staff: UserRecord,
  clientId: number | undefined,
  { consentMethod, consentNote, ...input }: StaffCircleInviteInput,
): Promise<CircleContact> {
  const client = await clientAccount(ctx, clientId);
  return inviteToCircle(ctx, client, staff, input, { method: consentMethod, note: consentNote });
}

/** An admin confirms what a staff member proposed, for a client who cannot do it on the site. */
export async function confirmForClient(
  ctx: ServiceContext,
  admin: UserRecord,
  clientId: number | undefined,
  contactId: number | undefined,
): Promise<CircleContact> {
  const client = await clientAccount(ctx, clientId);
  if (contactId === undefined) throw notFound('circle_not_proposed');
  return confirmProposedContact(ctx, admin, client, contactId);
}

/** Staff remove someone from the client's circle. */
export async function removeForClient(
  ctx: ServiceContext,
  staff: UserRecord,
  clientId: number | undefined,
  contactId: number | undefined,
): Promise<CircleContact> {
  const client = await clientAccount(ctx, clientId);
  if (contactId === undefined) throw notFound('circle_contact_not_found');
  return removeFromCircle(ctx, staff, client, contactId);
}
