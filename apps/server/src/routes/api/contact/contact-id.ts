import { CONTACT_NOT_FOUND_MESSAGE } from '@ta/shared';
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
