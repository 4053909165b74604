import { type CircleRight } from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import { type UserRecord, accountHolder, clientFor, currentUser } from '../accounts/index.js';
import { recordCircleRefusal } from './circle-audit.js';
import { forbidden } from '../../lib/http-errors.js';

/**
 * The client's circle on each call (docs/circle-access.md, "Rights on each call"). A session that
 * helps with a client's account works on that account: every client-area call names the right it
 * needs, and a contact without it (or whose access has ended) is refused before the body is read.
 * These hooks only look at the circle: who may call at all is still the route's own guard
 * (requireUser, requireClient), so staff keep their answers and clients their own data.
 */

/** True when this session is helping with someone's account, or was until the access ended. */
export function isActing(request: FastifyRequest): boolean {
  return request.actingFor !== null || request.actingEnded;
}

/**
 * Runs a circle check; a refusal is recorded in the client's access log (what was tried, never what
 * was typed: these hooks run before the body is read) and then answered as usual.
 */
async function refusalRecorded(request: FastifyRequest, check: () => void, call?: string): Promise<void> {
  try {
    check();
  } catch (error) {
    await recordCircleRefusal(request, call);
    throw error;
  }
}

/** onRequest hook: while acting for a client, the contact must hold `right` (else 403). */
export function needsRight(right: CircleRight) {
  return async function circleRight(request: FastifyRequest): Promise<void> {
    if (isActing(request)) await refusalRecorded(request, () => clientFor(request, right));
  };
}

/** onRequest hook: a session whose access to the client's account ended is refused (403) until it goes back. */
export async function notEnded(request: FastifyRequest): Promise<void> {
  if (request.actingEnded)
    await refusalRecorded(request, () => {
      throw forbidden('circle_access_ended');
    });
}

/** onRequest hook: only the account holder; a session helping with someone's account gets 403. */
export async function holderOnly(request: FastifyRequest): Promise<void> {
  if (isActing(request)) await refusalRecorded(request, () => accountHolder(request));
}

/**
 * `holderOnly` as the check of an operation (http/operations.ts) that pages may do too: a refusal is
 * recorded as the API call `call` (`POST /api/circle`) whichever way it came in, since a page's
 * form or read is done on the page's own request.
 */
export function holderOnlyAs(call: string) {
  return async function holderOnlyCheck(request: FastifyRequest): Promise<void> {
    if (isActing(request)) await refusalRecorded(request, () => accountHolder(request), call);
  };
}

/**
 * Who does a client-area call, and for whom: `actor` is the signed-in person (recorded as the one
 * who did it), `client` the account the call works on. They are the same person unless a trusted
 * contact is helping with the client's account.
 */
export interface ClientCaller {
  actor: UserRecord;
  client: UserRecord;
}

/** Whether a trusted contact does this for someone else (events then name the client too). */
export const onBehalf = (caller: ClientCaller): boolean => caller.actor.id !== caller.client.id;

/**
 * The caller of a client-area call that needs `right`: the client themselves, or a trusted contact
 * holding it while helping with the client's account (403 otherwise, as `clientFor`).
 */
export async function clientCaller(request: FastifyRequest, right: CircleRight): Promise<ClientCaller> {
  const actor = currentUser(request);
  const clientId = clientFor(request, right);
  if (clientId === actor.id) return { actor, client: actor };
  const client = await request.server.repos.users.findById(clientId);
  // The link was checked as the request began; an account gone since is an ended access.
  if (!client || !client.active) throw forbidden('circle_access_ended');
  return { actor, client };
}

/**
 * For a call anyone may make that links what it makes to the signed-in account (a request, a call
 * back): null when nobody is signed in; the account itself when it is not helping anyone (staff
 * included, as before); while acting, the client, when the contact holds `right` (else 403).
 */
export async function requesterOf(request: FastifyRequest, right: CircleRight): Promise<ClientCaller | null> {
  const user = request.user;
  if (!user) return null;
  if (!isActing(request)) return { actor: user, client: user };
  return clientCaller(request, right);
}

/**
 * Who writes in the chat: while helping with a client's account with the `act` right, the contact
 * writes for the client (`forClient`); without it, as themselves. A session whose access ended is
 * refused (403) until it goes back to the contact's own account.
 */
export async function chatSenderOf(
  request: FastifyRequest,
): Promise<{ user: UserRecord | null; forClient?: UserRecord | undefined }> {
  const user = request.user;
  if (!user) return { user: null };
  if (request.actingEnded) throw forbidden('circle_access_ended');
  if (!request.actingFor?.rights.includes('act')) return { user };
  return { user, forClient: (await clientCaller(request, 'act')).client };
}
