import {
  CHAT_MESSAGES,
  CHAT_SOCKET_FLOOD_CLOSE_AFTER,
  CHAT_SOCKET_PATH,
  CHAT_SOCKET_RATE,
  chatClientFrameSchema,
  isBackOfficeRole,
  type ChatClientFrame,
  type ChatServerFrame,
} from '@ta/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { forbidden } from '../../../lib/http-errors.js';
import { createTokenBucket } from '../../../lib/token-bucket.js';
import type { ChatPeer } from '../chat-hub.js';
import { serializeFrame } from '../chat-hub.js';
import { automaticMessage, findConversation, mayUseConversation } from '../chat-service.js';
import { serviceContext } from '../../service-context.js';
import { endedSockets, socketSender, type OpenSocket } from '../chat-socket-access.js';

/** Ping every socket this often; one that has not answered the previous ping is cut off. */
export const PING_INTERVAL_MS = 30_000;
/**
 * How often a socket opened with a session checks that the session still stands. Signing out,
 * deactivation, a password reset and expiry end the session on every instance; its sockets close
 * within this time, so a staff member who lost access stops receiving conversations.
 */
export const SESSION_CHECK_INTERVAL_MS = 10_000;
const POLICY_VIOLATION = 1008;
export const SESSION_ENDED_REASON = 'Session ended';
/** A trusted contact's socket whose access to the client's account ended (removed, or switched away). */
export const ACCESS_ENDED_REASON = 'Access ended';

const KNOWN_TEXTS = new Set<string>(Object.values(CHAT_MESSAGES));

/** The refusal to send for an invalid frame: the contract's own texts only. */
function frameError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue?.path[0] === 'conversationId') return CHAT_MESSAGES.invalidConversation;
  return issue && KNOWN_TEXTS.has(issue.message) ? issue.message : CHAT_MESSAGES.unreadableFrame;
}

function parseFrame(data: RawData, isBinary: boolean): { frame: ChatClientFrame } | { error: string } {
  if (isBinary) return { error: CHAT_MESSAGES.unreadableFrame };
  const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { error: CHAT_MESSAGES.unreadableFrame };
  }
  const parsed = chatClientFrameSchema.safeParse(json);
  return parsed.success ? { frame: parsed.data } : { error: frameError(parsed.error) };
}

/**
 * GET /ws: the live chat socket. The upgrade is refused (403) unless the Origin is the
 * site's own, so another website cannot open a socket with a visitor's or staff member's cookie.
 * Visitor sockets join one conversation and see only it; staff sockets see every conversation and
 * may reply. Frames are rate limited per socket; a flood is closed (1008).
 */
const chatSocketRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const publicOrigin = new URL(config.publicUrl).origin;
  const { hub, presence, service } = app.chat;
  const ctx = serviceContext(app, config);
  const alive = new Map<WebSocket, boolean>();

  const pinger = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, PING_INTERVAL_MS);
  pinger.unref();

  /**
   * Sockets opened with a session, whether they were opened as staff, and, for a trusted contact
   * helping with a client's account, that client: the socket lives only while that link stands.
   */
  const signedIn = new Map<WebSocket, OpenSocket>();
  let checking = false;
  /** A change arrived while a check was running: check again when it ends. */
  let checkAgain = false;
  async function checkSessions() {
    if (checking) {
      checkAgain = true;
      return;
    }
    if (signedIn.size === 0) return;
    checking = true;
    checkAgain = false;
    try {
      for (const [socket, end] of await endedSockets(ctx, signedIn)) {
        signedIn.delete(socket);
        socket.close(POLICY_VIOLATION, end === 'session-ended' ? SESSION_ENDED_REASON : ACCESS_ENDED_REASON);
      }
    } catch (err) {
      // The database is away: keep the sockets; the next check decides.
      app.log.warn({ err }, 'could not check chat sockets’ sessions');
    } finally {
      checking = false;
      if (checkAgain) void checkSessions();
    }
  }
  // At once after a sign-out, deactivation, role change or circle change through this instance;
  // every 10 s for the rest.
  app.accessChanges.subscribe(() => void checkSessions());
  const sessionChecker = setInterval(() => void checkSessions(), SESSION_CHECK_INTERVAL_MS);
  sessionChecker.unref();
  app.addHook('onClose', async () => {
    clearInterval(pinger);
    clearInterval(sessionChecker);
  });

  async function checkOrigin(request: FastifyRequest) {
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (!origin || (origin !== publicOrigin && origin !== ownOrigin)) throw forbidden('chat_origin_refused');
  }

  app.get(CHAT_SOCKET_PATH, { websocket: true, onRequest: checkOrigin }, (socket, request) => {
    const user = request.user;
    const staff = user !== null && isBackOfficeRole(user.role);
    // A session whose access to the client's account has ended is not served until it goes back.
    if (request.actingEnded) {
      socket.close(POLICY_VIOLATION, ACCESS_ENDED_REASON);
      return;
    }
    const actingFor = request.actingFor?.clientId ?? null;

    /** Who writes a visitor message from this socket, read again for each message. */
    const sender = () => socketSender(ctx, user, actingFor);
    const peer: ChatPeer = {
      staff,
      conversationId: null,
      send(data) {
        if (socket.readyState === socket.OPEN) socket.send(data);
      },
    };
    const reply = (frame: ChatServerFrame) => peer.send(serializeFrame(frame));
    const error = (message: string) => reply({ type: 'error', message });

    async function handle(frame: ChatClientFrame) {
      if (frame.type === 'join') {
        // A client's conversation is joined only by them (or a contact writing for them).
        const conversation = staff ? undefined : await findConversation(ctx, frame.conversationId);
        const from = conversation ? await sender() : undefined;
        if (conversation && (!from || !mayUseConversation(conversation.userId, from))) {
          return error(CHAT_MESSAGES.invalidConversation);
        }
        hub.join(peer, frame.conversationId);
        reply({ type: 'connected', conversationId: frame.conversationId, staff });
        return;
      }
      if (staff && user) {
        // A staff reply names its conversation; a staff socket joins none.
        const conversationId = frame.conversationId ?? peer.conversationId;
        if (!conversationId) return error(CHAT_MESSAGES.invalidConversation);
        const sent = await service.staffReply(ctx, conversationId, user, frame.message);
        if (!sent) error(CHAT_MESSAGES.conversationNotFound);
        return;
      }
      if (!peer.conversationId) return error(CHAT_MESSAGES.joinFirst);
      if (frame.conversationId && frame.conversationId !== peer.conversationId) {
        return error(CHAT_MESSAGES.invalidConversation);
      }
      const conversationId = peer.conversationId;
      const from = await sender();
      if (!from) {
        signedIn.delete(socket);
        socket.close(POLICY_VIOLATION, ACCESS_ENDED_REASON);
        return;
      }
      const now = new Date();
      const result = await service.visitorMessage(ctx, { ...frame, conversationId }, from, now);
      if (result.socketReply) {
        reply({ type: 'message', message: automaticMessage(conversationId, result.socketReply, now) });
      }
    }

    // Frames are handled one at a time, in the order they came, so messages are stored in order.
    let queue: Promise<void> = Promise.resolve();
    // RATE_LIMITS=false (load tests) lifts it, as for the HTTP calls.
    const bucket = config.rateLimits ? createTokenBucket(CHAT_SOCKET_RATE) : undefined;
    let refusedInARow = 0;

    socket.on('message', (data, isBinary) => {
      if (bucket && !bucket.take()) {
        refusedInARow += 1;
        error(CHAT_MESSAGES.slowDown);
        if (refusedInARow >= CHAT_SOCKET_FLOOD_CLOSE_AFTER) socket.close(POLICY_VIOLATION, 'Too many messages');
        return;
      }
      refusedInARow = 0;
      const parsed = parseFrame(data, isBinary);
      if ('error' in parsed) return error(parsed.error);
      queue = queue
        .then(() => handle(parsed.frame))
        .catch((err: unknown) => {
          request.log.error({ err }, 'chat frame failed');
          error(CHAT_MESSAGES.sendFailed);
        });
    });
    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', () => {
      alive.delete(socket);
      signedIn.delete(socket);
      hub.remove(peer);
      if (staff) presence.changed();
    });

    alive.set(socket, true);
    if (request.session) signedIn.set(socket, { sessionId: request.session.id, staff, actingFor });
    hub.add(peer);
    if (staff) presence.changed();
    reply({ type: 'connected', conversationId: null, staff });
  });
};

export default chatSocketRoutes;
