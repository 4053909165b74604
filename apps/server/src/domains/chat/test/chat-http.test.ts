import { CHAT_MESSAGES, chatAutoReply, newConversationId, type ChatConversationSummary } from '@ta/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';

describe.each(engines)('chat over HTTP on %s', (engine) => {
  let t: TestApp;
  afterEach(() => t.close());

  const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/chat', payload, headers });
  const history = (id: string) => t.app.inject({ method: 'GET', url: `/api/chat/${id}` });
  const staffCall = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/chat${url}`, headers: cookieHeader(t, cookie), payload });
  const counts = async () => ({
    messages: Number(
      (
        await t.app.db
          .selectFrom('chatMessages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    conversations: Number(
      (
        await t.app.db
          .selectFrom('chatConversations')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  const staffNotices = () =>
    t.app.db.selectFrom('emailOutbox').selectAll().where('kind', '=', 'chat-staff-notice').orderBy('id').execute();

  it('stores a visitor message, returns the automatic reply once per waiting stretch, and serves the history', async () => {
    t = await buildTestApp(engine);
    const staff = await createStaff(t, 'staff');
    const office = await createStaff(t, 'admin');
    const id = newConversationId();
    expect((await history(id)).json()).toEqual([]);

    const first = await send({
      conversationId: id,
      message: '  Can you help with my printer?  ',
      senderName: 'Ruth Ames',
    });
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body.message).toMatchObject({ message: 'Can you help with my printer?', isFromUser: true });
    // Nobody has a socket open: the offline reply, and staff are e-mailed once.
    expect(body.autoReply).toBe(chatAutoReply(new Date(body.message.createdAt), false));
    const second = await send({ conversationId: id, message: 'It is a laser printer.' });
    expect(second.json().autoReply).toBeNull();
    const notices = await staffNotices();
    expect(notices.map((n) => n.toAddress)).toEqual([office.user.email]);
    expect(notices[0]?.textBody).toContain(`http://localhost:3000/admin/chat?c=${id}`);
    expect(notices[0]?.textBody).toContain('Can you help with my printer?');

    // A staff reply ends the stretch: the next visitor message starts another.
    const reply = await staffCall(staff.cookie, 'POST', `/conversations/${id}/messages`, { message: 'Of course!' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ message: 'Of course!', isFromUser: false, senderName: 'Sam', status: 'read' });
    expect((await send({ conversationId: id, message: 'Thanks' })).json().autoReply).toEqual(expect.any(String));
    expect(await staffNotices()).toHaveLength(2);

    const messages = (await history(id)).json() as { message: string; isFromUser: boolean }[];
    expect(messages.map((m) => [m.message, m.isFromUser])).toEqual([
      ['Can you help with my printer?', true],
      ['It is a laser printer.', true],
      ['Of course!', false],
      ['Thanks', true],
    ]);
    expect((await history(newConversationId())).json()).toEqual([]);
  });

  it('refuses invalid calls without storing anything, and ignores unknown fields', async () => {
    t = await buildTestApp(engine);
    const id = newConversationId();
    const refusals: [Record<string, unknown>, string | null][] = [
      [{ conversationId: id, message: '   ' }, CHAT_MESSAGES.emptyMessage],
      [{ conversationId: id, message: 'x'.repeat(2001) }, CHAT_MESSAGES.tooLong],
      [{ conversationId: 'chat_not-a-uuid', message: 'Hello' }, CHAT_MESSAGES.invalidConversation],
      [{ message: 'Hello' }, null],
      [{ conversationId: id, message: 'Hello', senderEmail: 'nope' }, CHAT_MESSAGES.invalidEmail],
    ];
    for (const [payload, message] of refusals) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/chat_1' })).statusCode).toBe(400);
    const contact = await t.app.inject({
      method: 'PUT',
      url: `/api/chat/${id}/contact`,
      payload: { senderName: '', senderEmail: 'ruth@example.com' },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().message).toBe(CHAT_MESSAGES.missingInfo);
    expect(await counts()).toEqual({ messages: 0, conversations: 0 });

    // Other fields a client may send are not taken from the body: the message is the visitor's and unread.
    const res = await send({ conversationId: id, message: 'Hello', isFromUser: false, status: 'read', userId: 1 });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.selectFrom('chatMessages').selectAll().orderBy('id').execute();
    expect(row).toMatchObject({ isFromUser: true, status: 'unread', userId: null });
  });

  it('saves contact info on the conversation, and a signed-in client is named by the account', async () => {
    t = await buildTestApp(engine);
    const staff = await createStaff(t, 'admin');
    const id = newConversationId();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/chat/${id}/contact`,
      payload: { senderName: 'Ruth Ames', senderEmail: 'RUTH@example.com', senderPhone: '', extra: 1 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ saved: true });
    const detail = (await staffCall(staff.cookie, 'GET', `/conversations/${id}`)).json();
    expect(detail.conversation).toMatchObject({
      visitorName: 'Ruth Ames',
      visitorEmail: 'ruth@example.com',
      visitorPhone: null,
      messageCount: 0,
      lastMessagePreview: null,
    });

    const client = await registerClient(t, { firstName: 'Walter', lastName: 'Green' });
    const other = newConversationId();
    await send({ conversationId: other, message: 'Hi from my account' }, cookieHeader(t, client.cookie));
    const mine = (await staffCall(staff.cookie, 'GET', `/conversations/${other}`)).json();
    expect(mine.conversation).toMatchObject({ userId: client.user.id, visitorName: 'Walter Green' });
    expect(mine.messages[0]).toMatchObject({ senderName: 'Walter Green', isFromUser: true, status: 'unread' });
  });

  it('lets staff list, search, filter, page, read, close and reopen conversations', async () => {
    t = await buildTestApp(engine);
    const staff = await createStaff(t, 'staff');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = newConversationId();
      ids.push(id);
      const name = i === 2 ? 'Dorothy 100%_Baker' : `Visitor ${i}`;
      await send({ conversationId: id, message: `Question ${i}`, senderName: name, senderEmail: `v${i}@example.com` });
      if (i === 1) await send({ conversationId: id, message: 'And another one' });
      // Each conversation's last message a millisecond apart at least: two in the same millisecond are
      // ordered by their random ids, and this test reads the order of the latest message.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const list = async (query: string) => {
      const res = await staffCall(staff.cookie, 'GET', `/conversations${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as { items: ChatConversationSummary[]; total: number; page: number; pageSize: number };
    };
    const all = await list('');
    expect(all.total).toBe(5);
    expect(all.items.map((c) => c.id)).toEqual([...ids].reverse());
    expect(all.items.find((c) => c.id === ids[1])).toMatchObject({
      unreadCount: 2,
      messageCount: 2,
      lastMessagePreview: 'And another one',
      lastMessageFromUser: true,
      status: 'open',
    });
    expect((await list('?search=dorothy')).items.map((c) => c.id)).toEqual([ids[2]]);
    expect((await list('?search=100%25_b')).items.map((c) => c.id)).toEqual([ids[2]]);
    expect((await list('?search=V3%40EXAMPLE')).items.map((c) => c.id)).toEqual([ids[3]]);
    expect((await list('?search=0%25')).total).toBe(1); // % is a letter: only "100%"
    const page2 = await list('?pageSize=2&page=2');
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.items.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    expect((await staffCall(staff.cookie, 'GET', '/unread')).json()).toEqual({ conversations: 5, messages: 6 });

    expect((await staffCall(staff.cookie, 'POST', `/conversations/${ids[1]}/read`)).statusCode).toBe(204);
    expect((await staffCall(staff.cookie, 'GET', '/unread')).json()).toEqual({ conversations: 4, messages: 4 });
    const read = (await staffCall(staff.cookie, 'GET', `/conversations/${ids[1]}`)).json();
    expect(read.conversation.unreadCount).toBe(0);
    expect(read.messages.map((m: { status: string }) => m.status)).toEqual(['read', 'read']);

    const closed = await staffCall(staff.cookie, 'PATCH', `/conversations/${ids[0]}`, { status: 'closed' });
    expect(closed.json()).toMatchObject({ id: ids[0], status: 'closed' });
    expect((await list('')).total).toBe(4);
    expect((await list('?status=closed')).items.map((c) => c.id)).toEqual([ids[0]]);
    expect((await list('?status=all')).total).toBe(5);
    // The visitor writing again reopens it.
    await send({ conversationId: ids[0] as string, message: 'Are you there?' });
    expect((await list('?status=closed')).total).toBe(0);
    await staffCall(staff.cookie, 'PATCH', `/conversations/${ids[0]}`, { status: 'closed' });
    const reopened = await staffCall(staff.cookie, 'PATCH', `/conversations/${ids[0]}`, { status: 'open' });
    expect(reopened.json().status).toBe('open');

    const unknown = newConversationId();
    for (const [method, url, payload] of [
      ['GET', `/conversations/${unknown}`, undefined],
      ['POST', `/conversations/${unknown}/read`, {}],
      ['POST', `/conversations/${unknown}/messages`, { message: 'Hello?' }],
      ['PATCH', `/conversations/${unknown}`, { status: 'closed' }],
    ] as const) {
      const res = await staffCall(staff.cookie, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(CHAT_MESSAGES.conversationNotFound);
    }
    expect((await staffCall(staff.cookie, 'PATCH', `/conversations/${ids[0]}`, { status: 'gone' })).statusCode).toBe(
      400,
    );
    expect(
      (await staffCall(staff.cookie, 'POST', `/conversations/${ids[0]}/messages`, { message: ' ' })).statusCode,
    ).toBe(400);
    expect((await staffCall(staff.cookie, 'GET', '/conversations?status=maybe')).statusCode).toBe(400);
  });

  it('keeps the inbox from visitors and clients', async () => {
    t = await buildTestApp(engine);
    const client = await registerClient(t);
    const id = newConversationId();
    await send({ conversationId: id, message: 'Hello' });
    for (const url of ['/conversations', '/unread', `/conversations/${id}`]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/chat${url}` })).statusCode).toBe(401);
      expect((await staffCall(client.cookie, 'GET', url)).statusCode).toBe(403);
    }
    expect(
      (await staffCall(client.cookie, 'POST', `/conversations/${id}/messages`, { message: 'Hi' })).statusCode,
    ).toBe(403);
    expect((await staffCall(client.cookie, 'PATCH', `/conversations/${id}`, { status: 'closed' })).statusCode).toBe(
      403,
    );
    expect((await history(id)).json()).toHaveLength(1);
  });
});
