import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_QUIET_HOURS, loadConfig, type TwilioSettings } from '../../../config.js';
import { loadTwilio } from '../../../lib/heavy-libraries.js';
import { startFakeTwilio, type FakeTwilio } from '../../../../test/support/fake-twilio.js';
import { createTwilioGateway, TextRefused, type TwilioGateway } from '../twilio-gateway.js';

const SID = `AC${'a1'.repeat(16)}`;
const TOKEN = 'f0'.repeat(16);

/** TWILIO_* (README, "Configuration"; docs/sms.md). */
describe('Twilio settings', () => {
  it('turns texts on with the account, its token and a sender, and stops the start when one is missing', () => {
    expect(loadConfig({}).twilio).toBeUndefined();
    expect(loadConfig({ TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '' }).twilio).toBeUndefined();
    expect(
      loadConfig({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM_NUMBER: '+12395550100' }).twilio,
    ).toEqual({
      accountSid: SID,
      authToken: TOKEN,
      fromNumber: '+12395550100',
      messagingServiceSid: undefined,
      apiUrl: undefined,
      quietHours: DEFAULT_QUIET_HOURS,
    });
    expect(
      loadConfig({
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM_NUMBER: '+12395550100',
        SMS_QUIET_HOURS: '20:30-09:00',
      }).twilio?.quietHours,
    ).toEqual({ starts: '20:30', ends: '09:00' });
    for (const looser of ['22:00-08:00', '21:00-07:00', '08:00-21:00', '9pm-8am']) {
      expect(() =>
        loadConfig({
          TWILIO_ACCOUNT_SID: SID,
          TWILIO_AUTH_TOKEN: TOKEN,
          TWILIO_FROM_NUMBER: '+12395550100',
          SMS_QUIET_HOURS: looser,
        }),
      ).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN })).toThrow(/TWILIO_FROM_NUMBER/);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: SID, TWILIO_FROM_NUMBER: '+12395550100' })).toThrow(
      /TWILIO_AUTH_TOKEN/,
    );
    expect(() => loadConfig({ TWILIO_AUTH_TOKEN: TOKEN })).toThrow(/TWILIO_ACCOUNT_SID and .*TWILIO_FROM_NUMBER/);
    expect(() =>
      loadConfig({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM_NUMBER: '239-555-0100' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ TWILIO_ACCOUNT_SID: 'SK123', TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM_NUMBER: '+12395550100' }),
    ).toThrow(ConfigError);
  });
});

describe('the Twilio gateway, against a local server that answers as Twilio does', () => {
  let fake: FakeTwilio;
  let gateway: TwilioGateway;
  let settings: TwilioSettings;

  beforeAll(async () => {
    fake = await startFakeTwilio();
    settings = {
      accountSid: fake.accountSid,
      authToken: fake.authToken,
      fromNumber: fake.fromNumber,
      messagingServiceSid: undefined,
      apiUrl: fake.url,
      quietHours: DEFAULT_QUIET_HOURS,
    };
    gateway = createTwilioGateway(settings, await loadTwilio());
  });
  afterAll(() => fake.close());

  it('sends a text from the business number, with its delivery report address', async () => {
    const sent = await gateway.send({
      to: '+12395550123',
      body: 'Trusted Assistance: Ana is on her way.',
      statusCallback: 'https://example.com/api/sms/status',
    });
    expect(sent).toMatchObject({ status: 'queued', segments: 1 });
    expect(sent.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(fake.textsTo('+12395550123')).toEqual([
      expect.objectContaining({
        sid: sent.sid,
        from: fake.fromNumber,
        body: 'Trusted Assistance: Ana is on her way.',
        statusCallback: 'https://example.com/api/sms/status',
      }),
    ]);
  });

  it('sends through a Messaging Service when one is set', async () => {
    const service = `MG${'b2'.repeat(16)}`;
    const through = createTwilioGateway({ ...settings, messagingServiceSid: service }, await loadTwilio());
    await through.send({ to: '+12395550124', body: 'Hello' });
    expect(fake.textsTo('+12395550124')[0]).toMatchObject({ messagingServiceSid: service, from: null });
  });

  it('reports a final refusal with Twilio’s code, and leaves an outage to be tried again', async () => {
    for (const [to, code] of [
      ['+15005550001', 21211],
      ['+15005550009', 21614],
      ['+15005550010', 21610],
    ] as const) {
      const refused = await gateway.send({ to, body: 'Hello' }).catch((error: unknown) => error);
      expect(refused, to).toBeInstanceOf(TextRefused);
      expect((refused as TextRefused).code).toBe(code);
    }
    fake.failNext(503);
    const outage = await gateway.send({ to: '+12395550125', body: 'Hello' }).catch((error: unknown) => error);
    expect(outage).toBeInstanceOf(Error);
    expect(outage).not.toBeInstanceOf(TextRefused);
    expect(fake.textsTo('+12395550125')).toEqual([]);
  });

  it('finds a text a try that timed out did send, by its number, words and time', async () => {
    const since = new Date();
    const sent = await gateway.send({ to: '+12395550126', body: 'Your visit is tomorrow at 10:00 AM.' });
    expect(await gateway.findSent('+12395550126', 'Your visit is tomorrow at 10:00 AM.', since)).toEqual(sent);
    expect(await gateway.findSent('+12395550126', 'Another text', since)).toBeUndefined();
    expect(await gateway.findSent('+12395550127', 'Your visit is tomorrow at 10:00 AM.', since)).toBeUndefined();
    expect(
      await gateway.findSent('+12395550126', 'Your visit is tomorrow at 10:00 AM.', new Date(Date.now() + 60_000)),
    ).toBeUndefined();
  });

  it('tells Twilio’s signature from any other', () => {
    const url = 'https://example.com/api/sms/incoming';
    const fields = { From: '+12395550123', Body: 'running late', MessageSid: 'SM1' };
    const signature = fake.sign(url, fields);
    expect(gateway.isSignedByTwilio(signature, url, fields)).toBe(true);
    expect(gateway.isSignedByTwilio(signature, url, { ...fields, Body: 'STOP' })).toBe(false);
    expect(gateway.isSignedByTwilio(signature, 'https://example.com/api/sms/other', fields)).toBe(false);
    expect(gateway.isSignedByTwilio(undefined, url, fields)).toBe(false);
    expect(gateway.isSignedByTwilio('not-a-signature', url, fields)).toBe(false);
  });
});
