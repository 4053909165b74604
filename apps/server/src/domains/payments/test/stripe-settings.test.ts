import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.js';
import { buildTestApp, cookieHeader, registerClient, type TestApp } from '../../../../test/helper.js';
import { sentInvoice } from '../../../../test/support/card-payments.js';
import { startFakeStripe, type FakeStripe } from '../../../../test/support/fake-stripe.js';

const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_def456' };

/** STRIPE_* (README, "Configuration"; decision 076). */
describe('Stripe settings', () => {
  it('turns card payments on with both keys, and stops the start with one of them only or a malformed one', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ ...keys, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).stripe).toBeUndefined();
    expect(loadConfig(keys).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_def456',
      publishableKey: undefined,
      apiUrl: undefined,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: keys.STRIPE_WEBHOOK_SECRET })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...keys, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(ConfigError);
  });
});

describe('Stripe keys in the logs', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await buildTestApp(
      'sqlite',
      {
        logLevel: 'trace',
        rateLimits: false,
        stripe: {
          secretKey: stripe.secretKey,
          webhookSecret: stripe.webhookSecret,
          publishableKey: undefined,
          apiUrl: stripe.url,
        },
      },
      { logger: { stream } },
    );
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  it('never writes the secret key or the webhook secret, starting or paying', async () => {
    const client = await registerClient(t);
    const id = await sentInvoice(t, { id: client.user.id, name: 'Margaret Hill', email: client.body.email }, 2_500);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/pay`,
      headers: cookieHeader(t, client.cookie),
      payload: {},
    });
    expect(pay.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('card payments');
    expect(log).not.toContain(stripe.secretKey);
    expect(log).not.toContain(stripe.webhookSecret);
    expect(pay.body).not.toContain(stripe.secretKey);
  });
});
