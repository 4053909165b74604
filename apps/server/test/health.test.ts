import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProbeTimeout, withTimeout } from '../src/plugins/app/health.js';
import { engines } from './fresh-database.js';
import { buildTestApp, cookieHeader, type TestApp } from './helper.js';

describe.each(engines)('health probes on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(() => t.close());

  it('answers /healthz with ok, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz with ready while the database answers, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz with 503 and a clear message once the database is gone, while /healthz stays ok', async () => {
    await t.database.cleanup();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      message: 'The database is not reachable (see the server log).',
    });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers /readyz with 503 once a shutdown has begun, while /healthz stays ok', async () => {
    t.app.shuttingDown = true;
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', message: 'The server is shutting down.' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('does not look up the session (an unknown session cookie is left alone, unlike on other routes)', async () => {
    const stale = cookieHeader(t, 'no-such-session');
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.app.inject({ method: 'GET', url, headers: stale });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    // The comparison that shows the check above can fail: a session-aware route clears the cookie.
    const api = await t.app.inject({ method: 'GET', url: '/api/service-types', headers: stale });
    expect(api.headers['set-cookie']).toBeDefined();
  });

  it('is not rate limited', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i += 1) {
      statuses.add((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode);
      statuses.add((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });
});

describe('the readiness time limit', () => {
  it('gives up on a database call that never answers', async () => {
    const never = new Promise<never>(() => {});
    await expect(withTimeout(never, 5, 'The database did not answer within 5 ms.')).rejects.toEqual(
      new ProbeTimeout('The database did not answer within 5 ms.'),
    );
  });

  it('passes a prompt answer through', async () => {
    await expect(withTimeout(Promise.resolve('answer'), 1000, 'late')).resolves.toBe('answer');
  });
});
