import net from 'node:net';
import type { Engine } from '../../src/db/connect.js';
import { DEFAULT_QUIET_HOURS, type AppConfig } from '../../src/config.js';
import { buildTestApp, cookieHeader, type TestApp } from '../helper.js';
import { startMailbox, type Mailbox } from '../mailbox.js';
import { startFakeTwilio, type FakeTwilio } from './fake-twilio.js';

/**
 * An app with texts on, its Twilio being the local fake (fake-twilio.ts), listening on a free port so the
 * fake's signed webhooks reach it over HTTP as Twilio's would (its public address is that one); and the
 * recipients' mailbox.
 */
export interface TextsApp {
  t: TestApp;
  twilio: FakeTwilio;
  mailbox: Mailbox;
  /** The app's own address (`http://127.0.0.1:port`), for the webhooks. */
  address: string;
  close(): Promise<void>;
}

/** A port free now, for an app whose public address must be known before it starts. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startTextsApp(engine: Engine, overrides: Partial<AppConfig> = {}): Promise<TextsApp> {
  const twilio = await startFakeTwilio();
  const mailbox = await startMailbox();
  const port = await freePort();
  // Twilio signs its webhooks over the address it calls, which the app knows as its public address.
  const publicUrl = `http://127.0.0.1:${port}`;
  const t = await buildTestApp(engine, {
    publicUrl,
    rateLimits: false,
    smtpUrl: mailbox.url,
    twilio: {
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      fromNumber: twilio.fromNumber,
      messagingServiceSid: undefined,
      apiUrl: twilio.url,
      quietHours: DEFAULT_QUIET_HOURS,
    },
    ...overrides,
  });
  const address = await t.app.listen({ port, host: '127.0.0.1' });
  return {
    t,
    twilio,
    mailbox,
    address,
    async close() {
      await twilio.close();
      await t.close();
      await mailbox.stop();
    },
  };
}

/**
 * Turns texts on for a signed-in client as their account page does: the words' version read first, the
 * box ticked; `language: 'es'` makes the account Spanish too. Returns the number.
 */
export async function turnTextsOn(
  t: TestApp,
  client: { cookie: string; user: { id: number } },
  { kinds, phone, language = 'en' }: { kinds: string[]; phone: string; language?: 'en' | 'es' },
): Promise<string> {
  const headers = cookieHeader(t, client.cookie);
  const { consentVersion } = (await t.app.inject({ method: 'GET', url: '/api/user/texts', headers })).json();
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/user/texts',
    headers,
    payload: { phone, kinds, agree: true, consentVersion, language },
  });
  if (res.statusCode !== 200) throw new Error(`texts on: HTTP ${res.statusCode} ${res.body}`);
  if (language === 'es') {
    await t.app.db.updateTable('users').set({ language: 'es' }).where('id', '=', client.user.id).execute();
  }
  return phone;
}
