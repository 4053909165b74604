import { CONTACT_NOT_FOUND_MESSAGE, type AdminContact } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../../lib/http-errors.js';
import { parseRouteId } from '../../../lib/route-id.js';

/** Any id that is not a positive 32-bit integer names no request: 404, like a missing one. */
export const contactIdParams = z.object({ id: z.string().max(20) });

/** The numeric id, or a 404 with "Contact request not found". */
export function parseContactId(raw: string): number {
  const id = parseRouteId(raw);
  if (id === undefined) throw notFound(CONTACT_NOT_FOUND_MESSAGE);
  return id;
}

/** The request as staff see it, or a 404. */
export async function findContactOr404(app: FastifyInstance, rawId: string): Promise<AdminContact> {
  const found = await app.repos.contactRequests.findForStaff(parseContactId(rawId));
  if (!found) throw notFound(CONTACT_NOT_FOUND_MESSAGE);
  return found;
}
