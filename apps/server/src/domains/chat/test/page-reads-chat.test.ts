import { newConversationId } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp } from '../../../../test/page-form-posts.js';
import { expectPageReadAsApi } from '../../../../test/support/page-reads.js';

// A back-office page is rendered with the chat's unread badge as the browser would read it from the API.
describe.each(engines)('back-office pages read the unread chat badge as the API answers it on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildPageApp(engine, { rateLimits: false });
    for (const message of ['Can you help with my printer?', 'It is a laser printer.']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { conversationId: newConversationId(), message, senderName: 'Ruth Ames' },
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the unread totals for staff and admins, and refuses them to others', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const as = cookieHeader(t, (await createStaff(t, role)).cookie);
      expect((await expectPageReadAsApi(t, '/api/admin/chat/unread', as))?.body).toEqual({
        conversations: 2,
        messages: 2,
      });
    }
    expect((await expectPageReadAsApi(t, '/api/admin/chat/unread'))?.status).toBe(401);
    const client = cookieHeader(t, (await registerClient(t)).cookie);
    expect((await expectPageReadAsApi(t, '/api/admin/chat/unread', client))?.status).toBe(403);
  });
});
