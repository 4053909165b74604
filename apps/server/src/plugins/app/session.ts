import fp from 'fastify-plugin';
import { BACKGROUND_READ_HEADER, isClientRole, type SignInMethod } from '@ta/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig, SessionLimits } from '../../config.js';
import type { Session } from '../../db/types.js';
import { setLanguageCookie } from '../../lib/language-cookie.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import type { CircleLink } from '../../domains/circle/trusted-contacts-repository.js';
import type { UserRecord } from '../../domains/accounts/users-repository.js';
import { HEALTH_PATHS } from './health.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, active user, or null. */
    user: UserRecord | null;
    session: Session | null;
    /**
     * When the signed-in person is a trusted contact helping with a client's account in this
     * session: the live link (whose account, which rights). Read on every request, so a removed
     * contact is refused at once (docs/circle.md).
     */
    actingFor: CircleLink | null;
    /** The session was helping with an account whose access has ended (the client removed them). */
    actingEnded: boolean;
  }
  interface FastifyReply {
    /**
     * Signs `user` in with a brand-new session id, ending the request's old session if any. `method`
     * says how they proved who they are; it is kept on the session and shown to its owner.
     */
    startSession(user: UserRecord, method?: SignInMethod): Promise<void>;
    /** Ends the request's session and clears the cookie. */
    endSession(): Promise<void>;
    /** Puts off the request's session idle limit from now (capped by its absolute limit). */
    extendSession(): Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * True on a route that reads the session without being someone's activity (when does my session
     * end?): asking must not itself put off the idle limit.
     */
    leavesSessionIdle?: boolean;
    /**
     * True on a public route whose answer is the same whoever asks (tracking by code): the session
     * is not read, so a signed-in visitor's request costs no session and user lookups there.
     */
    ignoresSession?: boolean;
  }
}

/** Only refresh last-seen once a minute, so a busy page does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;
/** Abandoned sessions are deleted hourly (harmless if several instances do it). */
const SWEEP_INTERVAL_MS = 60 * 60_000;

export function sessionCookieName(config: AppConfig): string {
  // The __Host- prefix pins the cookie to this host, path / and HTTPS.
  return config.env === 'production' ? '__Host-ta_session' : 'ta_session';
}

function limitsFor(config: AppConfig, user: UserRecord): SessionLimits {
  return isClientRole(user.role) ? config.sessions.client : config.sessions.staff;
}

/**
 * Server-side sessions: the cookie holds a random token, the database holds its SHA-256 with
 * idle and absolute expiry. Deleting rows ends sessions at once (logout, password change,
 * deactivation), on every server instance.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const cookieName = sessionCookieName(config);
    const secure = config.env === 'production';
    const sessions = app.repos.sessions;
    /** A session ended (expired, its account off, signed out, replaced): its open sockets are checked again. */
    const deleteSession = async (id: string) => {
      await sessions.delete(id);
      app.accessChanges.notify();
    };

    let sweeper: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (config.env === 'test') return;
      sweeper = setInterval(() => {
        sessions
          .deleteExpired(new Date().toISOString())
          .catch((err: unknown) => app.log.warn({ err }, 'could not delete expired sessions'));
      }, SWEEP_INTERVAL_MS);
      sweeper.unref();
    });
    app.addHook('onClose', async () => clearInterval(sweeper));

    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    app.decorateRequest('actingFor', null);
    app.decorateRequest('actingEnded', false);

    function clearCookie(reply: FastifyReply) {
      reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    }

    async function load(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[cookieName];
      if (!token) return;
      const session = await sessions.findById(sha256(token));
      const now = new Date();
      const nowIso = now.toISOString();
      if (!session || session.idleExpiresAt <= nowIso || session.absoluteExpiresAt <= nowIso) {
        if (session) await deleteSession(session.id);
        clearCookie(reply);
        return;
      }
      const user = await app.repos.users.findById(session.userId);
      if (!user || !user.active) {
        await deleteSession(session.id);
        clearCookie(reply);
        return;
      }
      request.session = session;
      request.user = user;
      if (session.actingForId !== null) {
        const link = await app.repos.trustedContacts.activeLink(session.actingForId, user.id);
        request.actingFor = link ?? null;
        request.actingEnded = !link;
      }
      if (isActivity(request) && now.getTime() - Date.parse(session.lastSeenAt) > TOUCH_INTERVAL_MS) {
        await extend(request, now);
      }
    }

    /** Someone using the site: not a read of the session's own times, not a poll the page made by itself. */
    function isActivity(request: FastifyRequest): boolean {
      return request.routeOptions.config?.leavesSessionIdle !== true && !request.headers[BACKGROUND_READ_HEADER];
    }

    async function extend(request: FastifyRequest, now = new Date()) {
      const { session, user } = request;
      if (!session || !user) return;
      const nowIso = now.toISOString();
      const idle = new Date(now.getTime() + limitsFor(config, user).idleSeconds * 1000).toISOString();
      const idleExpiresAt = idle < session.absoluteExpiresAt ? idle : session.absoluteExpiresAt;
      await sessions.touch(session.id, nowIso, idleExpiresAt);
      session.lastSeenAt = nowIso;
      session.idleExpiresAt = idleExpiresAt;
    }

    // A callback hook rather than an async one: most requests carry no session cookie, and they
    // should not pay for a promise.
    app.addHook('onRequest', (request, reply, done) => {
      // Built assets and health probes never depend on who asks.
      if (
        !request.cookies[cookieName] ||
        request.url.startsWith('/assets/') ||
        HEALTH_PATHS.has(request.routeOptions.url ?? '') ||
        request.routeOptions.config?.ignoresSession === true
      ) {
        done();
        return;
      }
      load(request, reply).then(() => done(), done);
    });

    app.decorateReply(
      'startSession',
      async function startSession(this: FastifyReply, user: UserRecord, method: SignInMethod = 'password') {
        const request = this.request;
        if (request.session) await deleteSession(request.session.id);
        const token = randomToken();
        const limits = limitsFor(config, user);
        const now = Date.now();
        const absoluteExpiresAt = new Date(now + limits.maxSeconds * 1000).toISOString();
        await sessions.create({
          id: sha256(token),
          userId: user.id,
          idleExpiresAt: new Date(now + Math.min(limits.idleSeconds, limits.maxSeconds) * 1000).toISOString(),
          absoluteExpiresAt,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
          signInMethod: method,
        });
        this.setCookie(cookieName, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: limits.maxSeconds,
        });
        // A client's pages and e-mails follow her account's language, on a new device too
        // (docs/i18n.md); staff accounts and the back office stay English, whatever the device says.
        if (isClientRole(user.role)) setLanguageCookie(this, user.language, secure);
        request.session = (await sessions.findById(sha256(token))) ?? null;
        request.user = user;
        request.actingFor = null;
        request.actingEnded = false;
      },
    );

    app.decorateReply('extendSession', async function extendSession(this: FastifyReply) {
      await extend(this.request);
    });

    app.decorateReply('endSession', async function endSession(this: FastifyReply) {
      const request = this.request;
      if (request.session) await deleteSession(request.session.id);
      request.session = null;
      request.user = null;
      request.actingFor = null;
      request.actingEnded = false;
      clearCookie(this);
    });
  },
  { name: 'session', dependencies: ['cookie', 'repositories'] },
);
