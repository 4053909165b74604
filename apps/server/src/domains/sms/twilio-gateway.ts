import type { QuietHours, TwilioSettings } from '../../config.js';
import type { loadTwilio } from '../../lib/heavy-libraries.js';
import type RequestClient from 'twilio/lib/base/RequestClient.js';

/**
 * The calls this app makes to Twilio, through the official library only (docs/sms.md): send a text, find
 * one already sent (so a retried job never texts twice), and check a webhook's signature. The Auth Token
 * stays inside the library's client and the signature check; nothing here logs or returns it.
 */

type TwilioModule = Awaited<ReturnType<typeof loadTwilio>>;

export interface OutgoingText {
  /** +1 and ten digits. */
  to: string;
  body: string;
  /** Where Twilio reports the text's delivery (queued, sent, delivered, undelivered, failed). */
  statusCallback?: string;
}

export interface SentText {
  sid: string;
  status: string;
  segments: number;
}

/**
 * Twilio refused the text for good: a number that cannot get texts (21211, 21614), one that replied STOP
 * (21610), a sender the account cannot use. Sending it again would fail again; anything else (a timeout, a
 * 5xx, a 429) may succeed later.
 */
export class TextRefused extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'TextRefused';
  }
}

export interface TwilioGateway {
  /** The business's texting number (E.164) when texts are sent from one; null behind a Messaging Service's pool. */
  readonly number: string | null;
  /** The night no text goes in (SMS_QUIET_HOURS); null: none. */
  readonly quietHours: QuietHours | null;
  send(text: OutgoingText): Promise<SentText>;
  /** The text to `to` with this body created at `since` or later, if Twilio has one: a try that timed out may have sent it. */
  findSent(to: string, body: string, since: Date): Promise<SentText | undefined>;
  /** Whether a webhook came from Twilio: its X-Twilio-Signature over the URL Twilio called and the form fields it sent. */
  isSignedByTwilio(signature: string | undefined, url: string, fields: Record<string, string>): boolean;
  /** The TwiML answer to an incoming text: a reply in these words, or none. */
  replyWith(text: string | null): string;
}

/** Twilio's REST exceptions carry its error code and the HTTP status: a 4xx other than 429 is final. */
function refusal(error: unknown): TextRefused | undefined {
  const { status, code, message } = error as { status?: number; code?: number; message?: string };
  if (typeof status !== 'number' || status < 400 || status >= 500 || status === 429) return undefined;
  return new TextRefused(typeof code === 'number' ? code : status, message ?? 'Twilio refused the text');
}

/** The library's HTTP client, sending to another address than Twilio's (the tests' local server only). */
function clientFor(twilio: TwilioModule, apiUrl: string) {
  const base = apiUrl.replace(/\/+$/, '');
  class ToLocalApi extends twilio.RequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      return super.request<TData>({ ...opts, uri: opts.uri.replace(/^https:\/\/[a-z0-9.-]+\.twilio\.com/, base) });
    }
  }
  return new ToLocalApi();
}

export function createTwilioGateway(settings: TwilioSettings, twilio: TwilioModule): TwilioGateway {
  const client = twilio(settings.accountSid, settings.authToken, {
    autoRetry: false,
    timeout: 10_000,
    ...(settings.apiUrl ? { httpClient: clientFor(twilio, settings.apiUrl) } : {}),
  });
  const sender = settings.messagingServiceSid
    ? { messagingServiceSid: settings.messagingServiceSid }
    : { from: settings.fromNumber! };
  const sentText = (message: { sid: string; status: string; numSegments: string }): SentText => ({
    sid: message.sid,
    status: message.status,
    segments: Number(message.numSegments) || 1,
  });

  return {
    number: settings.messagingServiceSid ? null : (settings.fromNumber ?? null),
    quietHours: settings.quietHours,

    async send({ to, body, statusCallback }) {
      try {
        const message = await client.messages.create({
          to,
          body,
          ...sender,
          ...(statusCallback ? { statusCallback } : {}),
        });
        return sentText(message);
      } catch (error) {
        throw refusal(error) ?? error;
      }
    },

    async findSent(to, body, since) {
      const recent = await client.messages.list({ to, limit: 20 });
      const match = recent.find(
        (message) =>
          message.body === body &&
          message.direction !== 'inbound' &&
          message.dateCreated >= new Date(since.getTime() - 1000),
      );
      return match ? sentText(match) : undefined;
    },

    isSignedByTwilio(signature, url, fields) {
      if (!signature) return false;
      return twilio.validateRequest(settings.authToken, signature, url, fields);
    },

    replyWith(text) {
      const response = new twilio.twiml.MessagingResponse();
      if (text) response.message(text);
      return response.toString();
    },
  };
}
