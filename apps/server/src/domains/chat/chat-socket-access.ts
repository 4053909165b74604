import { isBackOfficeRole } from '@ta/shared';
import type { UserRecord } from '../accounts/index.js';
import type { ServiceContext } from '../service-context.js';
import type { ChatSender } from './chat-service.js';

/** An open chat socket as it was opened: its session, whether as staff, and the client it writes for, if any. */
export interface OpenSocket {
  sessionId: string;
  staff: boolean;
  actingFor: number | null;
}

/** Why an open socket may no longer be served. */
export type SocketEnd = 'session-ended' | 'access-ended';

/**
 * Which of the open sockets must close now (docs/architecture.md "Live chat"): a session gone or
 * whose role changed sides (a staff member made a client) ends its socket; a trusted contact's socket
 * ends when the client removed them or the session went back to the contact's own account.
 */
export async function endedSockets<S>(
  ctx: ServiceContext,
  sockets: ReadonlyMap<S, OpenSocket>,
  now: Date = new Date(),
): Promise<Map<S, SocketEnd>> {
  const ids = [...new Set([...sockets.values()].map((s) => s.sessionId))];
  const live = await ctx.repos.sessions.findLive(ids, now.toISOString());
  const actingIds = [...sockets.values()].filter((s) => s.actingFor !== null).map((s) => s.sessionId);
  const acting = actingIds.length > 0 ? await ctx.repos.sessions.findLiveActing(actingIds) : new Map<string, number>();
  const ended = new Map<S, SocketEnd>();
  for (const [socket, { sessionId, staff, actingFor }] of sockets) {
    const role = live.get(sessionId);
    if (!role || isBackOfficeRole(role) !== staff) ended.set(socket, 'session-ended');
    else if (actingFor !== null && acting.get(sessionId) !== actingFor) ended.set(socket, 'access-ended');
  }
  return ended;
}

/**
 * Who writes a visitor message from a socket: the signed-in person (or nobody), or, for a trusted
 * contact writing for a client, the client too when the contact has the `act` right. The link is read
 * again for each message, so a contact removed a moment ago writes nothing more (undefined), even
 * before the check closes the socket.
 */
export async function socketSender(
  ctx: ServiceContext,
  user: UserRecord | null,
  actingFor: number | null,
): Promise<ChatSender | undefined> {
  if (!user || actingFor === null) return { user };
  const link = await ctx.repos.trustedContacts.activeLink(actingFor, user.id);
  if (!link) return undefined;
  if (!link.rights.includes('act')) return { user };
  const client = await ctx.repos.users.findById(actingFor);
  return client ? { user, forClient: client } : undefined;
}
