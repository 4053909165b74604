import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import { smsSize } from '@ta/shared';

/**
 * A local HTTP server that answers the official `twilio` library as Twilio's Messages API does: create a
 * message, list the messages sent to a number. It checks the account's Basic credentials, refuses the
 * numbers Twilio's own test credentials refuse (docs/sms.md "Testing"), and posts delivery reports and
 * incoming texts to the app signed with the Auth Token, as Twilio signs them. Point the app at it with
 * TWILIO_API_URL = `fake.url`.
 */

export interface FakeText {
  sid: string;
  accountSid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  status: 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed' | 'received';
  direction: 'outbound-api' | 'inbound';
  statusCallback: string | null;
  segments: number;
  createdAt: Date;
}

/** Numbers that Twilio refuses, with its error code and message (Twilio's test numbers, and one that said STOP). */
export const REFUSED_NUMBERS: Record<string, { code: number; message: string }> = {
  '+15005550001': { code: 21211, message: "The 'To' number +15005550001 is not a valid phone number." },
  '+15005550009': { code: 21614, message: "'To' number is not a valid mobile number" },
  '+15005550010': { code: 21610, message: 'Attempt to send to unsubscribed recipient' },
};

export interface FakeTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  fromNumber: string;
  /** Every text created, oldest first. */
  texts: FakeText[];
  /** Texts sent to this number, oldest first. */
  textsTo(number: string): FakeText[];
  /** The next `count` creations answer this HTTP status (500, 503, 429) instead. */
  failNext(status: number, count?: number): void;
  /** Twilio reports a text's delivery to its status callback, signed; resolves with the app's answer status. */
  report(sid: string, status: FakeText['status'], errorCode?: number): Promise<number>;
  /** A text from `from` to the business arrives at the app's `webhookUrl`, signed; resolves with the app's answer. */
  receive(webhookUrl: string, from: string, body: string): Promise<{ status: number; body: string }>;
  /** The signature Twilio would put on a POST of these fields to this URL. */
  sign(url: string, fields: Record<string, string>): string;
  close(): Promise<void>;
}

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function apiError(res: http.ServerResponse, status: number, code: number, message: string) {
  json(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

/** A message as Twilio's API writes it (snake_case, RFC 2822 dates). */
function resource(text: FakeText) {
  return {
    sid: text.sid,
    account_sid: text.accountSid,
    messaging_service_sid: text.messagingServiceSid,
    to: text.to,
    from: text.from,
    body: text.body,
    status: text.status,
    direction: text.direction,
    num_segments: String(text.segments),
    num_media: '0',
    price: null,
    price_unit: 'USD',
    error_code: null,
    error_message: null,
    api_version: '2010-04-01',
    date_created: text.createdAt.toUTCString(),
    date_updated: text.createdAt.toUTCString(),
    date_sent: null,
    uri: `/2010-04-01/Accounts/${text.accountSid}/Messages/${text.sid}.json`,
    subresource_uris: {},
  };
}

async function postForm(url: string, fields: Record<string, string>, signature: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: await response.text() };
}

/** A fixed port and account, for the fake as a process of its own (fake-twilio-server.ts). */
export interface FakeTwilioOptions {
  port?: number;
  accountSid?: string;
  authToken?: string;
}

export async function startFakeTwilio(options: FakeTwilioOptions = {}): Promise<FakeTwilio> {
  const accountSid = options.accountSid ?? sid('AC');
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const fromNumber = '+12395550100';
  const texts: FakeText[] = [];
  let failures: { status: number; left: number } | undefined;
  const basic = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname.startsWith('/__fake/')) return void control(url, raw, res);
      if (req.headers.authorization !== basic) return apiError(res, 401, 20003, 'Authenticate');
      if (url.pathname !== messagesPath) return apiError(res, 404, 20404, 'The requested resource was not found');
      if (req.method === 'GET') {
        const to = url.searchParams.get('To');
        const pageSize = Number(url.searchParams.get('PageSize') ?? 50);
        const found = texts
          .filter((t) => !to || t.to === to)
          .reverse()
          .slice(0, pageSize);
        return json(res, 200, {
          messages: found.map(resource),
          page: 0,
          page_size: pageSize,
          first_page_uri: `${messagesPath}?PageSize=${pageSize}&Page=0`,
          next_page_uri: null,
          previous_page_uri: null,
          uri: `${messagesPath}?PageSize=${pageSize}&Page=0`,
        });
      }
      if (req.method !== 'POST') return apiError(res, 405, 20004, 'Method not allowed');
      if (failures && failures.left > 0) {
        failures.left -= 1;
        return apiError(res, failures.status, failures.status === 429 ? 20429 : 20500, 'Service unavailable');
      }
      const form = new URLSearchParams(raw);
      const to = form.get('To') ?? '';
      const body = form.get('Body') ?? '';
      const from = form.get('From');
      const service = form.get('MessagingServiceSid');
      if (!to) return apiError(res, 400, 21604, "A 'To' phone number is required.");
      if (!body) return apiError(res, 400, 21602, 'Message body is required.');
      if (!from && !service) return apiError(res, 400, 21603, "A 'From' phone number is required.");
      if (!/^\+1\d{10}$/.test(to))
        return apiError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      const refused = REFUSED_NUMBERS[to];
      if (refused) return apiError(res, 400, refused.code, refused.message);
      const text: FakeText = {
        sid: sid('SM'),
        accountSid,
        to,
        from: from ?? null,
        messagingServiceSid: service ?? null,
        body,
        status: 'queued',
        direction: 'outbound-api',
        statusCallback: form.get('StatusCallback'),
        segments: smsSize(body).segments,
        createdAt: new Date(),
      };
      texts.push(text);
      json(res, 201, resource(text));
    });
  });
  /**
   * The browser tests steer the fake over HTTP (no credentials; it listens on 127.0.0.1 only):
   * GET /__fake/texts?to=+1… lists the texts sent to a number; POST /__fake/receive
   * {webhookUrl, from, body} delivers an incoming text to the site, signed, and answers the site's reply.
   */
  async function control(url: URL, raw: string, res: http.ServerResponse) {
    if (url.pathname === '/__fake/texts') {
      const to = url.searchParams.get('to');
      return json(res, 200, texts.filter((t) => !to || t.to === to).map(resource));
    }
    if (url.pathname === '/__fake/receive') {
      const { webhookUrl, from, body } = JSON.parse(raw) as { webhookUrl: string; from: string; body: string };
      return json(res, 200, await fake.receive(webhookUrl, from, body));
    }
    return json(res, 404, { message: 'no such control' });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sign = (url: string, fields: Record<string, string>) =>
    twilio.getExpectedTwilioSignature(authToken, url, fields);

  const fake: FakeTwilio = {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    fromNumber,
    texts,
    textsTo: (number) => texts.filter((t) => t.to === number),
    failNext(status, count = 1) {
      failures = { status, left: count };
    },
    async report(textSid, status, errorCode) {
      const text = texts.find((t) => t.sid === textSid);
      if (!text?.statusCallback) throw new Error(`no status callback for ${textSid}`);
      text.status = status;
      const fields: Record<string, string> = {
        AccountSid: accountSid,
        MessageSid: text.sid,
        SmsSid: text.sid,
        MessageStatus: status,
        SmsStatus: status,
        To: text.to,
        From: text.from ?? fromNumber,
        ApiVersion: '2010-04-01',
        ...(errorCode ? { ErrorCode: String(errorCode) } : {}),
      };
      return (await postForm(text.statusCallback, fields, sign(text.statusCallback, fields))).status;
    },
    async receive(webhookUrl, from, body) {
      const text: FakeText = {
        sid: sid('SM'),
        accountSid,
        to: fromNumber,
        from,
        messagingServiceSid: null,
        body,
        status: 'received',
        direction: 'inbound',
        statusCallback: null,
        segments: smsSize(body).segments,
        createdAt: new Date(),
      };
      texts.push(text);
      const fields = {
        AccountSid: accountSid,
        MessageSid: text.sid,
        SmsMessageSid: text.sid,
        From: from,
        To: fromNumber,
        Body: body,
        NumMedia: '0',
        NumSegments: String(text.segments),
        ApiVersion: '2010-04-01',
      };
      return postForm(webhookUrl, fields, sign(webhookUrl, fields));
    },
    sign,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
  return fake;
}
