import { AUTH_MESSAGES, isBackOfficeRole } from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { UserRecord } from '../repositories/users-repository.js';
import { forbidden, unauthorized } from './http-errors.js';

/** onRequest hook: the caller must be signed in (before the body is read or validated). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.notSignedIn);
}

/** onRequest hook for the client area's own actions: a signed-in client (staff and admin get 403). */
export async function requireClient(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  if (request.user.role !== 'client') throw forbidden(AUTH_MESSAGES.forbidden);
}

/** onRequest hook for back-office routes: staff or admin. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  if (!isBackOfficeRole(request.user.role)) throw forbidden(AUTH_MESSAGES.forbidden);
}

/** onRequest hook for admin-only routes (user management). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  if (request.user.role !== 'admin') throw forbidden(AUTH_MESSAGES.forbidden);
}

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest): UserRecord {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  return request.user;
}
