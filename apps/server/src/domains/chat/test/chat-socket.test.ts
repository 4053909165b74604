import {
  CHAT_FRAME_MAX_BYTES,
  CHAT_MESSAGES,
  chatAutoReply,
  newConversationId,
  type ChatLiveMessage,
} from '@ta/shared';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { SESSION_CHECK_INTERVAL_MS, SESSION_ENDED_REASON } from '../routes/chat-socket.js';
import { ChatClient, listen } from '../../../../test/chat-client.js';
import { engines, whileSchemasStable } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';

describe.each(engines)('chat sockets on %s', (engine) => {
  let t: TestApp;
  let second: App | undefined;
  const clients: ChatClient[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    await second?.close();
    second = undefined;
    await t.close();
  });

  const open = async (origin: string, headers: Record<string, string> = {}) => {
    const client = await ChatClient.open(origin, headers);
    clients.push(client);
    return client;
  };
  const staffNotices = (app: App) =>
    app.db.selectFrom('emailOutbox').selectAll().where('kind', '=', 'chat-staff-notice').orderBy('id').execute();
  const texts = (messages: ChatLiveMessage[]) => messages.map((m) => m.text);

  it('refuses an upgrade from another site or without an Origin', async () => {
    t = await buildTestApp(engine);
    const origin = await listen(t.app);
    expect(await ChatClient.refused(origin, { origin: 'https://evil.example' })).toBe(403);
    expect(await ChatClient.refused(origin, {})).toBe(403);
    expect(await ChatClient.refused(origin, { origin: 'http://localhost:3000.evil.example' })).toBe(403);
    // The configured public origin is the site's own too.
    const ok = await open(origin, { origin: 'http://localhost:3000' });
    await ok.until((f) => f.type === 'connected');
    expect(ok.frames[0]).toEqual({ type: 'connected', conversationId: null, staff: false });
  });

  it('delivers a conversation only to the sockets that joined it, and to staff', async () => {
    t = await buildTestApp(engine);
    const staff = await createStaff(t, 'staff');
    const origin = await listen(t.app);
    const inbox = await open(origin, cookieHeader(t, staff.cookie));
    await inbox.until((f) => f.type === 'connected');
    expect(inbox.frames[0]).toEqual({ type: 'connected', conversationId: null, staff: true });

    const secret = newConversationId();
    const visitor = await open(origin);
    const snoop = await open(origin);
    await visitor.join(secret);
    expect(visitor.frames.at(-1)).toEqual({ type: 'connected', conversationId: secret, staff: false });

    // Not joined yet: refused, and nothing is stored.
    snoop.send({ type: 'message', message: 'Let me in' });
    await snoop.until((f) => f.type === 'error');
    expect(snoop.frames.at(-1)).toEqual({ type: 'error', message: CHAT_MESSAGES.joinFirst });
    // Joined elsewhere, it cannot write into another conversation by naming it.
    const own = newConversationId();
    await snoop.join(own);
    snoop.send({ type: 'message', conversationId: secret, message: 'Hello?' });
    await snoop.until((f) => f.type === 'error' && f.message === CHAT_MESSAGES.invalidConversation);

    visitor.send({ type: 'message', message: 'My PIN is in the drawer', senderName: 'Ruth' });
    await visitor.until((f) => f.type === 'message');
    await inbox.until((f) => f.type === 'message');
    await inbox.until((f) => f.type === 'conversation' && f.conversation.id === secret);

    // Staff answer over the socket; the visitor sees it live.
    inbox.send({ type: 'message', conversationId: secret, message: 'We will call you.' });
    await visitor.until((f) => f.type === 'message' && !f.message.isUser);
    expect(texts(visitor.messages())).toEqual(['My PIN is in the drawer', 'We will call you.']);
    inbox.send({ type: 'message', conversationId: newConversationId(), message: 'Wrong one' });
    await inbox.until((f) => f.type === 'error' && f.message === CHAT_MESSAGES.conversationNotFound);

    // The snoop's own conversation is a barrier: the bus delivers in order, so anything meant for
    // the snoop from the secret conversation would have come before its own message.
    snoop.send({ type: 'message', message: 'Only mine' });
    await snoop.until((f) => f.type === 'message' && f.message.text === 'Only mine');
    expect(texts(snoop.messages()).filter((m) => m !== 'Only mine' && !m.startsWith('Thank you'))).toEqual([]);
    expect(snoop.messages().every((m) => m.conversationId === own)).toBe(true);
    await inbox.until((f) => f.type === 'message' && f.message.text === 'Only mine');
    expect(texts(inbox.messages())).toEqual(['My PIN is in the drawer', 'We will call you.', 'Only mine']);
    // Without the id there is no way to read it over HTTP either: the ids are not listed to visitors.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/chat/conversations' })).statusCode).toBe(401);

    // A second join switches the socket to another conversation.
    await visitor.join(own);
    inbox.send({ type: 'message', conversationId: secret, message: 'Anything else?' });
    inbox.send({ type: 'message', conversationId: own, message: 'Hello there' });
    await visitor.until((f) => f.type === 'message' && f.message.text === 'Hello there');
    expect(texts(visitor.messages())).not.toContain('Anything else?');
  });

  it('answers unreadable and invalid frames with an error, and closes on an oversized one', async () => {
    t = await buildTestApp(engine);
    const origin = await listen(t.app);
    const visitor = await open(origin);
    const id = newConversationId();
    await visitor.join(id);
    const errors = () => visitor.frames.flatMap((f) => (f.type === 'error' ? [f.message] : []));
    visitor.socket.send('not json');
    visitor.send({ type: 'shout', message: 'Hi' });
    visitor.send({ type: 'join', conversationId: 'chat_1' });
    visitor.send({ type: 'message', message: '   ' });
    visitor.send({ type: 'message', message: 'x'.repeat(2001) });
    await visitor.until((f) => f.type === 'error', 5);
    expect(errors()).toEqual([
      CHAT_MESSAGES.unreadableFrame,
      CHAT_MESSAGES.unreadableFrame,
      CHAT_MESSAGES.invalidConversation,
      CHAT_MESSAGES.emptyMessage,
      CHAT_MESSAGES.tooLong,
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/chat/${id}` })).json()).toEqual([]);

    visitor.send({ type: 'message', message: 'y'.repeat(CHAT_FRAME_MAX_BYTES) });
    expect((await visitor.closed).code).toBe(1009);
  });

  it('tells a flooding socket to slow down, then closes it', async () => {
    t = await buildTestApp(engine);
    const origin = await listen(t.app);
    const visitor = await open(origin);
    const id = newConversationId();
    for (let i = 0; i < 200; i++) visitor.send({ type: 'join', conversationId: id });
    expect((await visitor.closed).code).toBe(1008);
    const slowDowns = visitor.frames.filter((f) => f.type === 'error' && f.message === CHAT_MESSAGES.slowDown);
    expect(slowDowns.length).toBeGreaterThanOrEqual(1);
  });

  it('with nobody online sends the automatic reply and one e-mail for a burst', async () => {
    t = await buildTestApp(engine);
    const staff = await createStaff(t, 'staff');
    const admin = await createStaff(t, 'admin');
    const origin = await listen(t.app);
    const visitor = await open(origin);
    const id = newConversationId();
    await visitor.join(id);
    for (const text of ['Hello', 'Is anyone there?', 'I need help with a form']) {
      visitor.send({ type: 'message', message: text });
    }
    await visitor.join(id); // answered after the three messages were handled
    const automatic = visitor.messages().filter((m) => m.automatic);
    expect(automatic).toHaveLength(1);
    expect(automatic[0]).toMatchObject({ id: 0, isUser: false, conversationId: id });
    expect(automatic[0]?.text).toBe(chatAutoReply(new Date(automatic[0]?.timestamp ?? 0), false));
    // The automatic reply is not stored.
    expect((await t.app.inject({ method: 'GET', url: `/api/chat/${id}` })).json()).toHaveLength(3);
    // The office hears of it (every active admin by default), not every staff member.
    const notices = await staffNotices(t.app);
    expect(notices.map((n) => n.toAddress)).toEqual([admin.user.email]);
    expect(notices.map((n) => n.toAddress)).not.toContain(staff.user.email);
  });

  it('closes a signed-in socket when its session ends: at once through this instance, otherwise at the next check', async () => {
    // Only the periodic session check is driven by hand; everything else keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      t = await buildTestApp(engine);
      const admin = await createStaff(t, 'admin');
      const staff = await createStaff(t, 'staff');
      const other = await createStaff(t, 'staff');
      const client = await registerClient(t);
      const origin = await listen(t.app);
      const connect = async (cookie: string) => {
        const socket = await open(origin, cookieHeader(t, cookie));
        await socket.until((f) => f.type === 'connected');
        return socket;
      };
      const deactivated = await connect(staff.cookie);
      const signedOut = await connect(client.cookie);
      const demoted = await connect(other.cookie);
      const untouched = await connect(admin.cookie);
      const anonymous = await open(origin);
      await anonymous.join(newConversationId());

      // Nothing has changed: a check leaves every socket open.
      vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);
      await sleep(200);
      for (const socket of [deactivated, signedOut, demoted, untouched, anonymous]) {
        expect(socket.socket.readyState).toBe(socket.socket.OPEN);
      }

      // Through this instance (the periodic check is not run here): the sockets close at once.
      const asAdmin = cookieHeader(t, admin.cookie);
      const patch = (id: number, payload: object) =>
        t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, payload, headers: asAdmin });
      expect((await patch(staff.user.id, { active: false })).statusCode).toBe(200);
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: cookieHeader(t, client.cookie),
      });
      expect(logout.statusCode).toBeLessThan(300);
      for (const ended of [deactivated, signedOut]) {
        expect(await ended.closed).toEqual({ code: 1008, reason: SESSION_ENDED_REASON });
      }

      // Elsewhere (another instance, a script): the back office cannot make staff a client; the database can.
      await t.app.db.updateTable('users').set({ role: 'client' }).where('id', '=', other.user.id).execute();
      await sleep(200);
      expect(demoted.socket.readyState).toBe(demoted.socket.OPEN);
      vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);
      expect(await demoted.closed).toEqual({ code: 1008, reason: SESSION_ENDED_REASON });
      // The admin's and the visitor's sockets are untouched, and still served.
      untouched.send({ type: 'message', conversationId: newConversationId(), message: 'Still here?' });
      await untouched.until((f) => f.type === 'error' && f.message === CHAT_MESSAGES.conversationNotFound);
      expect(anonymous.socket.readyState).toBe(anonymous.socket.OPEN);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with a staff socket open sends no automatic reply and no e-mail', async () => {
    t = await buildTestApp(engine);
    const staff = await createStaff(t, 'staff');
    const origin = await listen(t.app);
    const inbox = await open(origin, cookieHeader(t, staff.cookie));
    await inbox.until((f) => f.type === 'connected');
    const visitor = await open(origin);
    const id = newConversationId();
    await visitor.join(id);
    visitor.send({ type: 'message', message: 'Hello' });
    visitor.send({ type: 'message', message: 'Anyone?' });
    // On PostgreSQL the echo comes back through LISTEN after the commit: wait for both, then let a
    // join show that every frame sent before it was handled (an automatic reply would be among them).
    await visitor.until((f) => f.type === 'message', 2);
    await visitor.join(id);
    expect(visitor.messages().map((m) => [m.text, m.automatic])).toEqual([
      ['Hello', false],
      ['Anyone?', false],
    ]);
    expect(await staffNotices(t.app)).toEqual([]);
    await vi.waitFor(async () => expect(await t.app.repos.chat.anyStaffOnline()).toBe(true));

    // The staff socket closes: its instance reports no staff, so the visitor is answered again.
    inbox.close();
    await inbox.closed;
    await vi.waitFor(async () => expect(await t.app.repos.chat.anyStaffOnline()).toBe(false));
    const later = newConversationId();
    await visitor.join(later);
    visitor.send({ type: 'message', message: 'Now?' });
    await visitor.until((f) => f.type === 'message' && f.message.automatic);
  });

  if (engine === 'postgres')
    it('sends a message too large for NOTIFY as a reference, and listens again after losing its connection', async () => {
      t = await buildTestApp(engine, { rateLimits: false });
      const staff = await createStaff(t, 'staff');
      const origin = await listen(t.app);
      const inbox = await open(origin, cookieHeader(t, staff.cookie));
      await inbox.until((f) => f.type === 'connected');
      const id = newConversationId();
      const long = '\u{1F600}'.repeat(2000); // 8,000 bytes of UTF-8: over NOTIFY's limit
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { conversationId: id, message: long },
      });
      expect(sent.statusCode).toBe(201);
      const [frame] = await inbox.until((f) => f.type === 'message');
      expect(frame?.type === 'message' && frame.message.text).toBe(long);

      // Cut the listening connection: it comes back, and delivery resumes.
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.db);
      const listenQuery = `listen "ta_chat_${rows[0]?.schema}"`;
      const listeners = async () =>
        (
          await sql<{ pid: number }>`select pid from pg_stat_activity
            where datname = current_database() and query = ${listenQuery}`.execute(t.app.db)
        ).rows.map((r) => r.pid);
      const [before] = await listeners();
      expect(before).toBeDefined();
      await sql`select pg_terminate_backend(${before})`.execute(t.app.db);
      await vi.waitFor(async () => expect((await listeners()).filter((pid) => pid !== before)).toHaveLength(1), {
        timeout: 10_000,
      });
      await t.app.inject({ method: 'POST', url: '/api/chat', payload: { conversationId: id, message: 'Back again' } });
      await inbox.until((f) => f.type === 'message' && f.message.text === 'Back again');
    });

  // Two instances share one database only on PostgreSQL; SQLite allows one server per file.
  if (engine === 'postgres')
    it('delivers between two instances on one PostgreSQL, both ways, in order, none lost', async () => {
      t = await buildTestApp(engine, { rateLimits: false });
      const staff = await createStaff(t, 'staff');
      const config = loadConfig(
        { NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' },
        { databaseUrl: t.database.databaseUrl, rateLimits: false },
      );
      const other = await whileSchemasStable(() => buildApp(config, { logger: false }));
      second = other;
      await whileSchemasStable(async () => {
        await other.ready();
      });
      const originA = await listen(t.app);
      const originB = await listen(other);

      const inbox = await open(originB, cookieHeader(t, staff.cookie));
      await inbox.until((f) => f.type === 'connected');
      await vi.waitFor(async () => expect(await t.app.repos.chat.anyStaffOnline()).toBe(true));
      const visitor = await open(originA);
      const id = newConversationId();
      await visitor.join(id);
      visitor.send({ type: 'message', message: 'visitor 0' });
      await inbox.until((f) => f.type === 'message' && f.message.text === 'visitor 0');

      const N = 50;
      const fromVisitor = Array.from({ length: N }, (_, i) => `visitor ${i + 1}`);
      const fromStaff = Array.from({ length: N }, (_, i) => `staff ${i + 1}`);
      for (let i = 0; i < N; i++) {
        visitor.send({ type: 'message', message: fromVisitor[i] as string });
        inbox.send({ type: 'message', conversationId: id, message: fromStaff[i] as string });
      }
      await visitor.until((f) => f.type === 'message' && !f.message.isUser, N);
      await inbox.until((f) => f.type === 'message' && f.message.isUser, N + 1);
      await visitor.until((f) => f.type === 'message' && f.message.isUser, N + 1);
      await inbox.until((f) => f.type === 'message' && !f.message.isUser, N);

      const visitorSaw = visitor.messages();
      const staffSaw = inbox.messages();
      expect(texts(visitorSaw.filter((m) => !m.isUser))).toEqual(fromStaff);
      expect(texts(staffSaw.filter((m) => m.isUser))).toEqual(['visitor 0', ...fromVisitor]);
      // Both instances deliver in the order the messages were stored.
      const ids = (seen: ChatLiveMessage[]) => seen.map((m) => m.id);
      expect(ids(visitorSaw)).toEqual([...ids(visitorSaw)].sort((a, b) => a - b));
      expect(ids(staffSaw)).toEqual([...ids(staffSaw)].sort((a, b) => a - b));
      expect(visitorSaw.some((m) => m.automatic)).toBe(false);
      expect(await staffNotices(t.app)).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: `/api/chat/${id}` })).json()).toHaveLength(2 * N + 1);
    });
});
