import type { FixedErrorCode } from '@ta/shared';
import { z } from 'zod';
import { notFound } from './http-errors.js';

const MAX_ID = 2_147_483_647;

/**
 * A row id's URL segment as a route's schema takes it: any short text, so that parseRouteId or
 * routeIdOr404 decides whether it names a row (a 404, never a validation error).
 */
export const idSegment = z.string().max(20);

/** The path values of a route about one row, `…/:id`. */
export const idParams = z.object({ id: idSegment });

/**
 * A row id from a URL segment. Anything that is not a positive 32-bit integer names no row, so
 * routes answer it with their usual 404 rather than a validation error.
 */
export function parseRouteId(raw: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}

/** The row id from a URL segment, or the route's 404 with its "not found" code. */
export function routeIdOr404(raw: string, notFoundCode: FixedErrorCode): number {
  const id = parseRouteId(raw);
  if (id === undefined) throw notFound(notFoundCode);
  return id;
}
