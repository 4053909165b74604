import { newConversationId } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';
import { createChatHub } from '../chat-hub.js';

/** Staff's private notes in a conversation (docs/sms.md, "One inbox"): staff read them, the visitor never does. */
describe.each(engines)('private notes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
  });
  afterAll(() => t.close());

  it('are kept for staff, never in the visitor’s history, and change neither the unread count nor the preview', async () => {
    const staff = await createStaff(t, 'staff');
    const conversationId = newConversationId();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { conversationId, message: 'Is Maria coming today?', senderName: 'Ann', senderEmail: 'ann@example.com' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/conversations/${conversationId}/notes`,
      headers: cookieHeader(t, staff.cookie),
      payload: { message: 'She has a new door code; ask before going.' },
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json()).toMatchObject({ note: true, isFromUser: false });

    const forStaff = await t.app.inject({
      method: 'GET',
      url: `/api/admin/chat/conversations/${conversationId}`,
      headers: cookieHeader(t, staff.cookie),
    });
    expect(forStaff.json().messages.map((m: { note: boolean }) => m.note)).toEqual([false, true]);
    expect(forStaff.json().conversation).toMatchObject({
      unreadCount: 1,
      lastMessagePreview: 'Is Maria coming today?',
    });

    const forVisitor = await t.app.inject({ method: 'GET', url: `/api/chat/${conversationId}` });
    expect(forVisitor.statusCode).toBe(200);
    expect(forVisitor.body).not.toContain('door code');
    expect(forVisitor.body).toContain('Is Maria coming today?');

    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/conversations/${newConversationId()}/notes`,
      headers: cookieHeader(t, staff.cookie),
      payload: { message: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

/** A visitor who left the chat gets the staff answer by e-mail, with a link back into the same conversation. */
describe.each(engines)('answers by e-mail on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
  });
  afterAll(() => t.close());

  it('e-mails the answer to a visitor with no chat open, the link to the conversation hidden from the outbox', async () => {
    const staff = await createStaff(t, 'staff');
    const conversationId = newConversationId();
    await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: {
        conversationId,
        message: 'Do you assemble desks?',
        senderName: 'Bo Park',
        senderEmail: 'bo@example.com',
      },
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/conversations/${conversationId}/messages`,
      headers: cookieHeader(t, staff.cookie),
      payload: { message: 'Yes, any flat-pack desk.' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const [mail] = await t.app.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('toAddress', '=', 'bo@example.com')
      .where('kind', '=', 'chat-answer')
      .execute();
    expect(mail?.subject).toBe('Trusted Assistance answered your message');
    expect(mail?.textBody).toContain('“Yes, any flat-pack desk.”');
    expect(mail?.textBody).toContain('Continue the conversation');
    // The link's conversation id is the visitor's key: the office's outbox never shows it.
    expect(mail?.textBody).not.toContain(conversationId);
    // The visitor's answer from that link lands in the same conversation.
    await t.app.inject({ method: 'POST', url: '/api/chat', payload: { conversationId, message: 'Great, Tuesday?' } });
    const history = await t.app.inject({ method: 'GET', url: `/api/chat/${conversationId}` });
    expect(history.json().map((m: { message: string }) => m.message)).toEqual([
      'Do you assemble desks?',
      'Yes, any flat-pack desk.',
      'Great, Tuesday?',
    ]);
  });
});

describe('the chat hub', () => {
  it('gives a private note to staff sockets only, and a reply to the visitor too', () => {
    const hub = createChatHub();
    const got = { visitor: [] as string[], staff: [] as string[] };
    const visitor = { staff: false, conversationId: null as string | null, send: (d: string) => got.visitor.push(d) };
    const staffPeer = { staff: true, conversationId: null, send: (d: string) => got.staff.push(d) };
    hub.add(visitor);
    hub.add(staffPeer);
    const conversationId = newConversationId();
    hub.join(visitor, conversationId);
    const message = { id: 1, conversationId, text: 'private', isUser: false, timestamp: 'x', automatic: false };
    hub.deliver({ type: 'message', message: { ...message, note: true } });
    expect(got).toEqual({ visitor: [], staff: [expect.stringContaining('private')] });
    hub.deliver({ type: 'message', message: { ...message, id: 2, text: 'reply' } });
    expect(got.visitor).toEqual([expect.stringContaining('reply')]);
  });
});

/** Canned replies (docs/sms.md, "One inbox"): the owner writes them, staff read them. */
describe.each(engines)('canned replies on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
  });
  afterAll(() => t.close());

  it('are written by the owner in both languages, one reply a shortcut, and read by staff', async () => {
    const owner = await createStaff(t, 'admin');
    const staff = await createStaff(t, 'staff');
    const call = (who: { cookie: string }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/admin/chat/canned-replies${url}`,
        headers: cookieHeader(t, who.cookie),
        payload,
      });
    const late = { shortcut: 'running-late', textEn: 'We are running late.', textEs: 'Vamos con retraso.' };
    const made = await call(owner, 'POST', '', late);
    expect(made.statusCode, made.body).toBe(201);
    expect((await call(owner, 'POST', '', late)).json().code).toBe('canned_reply_shortcut_taken');
    const bad = await call(owner, 'POST', '', { ...late, shortcut: 'Running Late!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.shortcut).toMatch(/small letters/);
    expect((await call(staff, 'POST', '', { ...late, shortcut: 'mine' })).statusCode).toBe(403);

    const id = made.json().id;
    const changed = await call(owner, 'PUT', `/${id}`, { ...late, textEn: 'We are 15 minutes late.' });
    expect(changed.json()).toMatchObject({ id, textEn: 'We are 15 minutes late.' });
    expect((await call(staff, 'GET', '')).json()).toEqual([{ id, ...late, textEn: 'We are 15 minutes late.' }]);
    expect((await call(owner, 'DELETE', `/${id}`)).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', `/${id}`)).statusCode).toBe(404);
    expect((await call(staff, 'GET', '')).json()).toEqual([]);
  });
});
