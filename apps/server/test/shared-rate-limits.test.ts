import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerClient, type TestApp } from './helper.js';

/**
 * With REDIS_URL, rate limits are shared by every instance (docs/deployment.md). Tracking lookups
 * allow 30 per 15 minutes per address: 15 on each of two instances use the whole allowance, so the
 * next lookup is refused on both. Runs when TEST_REDIS_URL points at a Redis server (CI sets it).
 */
const redisUrl = process.env.TEST_REDIS_URL || undefined;
const LIMIT = 30;

async function lookups(t: TestApp, count: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({ method: 'GET', url: '/api/contact/track/TA-ABCD-EFGH' });
    codes.push(res.statusCode);
  }
  return codes;
}

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    // A prefix of its own, so other test runs on the same Redis do not count against this one.
    const redisPrefix = `ta-test-${randomBytes(6).toString('hex')}:`;
    a = await buildTestApp('sqlite', { rateLimits: true, redisUrl, redisPrefix });
    b = await buildTestApp('sqlite', { rateLimits: true, redisUrl, redisPrefix });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts lookups on both instances against one allowance', async () => {
    expect(await lookups(a, LIMIT / 2)).toEqual(Array(LIMIT / 2).fill(404));
    expect(await lookups(b, LIMIT / 2)).toEqual(Array(LIMIT / 2).fill(404));
    const [fromA] = await lookups(a, 1);
    const [fromB] = await lookups(b, 1);
    expect([fromA, fromB]).toEqual([429, 429]);
  });
});

describe.runIf(redisUrl)('the per-account login limit through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const redisPrefix = `ta-test-${randomBytes(6).toString('hex')}:`;
    a = await buildTestApp('sqlite', { rateLimits: true, redisUrl, redisPrefix });
    b = await buildTestApp('sqlite', { rateLimits: true, redisUrl, redisPrefix });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('lets 10 wrong passwords through, not more, when 33 arrive at once on two instances', async () => {
    // The same account on both (each instance here has a database of its own: the key is its id).
    const { body, user } = await registerClient(a);
    const twin = await registerClient(b, { email: body.email, username: body.username });
    expect(twin.user.id).toBe(user.id);
    const answers = await Promise.all(
      Array.from({ length: 33 }, (_, i) =>
        (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: `198.51.100.${i + 1}`,
          payload: { username: body.username, password: `Wrong-${i}` },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(23);
  });
});

describe('rate limits without Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await buildTestApp('sqlite', { rateLimits: true, redisUrl: undefined });
    b = await buildTestApp('sqlite', { rateLimits: true, redisUrl: undefined });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('are kept by each instance on its own', async () => {
    await lookups(a, LIMIT);
    expect(await lookups(a, 1)).toEqual([429]);
    expect(await lookups(b, 1)).toEqual([404]);
  });
});

describe('rate limits with Redis unreachable', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Nothing listens on port 1: every Redis call fails at once.
    t = await buildTestApp('sqlite', { rateLimits: true, redisUrl: 'redis://127.0.0.1:1', redisPrefix: 'ta-down:' });
  });
  afterAll(() => t?.close());

  it('still serve requests rather than refuse everyone', async () => {
    expect(await lookups(t, 3)).toEqual([404, 404, 404]);
  });
});
