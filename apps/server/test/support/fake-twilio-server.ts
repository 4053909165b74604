import { startFakeTwilio } from './fake-twilio.js';

/**
 * The fake Twilio as a process of its own, for Playwright's webServer: the site under test sends its
 * texts to it (TWILIO_API_URL). Tests read what was texted and send texts to the site over HTTP under
 * /__fake/ (fake-twilio.ts, docs/sms.md "Testing").
 *
 * Usage: node --import tsx apps/server/test/support/fake-twilio-server.ts <port> <accountSid> <authToken>
 */
const [portArg, accountSid, authToken] = process.argv.slice(2);
if (!portArg || !accountSid || !authToken) {
  throw new Error('usage: fake-twilio-server.ts <port> <accountSid> <authToken>');
}

const fake = await startFakeTwilio({ port: Number(portArg), accountSid, authToken });
process.stdout.write(`fake Twilio listening on ${fake.url}, texting from ${fake.fromNumber}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
