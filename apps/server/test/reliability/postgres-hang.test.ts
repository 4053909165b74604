import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../../src/plugins/app/error-handler.js';
import type { ServerProcess } from '../server-process.js';
import type { TcpProxy } from './tcp-proxy.js';
import { contactSubmission } from '../support/contact-requests.js';
import { NO_HANG, serverBehindProxy, testDatabaseUrl } from './support.js';

/** DATABASE_QUERY_TIMEOUT_SECONDS for this server: the client gives up one second after it. */
const QUERY_TIMEOUT_SECONDS = 2;

/**
 * PostgreSQL that keeps its connections but stops answering (a hung server, a network that drops
 * packets silently): requests get 503 once the query time limit passes instead of hanging, and
 * everything recovers when answers flow again.
 */
describe.runIf(testDatabaseUrl)('PostgreSQL that stops answering', () => {
  let setup: Awaited<ReturnType<typeof serverBehindProxy>>;
  let server: ServerProcess;
  let proxy: TcpProxy;

  beforeAll(async () => {
    setup = await serverBehindProxy('rel-hang-', { DATABASE_QUERY_TIMEOUT_SECONDS: String(QUERY_TIMEOUT_SECONDS) });
    ({ server, proxy } = setup);
  });
  afterAll(() => setup.cleanup());

  const track = (code: string) =>
    fetch(`${server.url}/api/contact/track/${code}`, { signal: AbortSignal.timeout(NO_HANG) });

  it('answers 503 after the query time limit rather than hanging, and recovers when answers return', async () => {
    const created = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactSubmission(0)),
    });
    expect(created.status).toBe(201);
    const { trackingToken } = (await created.json()) as { trackingToken: string };
    expect((await track(trackingToken)).status).toBe(200);

    proxy.hang();
    const started = Date.now();
    // Several at once, each on a pool connection of its own: every one is answered.
    const answers = await Promise.all([1, 2, 3].map(() => track(trackingToken)));
    const waited = Date.now() - started;
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ code: 'unavailable', message: UNAVAILABLE_MESSAGE });
    }
    expect(waited).toBeGreaterThanOrEqual(QUERY_TIMEOUT_SECONDS * 1000);
    expect(waited).toBeLessThan(NO_HANG);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();

    // Answers flow again: the held-back ones drain, and new requests succeed without a restart.
    proxy.answer();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      if (attempt) await sleep(200);
      status = (await track(trackingToken)).status;
    }
    expect(status).toBe(200);
    const again = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactSubmission(1)),
      signal: AbortSignal.timeout(NO_HANG),
    });
    expect(again.status).toBe(201);
    expect(server.child.exitCode).toBeNull();
  }, 40_000);
});
