import { setTimeout as sleep } from 'node:timers/promises';
import { newConversationId } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../../src/plugins/app/error-handler.js';
import { ChatClient } from '../chat-client.js';
import type { ServerProcess } from '../server-process.js';
import type { TcpProxy } from './tcp-proxy.js';
import { contactSubmission } from '../support/contact-requests.js';
import { contactLoad, NO_HANG, serverBehindProxy, testDatabaseUrl } from './support.js';

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(NO_HANG),
  });
const get = (url: string) => fetch(url, { signal: AbortSignal.timeout(NO_HANG) });

/**
 * PostgreSQL going away under load, played by a TCP proxy in front of the real server (which
 * other tests keep using): the process stays up, the API answers 503 at once with a clear
 * message, /readyz says 503 and /healthz 200; when the database returns, everything recovers
 * on its own, the chat listener included.
 */
describe.runIf(testDatabaseUrl)('PostgreSQL stopped during load', () => {
  let setup: Awaited<ReturnType<typeof serverBehindProxy>>;
  let server: ServerProcess;
  let proxy: TcpProxy;

  beforeAll(async () => {
    setup = await serverBehindProxy('rel-outage-');
    ({ server, proxy } = setup);
  });
  afterAll(() => setup.cleanup());

  it('answers 503 quickly while it is gone, and recovers within seconds of its return', async () => {
    // A visitor's chat socket, joined before the outage: it must hear a message sent after it.
    const visitor = await ChatClient.open(server.url);
    const conversationId = newConversationId();
    await visitor.join(conversationId);

    const load = contactLoad(server.url, 8);
    await load.acknowledgedAtLeast(20);
    await proxy.stop();
    await load.seen(503);

    // Each of these answers (NO_HANG aborts a request that hangs, failing the test).
    const contact = await post(`${server.url}/api/contact`, contactSubmission(0));
    expect(contact.status).toBe(503);
    expect(await contact.json()).toEqual({ code: 'unavailable', message: UNAVAILABLE_MESSAGE });
    expect(contact.headers.get('retry-after')).toBe('60');
    const login = await post(`${server.url}/api/login`, { username: 'nobody', password: 'Sunny-Porch-Swing-42' });
    expect(login.status).toBe(503);
    expect((await get(`${server.url}/api/blog`)).status).toBe(503);
    const ready = await get(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { status: string }).status).toBe('unavailable');
    expect((await get(`${server.url}/healthz`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();

    // The database returns: requests succeed again without a restart.
    await proxy.start();
    let status = 0;
    for (let attempt = 0; attempt < 100 && status !== 201; attempt += 1) {
      if (attempt) await sleep(100);
      status = (await post(`${server.url}/api/contact`, contactSubmission(1))).status;
    }
    expect(status).toBe(201);
    expect((await get(`${server.url}/readyz`)).status).toBe(200);
    expect((await get(`${server.url}/api/blog`)).status).toBe(200);
    await load.acknowledgedAtLeast(load.result.acknowledged.length + 8);
    const { statuses } = await load.stop();
    // Throughout: created or "unavailable", never a 500 and never a dropped connection.
    expect([...statuses.keys()].sort()).toEqual([201, 503]);

    // The chat listener lost its connection too; once it is back, delivery resumes.
    await server.waitForLog((l) => l.msg === 'chat listener disconnected; reconnecting');
    await server.waitForLog((l) => l.msg === 'chat listener reconnected');
    const sent = await post(`${server.url}/api/chat`, { conversationId, message: 'Are you back?' });
    expect(sent.status).toBe(201);
    await visitor.until((f) => f.type === 'message' && f.message.text === 'Are you back?');
    visitor.close();
    expect(server.child.exitCode).toBeNull();
  }, 40_000);
});
