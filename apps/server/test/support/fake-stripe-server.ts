import { startFakeStripe } from './fake-stripe.js';

/**
 * The fake Stripe as a process of its own, for Playwright's webServer: the site under test talks to
 * it (STRIPE_API_URL) and the browser pays on its hosted page. Tests steer it over HTTP under
 * /__fake/ (docs/testing-stripe.md).
 *
 * Usage: node --import tsx apps/server/test/support/fake-stripe-server.ts <port> <webhookUrl> <secretKey> <webhookSecret>
 */
const [portArg, webhookUrl, secretKey, webhookSecret] = process.argv.slice(2);
if (!portArg || !webhookUrl || !secretKey || !webhookSecret) {
  throw new Error('usage: fake-stripe-server.ts <port> <webhookUrl> <secretKey> <webhookSecret>');
}

const fake = await startFakeStripe({ port: Number(portArg), webhookUrl, secretKey, webhookSecret });
process.stdout.write(`fake Stripe listening on ${fake.url}, webhooks to ${webhookUrl}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void fake.stop().then(() => process.exit(0));
  });
}
