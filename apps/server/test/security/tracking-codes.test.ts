import { TRACKING_NOT_FOUND_MESSAGE, AUTH_MESSAGES } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../fresh-database.js';
import { buildTestApp, type TestApp } from '../helper.js';
import { landingPayload } from '../support/contact-requests.js';

/** Without e-mail updates: nothing here is about the e-mails. */
const landing = { ...landingPayload, notifyByEmail: false };

// Tracking codes (docs/decisions/010-tracking-codes.md) carry about 40 bits, tracking is limited per
// address, and a wrong code and a missing one get the same answer. contact.test.ts checks
// wrong, malformed and missing codes; this file adds guessing at volume and odd shapes.
describe.each(engines)('tracking-code guessing on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const track = (path: string) => t.app.inject({ method: 'GET', url: `/api/contact/track${path}` });

  it('answers every kind of wrong code with one identical 404', async () => {
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: landing });
    const attempts = [
      '/TA-2222-3333',
      '/ta22223333',
      `/${encodeURIComponent('TA-1%25')}`,
      `/${'A'.repeat(101)}`,
      `/${'TA-2222-3333'.repeat(50)}`,
      `/${encodeURIComponent('../../admin')}`,
      '/%00',
      '',
      '/',
    ];
    for (const path of attempts) {
      const res = await track(path);
      expect({ path, status: res.statusCode, body: res.json() }).toEqual({
        path,
        status: 404,
        body: { code: 'tracking_not_found', message: TRACKING_NOT_FOUND_MESSAGE },
      });
    }
  });

  it('allows 30 lookups per 15 minutes per address, then refuses even a right code', async () => {
    const { trackingToken } = (await t.app.inject({ method: 'POST', url: '/api/contact', payload: landing })).json();
    const statuses: number[] = [];
    const remaining: (string | undefined)[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await track(`/TA-${String(2000 + i)}-2222`);
      statuses.push(res.statusCode);
      remaining.push(res.headers['x-ratelimit-remaining'] as string | undefined);
    }
    expect(statuses).toEqual(Array(30).fill(404));
    // A guesser is not told how many tries are left.
    expect(remaining).toEqual(Array(30).fill(undefined));
    const right = await track(`/${trackingToken}`);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ code: 'rate_limited', message: AUTH_MESSAGES.tooManyRequests });
    // Refused: when to come back.
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/contact/track/${trackingToken}`,
      remoteAddress: '192.0.2.9',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
