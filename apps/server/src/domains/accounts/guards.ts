import { isBackOfficeRole, type CircleRight, isAdminRole, isClientRole } from '@ta/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { UserRecord } from './users-repository.js';
import { forbidden, unauthorized } from '../../lib/http-errors.js';

/** onRequest hook: the caller must be signed in (before the body is read or validated). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized('not_signed_in');
}

/** onRequest hook for the client area's own actions: a signed-in client (staff and admin get 403). */
export async function requireClient(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized('not_signed_in');
  if (!isClientRole(request.user.role)) throw forbidden('forbidden');
}

/** onRequest hook for back-office routes: staff or admin. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized('not_signed_in');
  if (!isBackOfficeRole(request.user.role)) throw forbidden('forbidden');
}

/** onRequest hook for admin-only routes (user management). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized('not_signed_in');
  if (!isAdminRole(request.user.role)) throw forbidden('forbidden');
}

/**
 * onRequest hook for giving someone home-watch work (a visit, a plan, storm checks): admins only,
 * since the one given a visit reads the house's access codes (docs/home-watch.md, "Who is given a
 * visit"). Staff get 403 saying so.
 */
export async function requireAdminToAssignVisits(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized('not_signed_in');
  if (!isAdminRole(request.user.role)) throw forbidden('admin_assigns_home_watch');
}

/**
 * The client whose data a client-area call works on (docs/circle.md): the caller's own account, or,
 * for a trusted contact helping with a client's account in this session, that client's, when the
 * contact holds `right`. A contact without it, or whose access has ended, gets 403; staff get 403.
 * Whoever acts is still `currentUser(request)`: record them as the actor, on behalf of this client.
 */
export function clientFor(request: FastifyRequest, right: CircleRight): number {
  const user = currentUser(request);
  if (request.actingEnded) throw forbidden('circle_access_ended');
  if (request.actingFor) {
    if (!request.actingFor.rights.includes(right)) throw forbidden('circle_no_right');
    return request.actingFor.clientId;
  }
  if (!isClientRole(user.role)) throw forbidden('forbidden');
  return user.id;
}

/**
 * The account holder's own client id, for what only they may do (their circle, their properties'
 * details): a trusted contact helping with someone's account in this session gets 403.
 */
export function accountHolder(request: FastifyRequest): UserRecord {
  const user = currentUser(request);
  if (request.actingEnded) throw forbidden('circle_access_ended');
  if (request.actingFor) throw forbidden('circle_owner_only');
  if (!isClientRole(user.role)) throw forbidden('forbidden');
  return user;
}

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest): UserRecord {
  if (!request.user) throw unauthorized('not_signed_in');
  return request.user;
}

/**
 * Who may call a route, as the authorization matrix test names it: anyone, any signed-in account,
 * clients only, staff and admins, admins only. Derived from the route's guard, never written twice.
 */
export type Access = 'public' | 'signedIn' | 'client' | 'staff' | 'admin';
type Guard = (request: FastifyRequest) => Promise<void>;

const ACCESS_OF = new Map<Guard, Exclude<Access, 'public'>>([
  [requireUser, 'signedIn'],
  [requireClient, 'client'],
  [requireStaff, 'staff'],
  [requireAdmin, 'admin'],
  [requireAdminToAssignVisits, 'admin'],
]);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by guardRoutes: the guard every route of the plugin runs (the API document reads it). */
    access?: Exclude<Access, 'public'>;
  }
}

/**
 * Every route of this plugin (and of the plugins it registers) runs `guard` before anything
 * else. The same as `app.addHook('onRequest', guard)`, and it also records the guard's access in
 * each route's config, so the API document can say which calls need a session.
 */
export function guardRoutes(app: FastifyInstance, guard: Guard): void {
  const access = ACCESS_OF.get(guard);
  if (!access) throw new Error('guardRoutes takes one of the guards of domains/accounts/guards.ts');
  app.addHook('onRequest', guard);
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access };
  });
}

/** How few people pass a guard: anyone signed in, one side (clients, or staff and admins), admins. */
const STRICTNESS: Record<Exclude<Access, 'public'>, number> = { signedIn: 0, client: 1, staff: 1, admin: 2 };

/**
 * A route's access: the stricter of its plugin's guard (guardRoutes) and a guard among its own
 * hooks (both run: an admins-only route in a staff plugin is for admins), else public.
 */
export function routeAccess(
  route: Pick<RouteOptions, 'config' | 'onRequest' | 'preValidation' | 'preHandler'>,
): Access {
  const fromPlugin = (route.config as { access?: Exclude<Access, 'public'> } | undefined)?.access;
  const own = [route.onRequest, route.preValidation, route.preHandler]
    .flatMap((hooks) => [hooks ?? []].flat())
    .map((hook) => ACCESS_OF.get(hook as Guard))
    .find((access) => access !== undefined);
  if (fromPlugin && own) return STRICTNESS[own] > STRICTNESS[fromPlugin] ? own : fromPlugin;
  return fromPlugin ?? own ?? 'public';
}
