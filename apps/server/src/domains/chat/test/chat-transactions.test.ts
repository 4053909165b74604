import { chatAutoReply, newConversationId } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, createStaff, type TestApp } from '../../../../test/helper.js';
import { watchTransactions } from '../../../../test/support/transaction-faults.js';

/**
 * The office's e-mail about a visitor left waiting is written with the claim that it is sent
 * (domains/chat/chat-service.ts): a fault when the e-mail is written leaves the claim for the next
 * message, and the visitor's message itself is kept.
 */
describe.each(engines)('chat notices stored with their claim on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const send = (conversationId: string, message: string) =>
    t.app.inject({ method: 'POST', url: '/api/chat', payload: { conversationId, message, senderName: 'Ruth Ames' } });
  const notices = () =>
    t.app.db
      .selectFrom('emailOutbox')
      .select('toAddress')
      .where('kind', '=', 'chat-staff-notice')
      .orderBy('id')
      .execute();
  const claimed = async (id: string) =>
    (await t.app.db.selectFrom('chatConversations').select('staffNotifiedAt').where('id', '=', id).executeTakeFirst())
      ?.staffNotifiedAt ?? null;

  it('claims the notice only with its e-mail; the message is kept either way', async () => {
    const office = await createStaff(t, 'admin');
    const id = newConversationId();
    const undo = watchTransactions(t.app.db, { failInsert: { into: 'emailOutbox', every: true } }).stop;
    const first = await send(id, 'Is anyone there?');
    undo();
    expect(first.statusCode).toBe(201);
    expect(first.json().autoReply).toBe(chatAutoReply(new Date(first.json().message.createdAt), false));
    expect(await notices()).toEqual([]);
    expect(await claimed(id)).toBeNull();

    // The next message of the same waiting stretch claims it, and the office hears of it once.
    const second = await send(id, 'I need help with my tablet.');
    expect(second.statusCode).toBe(201);
    expect(second.json().autoReply).toBe(chatAutoReply(new Date(second.json().message.createdAt), false));
    expect(await notices()).toEqual([{ toAddress: office.user.email }]);
    expect(await claimed(id)).not.toBeNull();
    const messages = await t.app.db.selectFrom('chatMessages').select('message').orderBy('id').execute();
    expect(messages.map((m) => m.message)).toEqual(['Is anyone there?', 'I need help with my tablet.']);
  });
});
