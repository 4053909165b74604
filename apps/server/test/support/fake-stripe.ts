import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { FormError, parseStripeForm, type FormObject, type FormValue } from './fake-stripe-form.js';
import { formatAmount, renderCheckoutPage, type PageLanguage, type TestCard } from './fake-stripe-page.js';

/**
 * A local HTTP server that answers the official `stripe` library as Stripe's API does, for the
 * calls an app makes to take card payments through Checkout, save cards, charge them off-session,
 * refund and reconcile; plus the hosted Checkout page a browser test pays on, and signed webhooks
 * POSTed to the app. Point the real library at it:
 *   new Stripe(fake.secretKey, { host: '127.0.0.1', port: fake.port, protocol: 'http' })
 * What it covers and what it does not: docs/testing-stripe.md.
 */

export type Metadata = Record<string, string>;

export interface StripeErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error' | 'rate_limit_error' | string;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  charge?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
}

export interface FakeCustomerDetails {
  email: string | null;
  name: string | null;
  address: null;
  phone: null;
  tax_exempt: 'none';
  tax_ids: unknown[];
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  created: number;
  livemode: false;
  metadata: Metadata;
  mode: 'payment' | 'setup';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_subtotal: number | null;
  amount_total: number | null;
  currency: string | null;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  customer_creation: 'always' | 'if_required' | null;
  customer_details: FakeCustomerDetails | null;
  payment_intent: string | null;
  setup_intent: string | null;
  locale: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string | null;
  /** The hosted page while the session is open; null once it is complete or expired, as on Stripe. */
  url: string | null;
  payment_method_types: string[];
  ui_mode: 'hosted';
}

export interface FakeCardError {
  type: 'card_error';
  code: string;
  decline_code: string;
  message: string;
  charge: string;
  payment_method: FakePaymentMethod;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  created: number;
  livemode: false;
  metadata: Metadata;
  amount: number;
  amount_received: number;
  amount_capturable: number;
  currency: string;
  customer: string | null;
  description: string | null;
  payment_method: string | null;
  latest_charge: string | null;
  status: 'requires_payment_method' | 'requires_confirmation' | 'succeeded';
  setup_future_usage: 'on_session' | 'off_session' | null;
  last_payment_error: FakeCardError | null;
  receipt_email: string | null;
  payment_method_types: string[];
  capture_method: 'automatic';
  confirmation_method: 'automatic';
  client_secret: string;
  canceled_at: null;
  cancellation_reason: null;
}

export interface FakeBillingDetails {
  name: string | null;
  email: string | null;
  address: null;
  phone: null;
}

export interface FakeCard {
  brand: 'visa';
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: 'credit';
  country: 'US';
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  created: number;
  livemode: false;
  metadata: Metadata;
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  captured: boolean;
  paid: boolean;
  status: 'succeeded' | 'failed';
  currency: string;
  customer: string | null;
  description: string | null;
  payment_intent: string;
  payment_method: string;
  payment_method_details: { type: 'card'; card: FakeCard };
  billing_details: FakeBillingDetails;
  balance_transaction: string | null;
  failure_code: string | null;
  failure_message: string | null;
  outcome: {
    type: 'authorized' | 'issuer_declined';
    network_status: string;
    reason: string | null;
    seller_message: string;
  };
  receipt_email: string | null;
  receipt_url: string | null;
}

export interface FakeBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  created: number;
  available_on: number;
  amount: number;
  fee: number;
  fee_details: { amount: number; currency: string; description: string; type: 'stripe_fee' }[];
  net: number;
  currency: string;
  description: string | null;
  reporting_category: 'charge' | 'refund';
  type: 'charge' | 'refund';
  source: string;
  status: 'pending';
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  created: number;
  metadata: Metadata;
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  balance_transaction: string;
  reason: 'requested_by_customer' | 'duplicate' | 'fraudulent' | null;
  status: 'succeeded';
  receipt_number: null;
}

export interface FakeCustomer {
  id: string;
  object: 'customer';
  created: number;
  livemode: false;
  metadata: Metadata;
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  preferred_locales: string[];
  invoice_settings: {
    default_payment_method: string | null;
    custom_fields: null;
    footer: null;
    rendering_options: null;
  };
  address: null;
  balance: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
}

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  created: number;
  livemode: false;
  metadata: Metadata;
  type: 'card';
  card: FakeCard;
  billing_details: FakeBillingDetails;
  customer: string | null;
  allow_redisplay: 'unspecified';
}

export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  created: number;
  livemode: false;
  metadata: Metadata;
  customer: string | null;
  description: string | null;
  payment_method: string | null;
  status: 'succeeded';
  usage: 'off_session';
  last_setup_error: null;
  payment_method_types: string[];
  client_secret: string;
}

export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
}

/** One webhook POST: status 0 when the app did not answer (refused, reset, timed out). */
export interface FakeDelivery {
  eventId: string;
  type: string;
  status: number;
  error?: string;
}

export interface FakeStripeOptions {
  /** Where events are POSTed; without one they wait until setWebhookUrl. */
  webhookUrl?: string;
  webhookSecret?: string;
  secretKey?: string;
  /** 0 (the default) takes a free port. */
  port?: number;
  /** The host name session `url`s use for the hosted page (default 127.0.0.1). */
  publicHost?: string;
}

export interface FakeStripeEnv {
  STRIPE_SECRET_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  STRIPE_PUBLISHABLE_KEY: string;
  STRIPE_API_URL: string;
}

export interface CompleteCheckoutOptions {
  /** 'declined' fails a payment (the session stays open); in setup mode it is saved, and every later charge fails. */
  card?: TestCard;
  email?: string;
  name?: string;
}

export interface FakeStripe {
  readonly port: number;
  /** http://127.0.0.1:port */
  readonly url: string;
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** The app's settings for this fake: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY, STRIPE_API_URL. */
  readonly env: FakeStripeEnv;
  /** Every event made, oldest first. */
  readonly events: FakeEvent[];
  /** Every webhook POST attempt, in the order they were answered. */
  readonly deliveries: FakeDelivery[];
  readonly sessions: Map<string, FakeCheckoutSession>;
  readonly paymentIntents: Map<string, FakePaymentIntent>;
  readonly charges: Map<string, FakeCharge>;
  readonly balanceTransactions: Map<string, FakeBalanceTransaction>;
  readonly refunds: Map<string, FakeRefund>;
  readonly customers: Map<string, FakeCustomer>;
  readonly paymentMethods: Map<string, FakePaymentMethod>;
  readonly setupIntents: Map<string, FakeSetupIntent>;
  setWebhookUrl(url: string | null): void;
  /** While held, events are made and queued, not sent, until releaseWebhooks(). */
  holdWebhooks(hold?: boolean): void;
  /** Sends the queued events in order, awaiting each answer. */
  releaseWebhooks(): Promise<void>;
  /** Resolves once every event sent so far has been answered (deliveries after API calls run in the background). */
  flushWebhooks(): Promise<void>;
  /** POSTs that event again, freshly signed, and returns the status the app answered (0: no answer). */
  deliver(eventId: string): Promise<number>;
  /** Checkout's events: checkout.session.completed first (the default) or the intent's events first. */
  eventOrder(order: 'session-first' | 'intent-first'): void;
  /** What the hosted page's button does: completes the session (a declined payment leaves it open) and delivers its events. */
  completeCheckout(sessionId: string, options?: CompleteCheckoutOptions): Promise<FakeCheckoutSession>;
  /**
   * Answers the next `times` API calls with this error instead (the body is `{ type, message, … }` or
   * `{ error: { … } }`). The library retries 409s and 5xx answers twice by default, with the same
   * idempotency key: a failure meant to reach the app needs `times: 3` or `maxNetworkRetries: 0`.
   */
  failNextRequest(status: number, body?: StripeErrorBody | { error: StripeErrorBody }, times?: number): void;
  stop(): Promise<void>;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const invalidRequest = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });

const VISA = { last4: '4242' };
// Stripe's 4000 0000 0000 9995: it can be saved, and every charge on it fails for insufficient funds.
const DECLINING = { last4: '9995' };
const DECLINE = {
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};
// Checkout's own smallest charges (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts), for the currencies tests use.
const MINIMUM_CHARGE: Record<string, number> = { usd: 50, eur: 50, gbp: 30, cad: 50, mxn: 1000 };
const WEBHOOK_TIMEOUT_MS = 30_000;
const MAX_BODY_BYTES = 1_000_000;

const now = () => Math.floor(Date.now() / 1000);
const randomId = (length = 24) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
};
const clone = <T>(value: T): T => structuredClone(value);

// ----- reading parameters, with Stripe's errors -----

/** A parameter shape: `true` takes any value (a leaf, or metadata); an object names the keys it takes; [shape] is a list. */
type Shape = { [key: string]: true | Shape | [Shape] };

function checkKnown(values: FormObject, shape: Shape, prefix = ''): void {
  for (const [key, value] of Object.entries(values)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    const expected = shape[key];
    if (expected === undefined) throw invalidRequest(`Received unknown parameter: ${name}`, name);
    if (expected === true) continue;
    if (Array.isArray(expected)) {
      if (!Array.isArray(value)) continue;
      value.forEach((item, index) => {
        if (typeof item === 'object' && !Array.isArray(item)) checkKnown(item, expected[0], `${name}[${index}]`);
      });
    } else if (typeof value === 'object' && !Array.isArray(value)) {
      checkKnown(value, expected, name);
    }
  }
}

class Params {
  constructor(
    readonly values: FormObject,
    private readonly prefix = '',
  ) {}

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.values[key] !== undefined;
  }

  string(key: string): string | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${JSON.stringify(value)}`, this.name(key));
    return value;
  }

  /** A string, with '' read as "not given" (Stripe's way of unsetting a field). */
  text(key: string): string | null {
    const value = this.string(key);
    return value === undefined || value === '' ? null : value;
  }

  required(key: string): string {
    const value = this.text(key);
    if (value === null) throw invalidRequest(`Missing required param: ${this.name(key)}.`, this.name(key));
    return value;
  }

  integer(key: string, range: { min?: number; max?: number } = {}): number | undefined {
    const value = this.text(key);
    if (value === null) return undefined;
    const number = Number(value);
    if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(number)) {
      throw invalidRequest(`Invalid integer: ${value}`, this.name(key));
    }
    if (range.min !== undefined && number < range.min) {
      throw invalidRequest(`This value must be greater than or equal to ${range.min}.`, this.name(key));
    }
    if (range.max !== undefined && number > range.max) {
      throw invalidRequest(`This value must be less than or equal to ${range.max}.`, this.name(key));
    }
    return number;
  }

  boolean(key: string): boolean | undefined {
    const value = this.text(key);
    if (value === null) return undefined;
    if (value === 'true') return true;
    if (value === 'false') return false;
    throw invalidRequest(`Invalid boolean: ${value}`, this.name(key));
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.text(key);
    if (value === null) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      throw invalidRequest(`Invalid ${key}: must be one of ${allowed.join(', ')}`, this.name(key));
    }
    return value as T;
  }

  currency(key: string): string | undefined {
    const value = this.text(key);
    if (value === null) return undefined;
    if (!/^[a-zA-Z]{3}$/.test(value)) throw invalidRequest(`Invalid currency: ${value}.`, this.name(key));
    return value.toLowerCase();
  }

  url(key: string): string | null {
    const value = this.text(key);
    if (value !== null && !URL.canParse(value)) throw invalidRequest('Not a valid URL', this.name(key), 'url_invalid');
    return value;
  }

  object(key: string): Params | undefined {
    const value = this.values[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest('Invalid hash', this.name(key));
    return new Params(value, this.name(key));
  }

  list(key: string): Params[] | undefined {
    const value = this.values[key];
    if (value === undefined || value === '') return undefined;
    if (!Array.isArray(value)) throw invalidRequest('Invalid array', this.name(key));
    return value.map((item, index) => {
      if (typeof item !== 'object' || Array.isArray(item))
        throw invalidRequest('Invalid hash', `${this.name(key)}[${index}]`);
      return new Params(item, `${this.name(key)}[${index}]`);
    });
  }

  strings(key: string): string[] {
    const value = this.values[key];
    if (value === undefined || value === '') return [];
    const items: FormValue[] = Array.isArray(value) ? value : [value];
    return items.map((item, index) => {
      if (typeof item !== 'string') throw invalidRequest('Invalid array', `${this.name(key)}[${index}]`);
      return item;
    });
  }

  /** The metadata after this update: `metadata=` empties it, `metadata[key]=` removes one key. */
  metadata(key: string, current: Metadata = {}): Metadata | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (value === '') return {};
    if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest('Invalid hash', this.name(key));
    const next = { ...current };
    for (const [name, entry] of Object.entries(value)) {
      if (typeof entry !== 'string')
        throw invalidRequest(`Invalid string: ${JSON.stringify(entry)}`, `${this.name(key)}[${name}]`);
      if (name.length > 40)
        throw invalidRequest('Invalid metadata: keys can be a maximum of 40 characters.', this.name(key));
      if (entry.length > 500)
        throw invalidRequest('Invalid metadata: values can be a maximum of 500 characters.', this.name(key));
      if (entry === '') delete next[name];
      else next[name] = entry;
    }
    const count = Object.keys(next).length;
    if (count > 50) {
      throw invalidRequest(
        `Invalid metadata: metadata can have up to 50 keys, but you passed in ${count} keys.`,
        this.name(key),
      );
    }
    return next;
  }
}

const LIST_SHAPE: Shape = { limit: true, starting_after: true, ending_before: true, expand: true };
const METADATA_SHAPE = true;

// ----- the server -----

type Handler = (params: Params, ids: string[], request: { idempotencyKey: string | null }) => unknown;

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handler: Handler;
}

interface SessionSettings {
  lineItems: { name: string; description: string | null; quantity: number; unitAmount: number; currency: string }[];
  paymentIntent: {
    metadata: Metadata;
    description: string | null;
    setupFutureUsage: 'on_session' | 'off_session' | null;
    receiptEmail: string | null;
  };
  setupIntent: { metadata: Metadata; description: string | null };
}

interface Stored {
  method: string;
  path: string;
  body: string;
  status: number;
  answer: unknown;
}

class FakeStripeServer implements FakeStripe {
  port = 0;
  url = '';
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly events: FakeEvent[] = [];
  readonly deliveries: FakeDelivery[] = [];
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly charges = new Map<string, FakeCharge>();
  readonly balanceTransactions = new Map<string, FakeBalanceTransaction>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly customers = new Map<string, FakeCustomer>();
  readonly paymentMethods = new Map<string, FakePaymentMethod>();
  readonly setupIntents = new Map<string, FakeSetupIntent>();

  private readonly server: http.Server;
  private readonly publicHost: string;
  private webhookUrl: string | null;
  private held = false;
  private queue: FakeEvent[] = [];
  private chain: Promise<void> = Promise.resolve();
  private order: 'session-first' | 'intent-first' = 'session-first';
  private failures: { status: number; body: { error: StripeErrorBody } }[] = [];
  private readonly idempotent = new Map<string, Stored>();
  private readonly settings = new Map<string, SessionSettings>();
  /** Creation order, for Stripe's newest-first lists (`created` has only seconds). */
  private readonly sequence = new Map<string, number>();
  private readonly stopping = new AbortController();
  private readonly signer: Stripe;
  private readonly routes: Route[];
  private readonly kinds: { prefix: string; name: string; map: Map<string, { id: string }> }[];

  constructor(options: FakeStripeOptions) {
    this.secretKey = options.secretKey ?? `sk_test_fake_${randomId()}`;
    this.webhookSecret = options.webhookSecret ?? `whsec_${randomId(32)}`;
    this.webhookUrl = options.webhookUrl ?? null;
    this.publicHost = options.publicHost ?? '127.0.0.1';
    this.signer = new Stripe(this.secretKey);
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        process.stderr.write(`fake-stripe: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'The fake Stripe failed; see its stderr.' } }));
      });
    });
    this.kinds = [
      { prefix: 'cs_', name: 'checkout.session', map: this.sessions },
      { prefix: 'pi_', name: 'payment_intent', map: this.paymentIntents },
      { prefix: 'ch_', name: 'charge', map: this.charges },
      { prefix: 'txn_', name: 'balance_transaction', map: this.balanceTransactions },
      { prefix: 're_', name: 'refund', map: this.refunds },
      { prefix: 'cus_', name: 'customer', map: this.customers },
      { prefix: 'pm_', name: 'PaymentMethod', map: this.paymentMethods },
      { prefix: 'seti_', name: 'setupintent', map: this.setupIntents },
    ];
    const get = (pattern: RegExp, handler: Handler): Route => ({ method: 'GET', pattern, handler });
    const post = (pattern: RegExp, handler: Handler): Route => ({ method: 'POST', pattern, handler });
    const ID = '([^/]+)';
    this.routes = [
      post(/^\/v1\/checkout\/sessions$/, (p) => this.createCheckoutSession(p)),
      get(/^\/v1\/checkout\/sessions$/, (p) => this.listCheckoutSessions(p)),
      get(new RegExp(`^/v1/checkout/sessions/${ID}$`), (p, [id]) => this.retrieveCheckoutSession(p, id)),
      get(new RegExp(`^/v1/checkout/sessions/${ID}/line_items$`), (p, [id]) => this.listLineItems(p, id)),
      post(new RegExp(`^/v1/checkout/sessions/${ID}/expire$`), (p, [id]) => this.expireCheckoutSession(p, id)),
      post(/^\/v1\/payment_intents$/, (p, _ids, r) => this.createPaymentIntent(p, r.idempotencyKey)),
      get(/^\/v1\/payment_intents$/, (p) => this.listPaymentIntents(p)),
      get(new RegExp(`^/v1/payment_intents/${ID}$`), (p, [id]) => this.retrieve(p, id, 'pi_')),
      get(new RegExp(`^/v1/charges/${ID}$`), (p, [id]) => this.retrieve(p, id, 'ch_')),
      get(new RegExp(`^/v1/balance_transactions/${ID}$`), (p, [id]) => this.retrieve(p, id, 'txn_')),
      post(/^\/v1\/refunds$/, (p, _ids, r) => this.createRefund(p, r.idempotencyKey)),
      get(/^\/v1\/refunds$/, (p) => this.listRefunds(p)),
      get(new RegExp(`^/v1/refunds/${ID}$`), (p, [id]) => this.retrieve(p, id, 're_')),
      post(/^\/v1\/customers$/, (p) => this.createCustomer(p)),
      get(new RegExp(`^/v1/customers/${ID}$`), (p, [id]) => this.retrieve(p, id, 'cus_')),
      post(new RegExp(`^/v1/customers/${ID}$`), (p, [id]) => this.updateCustomer(p, id)),
      get(new RegExp(`^/v1/customers/${ID}/payment_methods$`), (p, [id]) => this.listPaymentMethods(p, id)),
      get(/^\/v1\/payment_methods$/, (p) => this.listPaymentMethods(p, null)),
      get(new RegExp(`^/v1/payment_methods/${ID}$`), (p, [id]) => this.retrieve(p, id, 'pm_')),
      post(new RegExp(`^/v1/payment_methods/${ID}/detach$`), (p, [id]) => this.detachPaymentMethod(p, id)),
      get(new RegExp(`^/v1/setup_intents/${ID}$`), (p, [id]) => this.retrieve(p, id, 'seti_')),
      get(/^\/v1\/events$/, (p) => this.listEvents(p)),
      get(new RegExp(`^/v1/events/${ID}$`), (p, [id]) => this.retrieveEvent(p, id)),
    ];
  }

  get env(): FakeStripeEnv {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_API_URL: this.url,
    };
  }

  async listen(port: number): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    this.port = (this.server.address() as AddressInfo).port;
    this.url = `http://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  // ----- webhooks -----

  setWebhookUrl(url: string | null): void {
    this.webhookUrl = url;
    void this.pump();
  }

  holdWebhooks(hold = true): void {
    this.held = hold;
    if (!hold) void this.pump();
  }

  releaseWebhooks(): Promise<void> {
    this.held = false;
    return this.pump();
  }

  flushWebhooks(): Promise<void> {
    return this.pump();
  }

  eventOrder(order: 'session-first' | 'intent-first'): void {
    this.order = order;
  }

  async deliver(eventId: string): Promise<number> {
    const event = this.events.find((e) => e.id === eventId);
    if (!event) throw new Error(`fake-stripe: no event ${eventId}`);
    if (!this.webhookUrl) throw new Error('fake-stripe: no webhook URL set (setWebhookUrl)');
    return this.send(event, this.webhookUrl);
  }

  /** Queued events go out one after another, in the order they were made. */
  private pump(): Promise<void> {
    const url = this.webhookUrl;
    if (!this.held && url) {
      for (const event of this.queue.splice(0)) {
        this.chain = this.chain.then(async () => {
          await this.send(event, url);
        });
      }
    }
    return this.chain;
  }

  private async send(event: FakeEvent, url: string): Promise<number> {
    const payload = JSON.stringify(event, null, 2);
    const signature = this.signer.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
    let delivery: FakeDelivery;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0' },
        body: payload,
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
      });
      await response.arrayBuffer();
      delivery = { eventId: event.id, type: event.type, status: response.status };
    } catch (err) {
      delivery = {
        eventId: event.id,
        type: event.type,
        status: 0,
        error: err instanceof Error ? err.message : String(err),
      };
    }
    this.deliveries.push(delivery);
    return delivery.status;
  }

  private emit(
    type: string,
    object: { id: string },
    previous?: Record<string, unknown>,
    idempotencyKey: string | null = null,
  ): FakeEvent {
    const event: FakeEvent = {
      id: this.newId('evt_'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: idempotencyKey },
      type,
      data: {
        object: clone(object) as unknown as Record<string, unknown>,
        ...(previous ? { previous_attributes: previous } : {}),
      },
    };
    this.events.push(event);
    this.queue.push(event);
    return event;
  }

  failNextRequest(status: number, body?: StripeErrorBody | { error: StripeErrorBody }, times = 1): void {
    const error: StripeErrorBody =
      body === undefined
        ? { type: status >= 500 ? 'api_error' : 'invalid_request_error', message: 'An unknown error occurred' }
        : 'error' in body
          ? body.error
          : body;
    for (let i = 0; i < times; i += 1) this.failures.push({ status, body: { error } });
  }

  // ----- HTTP -----

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-stripe.invalid');
    if (url.pathname.startsWith('/v1/')) return this.handleApi(req, res, url);
    if (url.pathname.startsWith('/pay/')) return this.handlePage(req, res, url);
    if (url.pathname.startsWith('/__fake/')) return this.handleControl(req, res, url);
    sendJson(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` },
    });
  }

  private async handleApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    const body = await readBody(req);
    const method = req.method ?? 'GET';
    const headers: Record<string, string> = { 'request-id': `req_${randomId(14)}` };
    const idempotencyKey = method === 'POST' ? headerValue(req, 'idempotency-key') : null;
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const version = headerValue(req, 'stripe-version');
    if (version) headers['stripe-version'] = version;

    const failure = this.failures.shift();
    if (failure) return sendJson(res, failure.status, failure.body, headers);

    const authError = this.checkAuth(headerValue(req, 'authorization'));
    if (authError) return sendJson(res, 401, { error: authError }, headers);

    if (idempotencyKey) {
      const stored = this.idempotent.get(idempotencyKey);
      if (stored) {
        if (stored.method !== method || stored.path !== url.pathname || stored.body !== body) {
          return sendJson(
            res,
            400,
            {
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              },
            },
            headers,
          );
        }
        return sendJson(res, stored.status, stored.answer, { ...headers, 'idempotent-replayed': 'true' });
      }
    }

    let status = 200;
    let answer: unknown;
    try {
      const params = new Params(parseStripeForm(method === 'POST' ? body : url.search.slice(1)));
      const route = this.routes.find((r) => r.method === method && r.pattern.test(url.pathname));
      if (!route) {
        throw new StripeApiError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname}).`,
        });
      }
      const ids = (route.pattern.exec(url.pathname) ?? []).slice(1).map((part) => decodeURIComponent(part));
      answer = route.handler(params, ids, { idempotencyKey });
    } catch (err) {
      if (err instanceof FormError) {
        status = 400;
        answer = { error: { type: 'invalid_request_error', message: err.message, param: err.param } };
      } else if (err instanceof StripeApiError) {
        status = err.status;
        answer = { error: err.body };
      } else {
        throw err;
      }
    }
    // What Stripe keeps for a key: results that did something (a success, a decline), not refusals of the request.
    if (idempotencyKey && (status < 300 || status === 402)) {
      this.idempotent.set(idempotencyKey, { method, path: url.pathname, body, status, answer });
    }
    sendJson(res, status, answer, headers);
    // Webhooks go out after the answer, as Stripe's come on their own: an app holding a lock
    // across its API call is not asked to answer a webhook at the same time.
    void this.pump();
  }

  private checkAuth(header: string | null): StripeErrorBody | null {
    let key: string | null = null;
    if (header?.startsWith('Bearer ')) key = header.slice('Bearer '.length).trim();
    else if (header?.startsWith('Basic '))
      key = Buffer.from(header.slice('Basic '.length), 'base64').toString().split(':')[0] ?? null;
    if (!key) {
      return {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      };
    }
    if (key === this.secretKey) return null;
    // Like Stripe, only the key's ends are repeated back.
    const masked = key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : '****';
    return { type: 'invalid_request_error', message: `Invalid API Key provided: ${masked}` };
  }

  private async handlePage(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    const id = decodeURIComponent(url.pathname.slice('/pay/'.length));
    const session = this.sessions.get(id);
    const body = req.method === 'POST' ? await readBody(req) : '';
    if (!session) {
      return sendHtml(res, 404, this.page(null, 'en', { declined: false, card: 'visa' }));
    }
    this.expireIfDue(session);
    const lang = pageLanguage(session.locale, headerValue(req, 'accept-language'));
    if (req.method === 'POST') {
      const card = new URLSearchParams(body).get('card') ?? 'visa';
      if (card !== 'visa' && card !== 'declined')
        return sendHtml(res, 400, this.page(session, lang, { declined: false, card: 'visa' }));
      if (session.status === 'complete') return redirect(res, successUrl(session));
      if (session.status === 'open') {
        const outcome = this.checkout(session, { card });
        await this.pump();
        if (outcome === 'declined') return sendHtml(res, 200, this.page(session, lang, { declined: true, card }));
        return redirect(res, successUrl(session));
      }
    } else if (req.method !== 'GET') {
      res.writeHead(405, { allow: 'GET, POST' }).end();
      return;
    }
    sendHtml(res, 200, this.page(session, lang, { declined: false, card: 'visa' }));
    // A session found past its expiry has just made checkout.session.expired.
    void this.pump();
  }

  private page(
    session: FakeCheckoutSession | null,
    lang: PageLanguage,
    form: { declined: boolean; card: TestCard },
  ): string {
    const items = session ? (this.settings.get(session.id)?.lineItems ?? []) : [];
    return renderCheckoutPage({
      lang,
      state: session ? session.status : 'missing',
      mode: session?.mode ?? 'payment',
      items: items.map((item) => ({
        name: item.name,
        description: item.description,
        quantity: item.quantity,
        amount: item.unitAmount * item.quantity,
      })),
      total: session?.amount_total ?? null,
      currency: session?.currency ?? null,
      action: session ? `/pay/${encodeURIComponent(session.id)}` : '/',
      cancelUrl: session?.cancel_url ?? null,
      returnUrl: !session ? null : session.status === 'complete' ? successUrl(session) : session.cancel_url,
      ...form,
    });
  }

  private async handleControl(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    const body = await readBody(req);
    const route = `${req.method} ${url.pathname}`;
    const deliverMatch = /^POST \/__fake\/deliver\/([^/]+)$/.exec(route);
    const completeMatch = /^POST \/__fake\/complete\/([^/]+)$/.exec(route);
    try {
      if (route === 'GET /__fake/events') return sendJson(res, 200, this.events);
      if (route === 'GET /__fake/deliveries') return sendJson(res, 200, this.deliveries);
      if (route === 'POST /__fake/hold') {
        this.holdWebhooks(true);
        return sendJson(res, 200, { held: true });
      }
      if (route === 'POST /__fake/release') {
        await this.releaseWebhooks();
        return sendJson(res, 200, { held: false });
      }
      if (deliverMatch)
        return sendJson(res, 200, { status: await this.deliver(decodeURIComponent(deliverMatch[1] as string)) });
      if (completeMatch) {
        const card = url.searchParams.get('card') === 'declined' ? 'declined' : 'visa';
        return sendJson(
          res,
          200,
          await this.completeCheckout(decodeURIComponent(completeMatch[1] as string), { card }),
        );
      }
      if (route === 'POST /__fake/fail-next') {
        const { status, error, times } = JSON.parse(body || '{}') as {
          status?: number;
          error?: StripeErrorBody;
          times?: number;
        };
        this.failNextRequest(status ?? 500, error, times ?? 1);
        return sendJson(res, 200, { failing: this.failures.length });
      }
    } catch (err) {
      return sendJson(res, 400, { error: { message: err instanceof Error ? err.message : String(err) } });
    }
    sendJson(res, 404, { error: { message: `No fake control ${route}` } });
  }

  // ----- objects -----

  private newId(prefix: string): string {
    const id = `${prefix}${randomId()}`;
    this.sequence.set(id, this.sequence.size);
    return id;
  }

  private lookup(id: string): { kind: string; object: { id: string } } | null {
    for (const kind of this.kinds) {
      if (!id.startsWith(kind.prefix)) continue;
      const object = kind.map.get(id);
      return object ? { kind: kind.name, object } : null;
    }
    return null;
  }

  private find<T>(map: Map<string, T>, id: string, kind: string, param = 'id'): T {
    const object = map.get(id);
    if (!object)
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${kind}: '${id}'`,
        param,
      });
    return object;
  }

  private retrieve(p: Params, id: string | undefined, prefix: string): unknown {
    checkKnown(p.values, { expand: true });
    const kind = this.kinds.find((k) => k.prefix === prefix);
    if (!kind) throw new Error(`unknown prefix ${prefix}`);
    const object = this.find(kind.map, id ?? '', kind.name);
    return this.render(object, p.strings('expand'));
  }

  /** The object as Stripe sends it: a copy, with each `expand` path's id replaced by its object. */
  private render(object: object, expand: string[]): Record<string, unknown> {
    const copy = clone(object) as Record<string, unknown>;
    for (const path of expand) this.expandPath(copy, path.split('.'), path);
    return copy;
  }

  private expandPath(target: Record<string, unknown>, path: string[], whole: string): void {
    const [head, ...rest] = path;
    if (head === undefined) return;
    const cannot = () => invalidRequest(`This property cannot be expanded (${whole}).`, 'expand');
    if (head === 'line_items' && target.object === 'checkout.session' && rest.length === 0) {
      target.line_items = this.lineItemsList(target.id as string);
      return;
    }
    if (!(head in target)) throw cannot();
    let value = target[head];
    if (typeof value === 'string') {
      const found = this.lookup(value);
      if (!found) throw cannot();
      value = clone(found.object);
      target[head] = value;
    }
    if (rest.length === 0 || value === null) return;
    if (typeof value !== 'object' || Array.isArray(value)) throw cannot();
    this.expandPath(value as Record<string, unknown>, rest, whole);
  }

  /** Stripe's list: newest first, `limit` (1–100, default 10), `starting_after`/`ending_before` ids. */
  private list<T extends { id: string }>(items: T[], p: Params, url: string): Record<string, unknown> {
    const limit = p.integer('limit', { min: 1, max: 100 }) ?? 10;
    const sorted = [...items].sort((a, b) => (this.sequence.get(b.id) ?? 0) - (this.sequence.get(a.id) ?? 0));
    const after = p.text('starting_after');
    const before = p.text('ending_before');
    let page: T[];
    let hasMore: boolean;
    if (before) {
      const index = sorted.findIndex((item) => item.id === before);
      if (index < 0) throw invalidRequest(`No such object: '${before}'`, 'ending_before', 'resource_missing');
      const earlier = sorted.slice(0, index);
      page = earlier.slice(Math.max(0, earlier.length - limit));
      hasMore = earlier.length > limit;
    } else {
      const index = after ? sorted.findIndex((item) => item.id === after) : -1;
      if (after && index < 0) throw invalidRequest(`No such object: '${after}'`, 'starting_after', 'resource_missing');
      const rest = sorted.slice(index + 1);
      page = rest.slice(0, limit);
      hasMore = rest.length > limit;
    }
    const expand = p.strings('expand').map((path) => {
      if (!path.startsWith('data.')) throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
      return path.slice('data.'.length);
    });
    return { object: 'list', data: page.map((item) => this.render(item, expand)), has_more: hasMore, url };
  }

  // ----- Checkout -----

  private createCheckoutSession(p: Params): unknown {
    checkKnown(p.values, {
      mode: true,
      line_items: [
        {
          price_data: {
            currency: true,
            unit_amount: true,
            product_data: { name: true, description: true, images: true, metadata: METADATA_SHAPE },
            tax_behavior: true,
          },
          quantity: true,
        },
      ],
      customer: true,
      customer_email: true,
      customer_creation: true,
      payment_intent_data: {
        metadata: METADATA_SHAPE,
        setup_future_usage: true,
        description: true,
        receipt_email: true,
        statement_descriptor_suffix: true,
      },
      setup_intent_data: { metadata: METADATA_SHAPE, description: true },
      metadata: METADATA_SHAPE,
      client_reference_id: true,
      success_url: true,
      cancel_url: true,
      locale: true,
      expires_at: true,
      currency: true,
      payment_method_types: true,
      submit_type: true,
      billing_address_collection: true,
      expand: true,
    });
    const modeValue = p.text('mode');
    if (modeValue === 'subscription')
      throw invalidRequest('The fake Stripe does not take subscriptions (mode=subscription).', 'mode');
    const mode = p.oneOf('mode', ['payment', 'setup'] as const);
    if (!mode) throw invalidRequest('Missing required param: mode.', 'mode');
    const successUrlValue = p.url('success_url');
    if (successUrlValue === null) throw invalidRequest('Missing required param: success_url.', 'success_url');
    const cancelUrl = p.url('cancel_url');

    const lineItems: SessionSettings['lineItems'] = [];
    const items = p.list('line_items');
    if (mode === 'setup' && items) throw invalidRequest('You cannot pass `line_items` in `setup` mode.', 'line_items');
    if (mode === 'payment') {
      if (!items || items.length === 0)
        throw invalidRequest('`line_items` is required in `payment` mode.', 'line_items');
      for (const item of items) {
        const priceData = item.object('price_data');
        if (!priceData)
          throw invalidRequest(`Missing required param: ${item.name('price_data')}.`, item.name('price_data'));
        const currency = priceData.currency('currency');
        if (!currency)
          throw invalidRequest(`Missing required param: ${priceData.name('currency')}.`, priceData.name('currency'));
        const unitAmount = priceData.integer('unit_amount', { min: 1 });
        if (unitAmount === undefined)
          throw invalidRequest(
            `Missing required param: ${priceData.name('unit_amount')}.`,
            priceData.name('unit_amount'),
          );
        const product = priceData.object('product_data');
        if (!product)
          throw invalidRequest(
            `Missing required param: ${priceData.name('product_data')}.`,
            priceData.name('product_data'),
          );
        const quantity = item.integer('quantity', { min: 1 });
        if (quantity === undefined)
          throw invalidRequest(`Missing required param: ${item.name('quantity')}.`, item.name('quantity'));
        lineItems.push({
          name: product.required('name'),
          description: product.text('description'),
          quantity,
          unitAmount,
          currency,
        });
      }
      if (new Set(lineItems.map((item) => item.currency)).size > 1) {
        throw invalidRequest('All line items must use the same currency.', 'line_items');
      }
    }
    const currency = mode === 'payment' ? (lineItems[0]?.currency ?? null) : (p.currency('currency') ?? null);
    const total = mode === 'payment' ? lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0) : null;
    const minimum = currency ? MINIMUM_CHARGE[currency] : undefined;
    if (total !== null && currency && minimum !== undefined && total < minimum) {
      throw invalidRequest(
        `The Checkout Session's total amount due must add up to at least ${formatAmount(minimum, currency, 'en')} ${currency}`,
        undefined,
        'amount_too_small',
      );
    }

    const customer = p.text('customer');
    if (customer) this.find(this.customers, customer, 'customer', 'customer');
    const customerEmail = p.text('customer_email');
    if (customer && customerEmail)
      throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
    const customerCreation = p.oneOf('customer_creation', ['always', 'if_required'] as const) ?? null;
    if (customer && customerCreation)
      throw invalidRequest(
        'You may only specify one of these parameters: customer, customer_creation.',
        'customer_creation',
      );

    const intentData = p.object('payment_intent_data');
    if (intentData && mode !== 'payment')
      throw invalidRequest('You can only pass `payment_intent_data` in `payment` mode.', 'payment_intent_data');
    const setupData = p.object('setup_intent_data');
    if (setupData && mode !== 'setup')
      throw invalidRequest('You can only pass `setup_intent_data` in `setup` mode.', 'setup_intent_data');

    const created = now();
    const expiresAt = p.integer('expires_at') ?? created + 24 * 3600;
    if (expiresAt < created + 30 * 60) {
      throw invalidRequest(
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
        'expires_at',
      );
    }
    if (expiresAt > created + 24 * 3600) {
      throw invalidRequest(
        'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
        'expires_at',
      );
    }
    const locale = p.text('locale');
    if (locale !== null && locale !== 'auto' && !/^[a-z]{2}(-[A-Za-z0-9]{2,3})?$/.test(locale)) {
      throw invalidRequest(`Invalid locale: ${locale}`, 'locale');
    }
    const clientReferenceId = p.text('client_reference_id');
    if (clientReferenceId && clientReferenceId.length > 200)
      throw invalidRequest('Invalid string: too long (maximum 200 characters).', 'client_reference_id');

    const id = this.newId('cs_test_');
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      created,
      livemode: false,
      metadata: p.metadata('metadata') ?? {},
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: total,
      amount_total: total,
      currency,
      client_reference_id: clientReferenceId,
      customer,
      customer_email: customerEmail,
      customer_creation: customerCreation ?? (mode === 'payment' && !customer ? 'if_required' : null),
      customer_details: null,
      payment_intent: null,
      setup_intent: null,
      locale,
      expires_at: expiresAt,
      success_url: successUrlValue,
      cancel_url: cancelUrl,
      url: `http://${this.publicHost}:${this.port}/pay/${id}`,
      payment_method_types: ['card'],
      ui_mode: 'hosted',
    };
    this.sessions.set(id, session);
    this.settings.set(id, {
      lineItems,
      paymentIntent: {
        metadata: intentData?.metadata('metadata') ?? {},
        description: intentData?.text('description') ?? null,
        setupFutureUsage: intentData?.oneOf('setup_future_usage', ['on_session', 'off_session'] as const) ?? null,
        receiptEmail: intentData?.text('receipt_email') ?? null,
      },
      setupIntent: {
        metadata: setupData?.metadata('metadata') ?? {},
        description: setupData?.text('description') ?? null,
      },
    });
    return this.render(session, p.strings('expand'));
  }

  private retrieveCheckoutSession(p: Params, id: string | undefined): unknown {
    checkKnown(p.values, { expand: true });
    const session = this.find(this.sessions, id ?? '', 'checkout.session');
    this.expireIfDue(session);
    return this.render(session, p.strings('expand'));
  }

  private listCheckoutSessions(p: Params): unknown {
    checkKnown(p.values, { ...LIST_SHAPE, payment_intent: true, customer: true, status: true, created: true });
    const paymentIntent = p.text('payment_intent');
    const customer = p.text('customer');
    const status = p.oneOf('status', ['open', 'complete', 'expired'] as const);
    const created = createdFilter(p);
    for (const session of this.sessions.values()) this.expireIfDue(session);
    const matching = [...this.sessions.values()].filter(
      (s) =>
        (!paymentIntent || s.payment_intent === paymentIntent) &&
        (!customer || s.customer === customer) &&
        (!status || s.status === status) &&
        created(s.created),
    );
    return this.list(matching, p, '/v1/checkout/sessions');
  }

  private lineItemsList(sessionId: string): Record<string, unknown> {
    const items = this.settings.get(sessionId)?.lineItems ?? [];
    return {
      object: 'list',
      data: items.map((item, index) => ({
        id: `li_${sessionId.slice(-16)}${index}`,
        object: 'item',
        amount_subtotal: item.unitAmount * item.quantity,
        amount_total: item.unitAmount * item.quantity,
        currency: item.currency,
        description: item.name,
        quantity: item.quantity,
        price: {
          object: 'price',
          currency: item.currency,
          unit_amount: item.unitAmount,
          type: 'one_time',
          product_data: { name: item.name },
        },
      })),
      has_more: false,
      url: `/v1/checkout/sessions/${sessionId}/line_items`,
    };
  }

  private listLineItems(p: Params, id: string | undefined): unknown {
    checkKnown(p.values, LIST_SHAPE);
    const session = this.find(this.sessions, id ?? '', 'checkout.session');
    return this.lineItemsList(session.id);
  }

  private expireCheckoutSession(p: Params, id: string | undefined): unknown {
    checkKnown(p.values, { expand: true });
    const session = this.find(this.sessions, id ?? '', 'checkout.session');
    this.expireIfDue(session);
    if (session.status !== 'open') {
      throw invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    }
    this.expire(session);
    return this.render(session, p.strings('expand'));
  }

  private expire(session: FakeCheckoutSession): void {
    session.status = 'expired';
    session.url = null;
    this.emit('checkout.session.expired', session);
  }

  /** Stripe expires an open session at its expires_at; the fake does it when the session is next looked at. */
  private expireIfDue(session: FakeCheckoutSession): void {
    if (session.status === 'open' && session.expires_at <= now()) this.expire(session);
  }

  async completeCheckout(sessionId: string, options: CompleteCheckoutOptions = {}): Promise<FakeCheckoutSession> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`fake-stripe: no checkout session ${sessionId}`);
    this.expireIfDue(session);
    if (session.status !== 'open') {
      await this.pump();
      throw new Error(`fake-stripe: checkout session ${sessionId} is ${session.status}`);
    }
    this.checkout(session, options);
    await this.pump();
    return session;
  }

  /** The hosted page's Pay (or Save card) button. A declined payment changes nothing. */
  private checkout(session: FakeCheckoutSession, options: CompleteCheckoutOptions): 'declined' | 'complete' {
    const card = options.card ?? 'visa';
    if (session.mode === 'payment' && card === 'declined') return 'declined';
    const settings = this.settings.get(session.id) as SessionSettings;
    const existing = session.customer ? this.customers.get(session.customer) : undefined;
    const email = options.email ?? session.customer_email ?? existing?.email ?? 'jenny.rosen@example.com';
    const name = options.name ?? existing?.name ?? 'Jenny Rosen';
    const savesCard = session.mode === 'setup' || settings.paymentIntent.setupFutureUsage !== null;
    let customerId = session.customer;
    if (!customerId && (session.customer_creation === 'always' || savesCard)) {
      customerId = this.addCustomer({ email, name }).id;
    }
    const paymentMethod = this.addPaymentMethod(
      card,
      { name, email, address: null, phone: null },
      savesCard ? customerId : null,
    );
    const intentEvents: [string, { id: string }][] = [];
    if (session.mode === 'payment') {
      const intent = this.addPaymentIntent({
        amount: session.amount_total ?? 0,
        currency: session.currency ?? 'usd',
        customer: customerId,
        paymentMethod,
        metadata: settings.paymentIntent.metadata,
        description: settings.paymentIntent.description,
        setupFutureUsage: settings.paymentIntent.setupFutureUsage,
        receiptEmail: settings.paymentIntent.receiptEmail,
      });
      const charge = this.charges.get(intent.latest_charge as string) as FakeCharge;
      session.payment_intent = intent.id;
      session.payment_status = 'paid';
      intentEvents.push(['payment_intent.succeeded', intent], ['charge.succeeded', charge]);
    } else {
      const setupIntent: FakeSetupIntent = {
        id: this.newId('seti_'),
        object: 'setup_intent',
        created: now(),
        livemode: false,
        metadata: settings.setupIntent.metadata,
        customer: customerId,
        description: settings.setupIntent.description,
        payment_method: paymentMethod.id,
        status: 'succeeded',
        usage: 'off_session',
        last_setup_error: null,
        payment_method_types: ['card'],
        client_secret: '',
      };
      setupIntent.client_secret = `${setupIntent.id}_secret_${randomId()}`;
      this.setupIntents.set(setupIntent.id, setupIntent);
      session.setup_intent = setupIntent.id;
      session.payment_status = 'no_payment_required';
      intentEvents.push(['setup_intent.succeeded', setupIntent]);
    }
    session.status = 'complete';
    session.customer = customerId;
    session.customer_details = { email, name, address: null, phone: null, tax_exempt: 'none', tax_ids: [] };
    session.url = null;
    if (this.order === 'intent-first') {
      for (const [type, object] of intentEvents) this.emit(type, object);
      this.emit('checkout.session.completed', session);
    } else {
      this.emit('checkout.session.completed', session);
      for (const [type, object] of intentEvents) this.emit(type, object);
    }
    return 'complete';
  }

  // ----- customers, payment methods -----

  private addCustomer(fields: {
    email: string | null;
    name: string | null;
    metadata?: Metadata;
    description?: string | null;
    phone?: string | null;
    preferredLocales?: string[];
  }): FakeCustomer {
    const customer: FakeCustomer = {
      id: this.newId('cus_'),
      object: 'customer',
      created: now(),
      livemode: false,
      metadata: fields.metadata ?? {},
      email: fields.email,
      name: fields.name,
      description: fields.description ?? null,
      phone: fields.phone ?? null,
      preferred_locales: fields.preferredLocales ?? [],
      invoice_settings: { default_payment_method: null, custom_fields: null, footer: null, rendering_options: null },
      address: null,
      balance: 0,
      currency: null,
      default_source: null,
      delinquent: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createCustomer(p: Params): unknown {
    checkKnown(p.values, {
      email: true,
      name: true,
      description: true,
      phone: true,
      metadata: METADATA_SHAPE,
      preferred_locales: true,
      expand: true,
    });
    const customer = this.addCustomer({
      email: p.text('email'),
      name: p.text('name'),
      description: p.text('description'),
      phone: p.text('phone'),
      metadata: p.metadata('metadata') ?? {},
      preferredLocales: p.strings('preferred_locales'),
    });
    return this.render(customer, p.strings('expand'));
  }

  private updateCustomer(p: Params, id: string | undefined): unknown {
    checkKnown(p.values, {
      email: true,
      name: true,
      description: true,
      phone: true,
      metadata: METADATA_SHAPE,
      preferred_locales: true,
      invoice_settings: { default_payment_method: true },
      expand: true,
    });
    const customer = this.find(this.customers, id ?? '', 'customer');
    const invoiceSettings = p.object('invoice_settings');
    let defaultMethod = customer.invoice_settings.default_payment_method;
    if (invoiceSettings?.has('default_payment_method')) {
      const methodId = invoiceSettings.text('default_payment_method');
      const param = invoiceSettings.name('default_payment_method');
      if (methodId) {
        const method = this.find(this.paymentMethods, methodId, 'PaymentMethod', param);
        if (method.customer !== customer.id) {
          throw invalidRequest(
            `The customer does not have a payment method with the ID ${methodId}. The payment method must be attached to the customer.`,
            param,
          );
        }
      }
      defaultMethod = methodId;
    }
    for (const field of ['email', 'name', 'description', 'phone'] as const) {
      if (p.has(field)) customer[field] = p.text(field);
    }
    if (p.has('preferred_locales')) customer.preferred_locales = p.strings('preferred_locales');
    customer.metadata = p.metadata('metadata', customer.metadata) ?? customer.metadata;
    customer.invoice_settings.default_payment_method = defaultMethod;
    return this.render(customer, p.strings('expand'));
  }

  private addPaymentMethod(card: TestCard, billing: FakeBillingDetails, customer: string | null): FakePaymentMethod {
    const method: FakePaymentMethod = {
      id: this.newId('pm_'),
      object: 'payment_method',
      created: now(),
      livemode: false,
      metadata: {},
      type: 'card',
      card: {
        brand: 'visa',
        last4: (card === 'declined' ? DECLINING : VISA).last4,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        funding: 'credit',
        country: 'US',
      },
      billing_details: billing,
      customer,
      allow_redisplay: 'unspecified',
    };
    this.paymentMethods.set(method.id, method);
    return method;
  }

  private listPaymentMethods(p: Params, customerId: string | null | undefined): unknown {
    checkKnown(p.values, { ...LIST_SHAPE, type: true, ...(customerId === null ? { customer: true } : {}) });
    p.oneOf('type', ['card'] as const);
    const owner = customerId ?? p.text('customer');
    if (owner) this.find(this.customers, owner, 'customer', customerId === null ? 'customer' : 'id');
    const methods = [...this.paymentMethods.values()].filter(
      (m) => m.customer !== null && (!owner || m.customer === owner),
    );
    return this.list(methods, p, customerId ? `/v1/customers/${customerId}/payment_methods` : '/v1/payment_methods');
  }

  private detachPaymentMethod(p: Params, id: string | undefined): unknown {
    checkKnown(p.values, { expand: true });
    const method = this.find(this.paymentMethods, id ?? '', 'PaymentMethod');
    if (!method.customer) {
      throw invalidRequest(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
      );
    }
    const customer = this.customers.get(method.customer);
    if (customer?.invoice_settings.default_payment_method === method.id)
      customer.invoice_settings.default_payment_method = null;
    const previous = { customer: method.customer };
    method.customer = null;
    this.emit('payment_method.detached', method, previous);
    return this.render(method, p.strings('expand'));
  }

  // ----- payment intents, charges -----

  private addPaymentIntent(input: {
    amount: number;
    currency: string;
    customer: string | null;
    paymentMethod: FakePaymentMethod;
    metadata: Metadata;
    description: string | null;
    setupFutureUsage: 'on_session' | 'off_session' | null;
    receiptEmail: string | null;
  }): FakePaymentIntent {
    const declines = input.paymentMethod.card.last4 === DECLINING.last4;
    const intent: FakePaymentIntent = {
      id: this.newId('pi_'),
      object: 'payment_intent',
      created: now(),
      livemode: false,
      metadata: input.metadata,
      amount: input.amount,
      amount_received: declines ? 0 : input.amount,
      amount_capturable: 0,
      currency: input.currency,
      customer: input.customer,
      description: input.description,
      payment_method: declines ? null : input.paymentMethod.id,
      latest_charge: null,
      status: declines ? 'requires_payment_method' : 'succeeded',
      setup_future_usage: input.setupFutureUsage,
      last_payment_error: null,
      receipt_email: input.receiptEmail,
      payment_method_types: ['card'],
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      client_secret: '',
      canceled_at: null,
      cancellation_reason: null,
    };
    intent.client_secret = `${intent.id}_secret_${randomId()}`;
    const charge = this.addCharge(intent, input.paymentMethod, !declines);
    intent.latest_charge = charge.id;
    if (declines) {
      intent.last_payment_error = {
        type: 'card_error',
        ...DECLINE,
        charge: charge.id,
        payment_method: clone(input.paymentMethod),
      };
    }
    this.paymentIntents.set(intent.id, intent);
    return intent;
  }

  private addCharge(intent: FakePaymentIntent, method: FakePaymentMethod, succeeds: boolean): FakeCharge {
    const created = now();
    const charge: FakeCharge = {
      id: this.newId('ch_'),
      object: 'charge',
      created,
      livemode: false,
      metadata: { ...intent.metadata },
      amount: intent.amount,
      amount_captured: succeeds ? intent.amount : 0,
      amount_refunded: 0,
      refunded: false,
      captured: succeeds,
      paid: succeeds,
      status: succeeds ? 'succeeded' : 'failed',
      currency: intent.currency,
      customer: intent.customer,
      description: intent.description,
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: { type: 'card', card: clone(method.card) },
      billing_details: clone(method.billing_details),
      balance_transaction: null,
      failure_code: succeeds ? null : DECLINE.code,
      failure_message: succeeds ? null : DECLINE.message,
      outcome: succeeds
        ? {
            type: 'authorized',
            network_status: 'approved_by_network',
            reason: null,
            seller_message: 'Payment complete.',
          }
        : {
            type: 'issuer_declined',
            network_status: 'declined_by_network',
            reason: DECLINE.decline_code,
            seller_message: 'The bank returned the decline code `insufficient_funds`.',
          },
      receipt_email: intent.receipt_email,
      receipt_url: null,
    };
    if (succeeds) {
      // Stripe's standard US card pricing: 2.9% + 30¢.
      const fee = Math.round(intent.amount * 0.029) + 30;
      charge.balance_transaction = this.addBalanceTransaction({
        amount: intent.amount,
        fee,
        currency: intent.currency,
        source: charge.id,
        type: 'charge',
        created,
        description: intent.description,
      }).id;
    }
    this.charges.set(charge.id, charge);
    return charge;
  }

  private addBalanceTransaction(input: {
    amount: number;
    fee: number;
    currency: string;
    source: string;
    type: 'charge' | 'refund';
    created: number;
    description: string | null;
  }): FakeBalanceTransaction {
    const transaction: FakeBalanceTransaction = {
      id: this.newId('txn_'),
      object: 'balance_transaction',
      created: input.created,
      available_on: input.created + 2 * 24 * 3600,
      amount: input.amount,
      fee: input.fee,
      fee_details: input.fee
        ? [{ amount: input.fee, currency: input.currency, description: 'Stripe processing fees', type: 'stripe_fee' }]
        : [],
      net: input.amount - input.fee,
      currency: input.currency,
      description: input.description,
      reporting_category: input.type,
      type: input.type,
      source: input.source,
      status: 'pending',
    };
    this.balanceTransactions.set(transaction.id, transaction);
    return transaction;
  }

  private createPaymentIntent(p: Params, idempotencyKey: string | null): unknown {
    checkKnown(p.values, {
      amount: true,
      currency: true,
      customer: true,
      payment_method: true,
      off_session: true,
      confirm: true,
      metadata: METADATA_SHAPE,
      description: true,
      receipt_email: true,
      setup_future_usage: true,
      payment_method_types: true,
      statement_descriptor_suffix: true,
      error_on_requires_action: true,
      expand: true,
    });
    const amount = p.integer('amount', { min: 1 });
    if (amount === undefined) throw invalidRequest('Missing required param: amount.', 'amount');
    const currency = p.currency('currency');
    if (!currency) throw invalidRequest('Missing required param: currency.', 'currency');
    const minimum = MINIMUM_CHARGE[currency];
    if (minimum !== undefined && amount < minimum) {
      throw invalidRequest(
        `Amount must be at least ${formatAmount(minimum, currency, 'en')} ${currency}`,
        'amount',
        'amount_too_small',
      );
    }
    const customerId = p.text('customer');
    if (customerId) this.find(this.customers, customerId, 'customer', 'customer');
    const methodId = p.text('payment_method');
    const method = methodId ? this.find(this.paymentMethods, methodId, 'PaymentMethod', 'payment_method') : null;
    const offSession = p.boolean('off_session') ?? false;
    const confirm = p.boolean('confirm') ?? false;
    if (offSession && !confirm)
      throw invalidRequest('`off_session` may only be used when `confirm=true`.', 'off_session');
    if (method && method.customer !== customerId) {
      if (method.customer && !customerId) {
        throw invalidRequest(
          `The provided PaymentMethod is attached to a Customer; pass that Customer's ID as \`customer\` to use it.`,
          'customer',
        );
      }
      if (method.customer)
        throw invalidRequest('The provided PaymentMethod belongs to a different Customer.', 'payment_method');
      throw invalidRequest(
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
        'payment_method',
      );
    }
    const metadata = p.metadata('metadata') ?? {};
    const description = p.text('description');
    const receiptEmail = p.text('receipt_email');
    const setupFutureUsage = p.oneOf('setup_future_usage', ['on_session', 'off_session'] as const) ?? null;
    const expand = p.strings('expand');

    if (!confirm) {
      const intent: FakePaymentIntent = {
        id: this.newId('pi_'),
        object: 'payment_intent',
        created: now(),
        livemode: false,
        metadata,
        amount,
        amount_received: 0,
        amount_capturable: 0,
        currency,
        customer: customerId,
        description,
        payment_method: method?.id ?? null,
        latest_charge: null,
        status: method ? 'requires_confirmation' : 'requires_payment_method',
        setup_future_usage: setupFutureUsage,
        last_payment_error: null,
        receipt_email: receiptEmail,
        payment_method_types: ['card'],
        capture_method: 'automatic',
        confirmation_method: 'automatic',
        client_secret: '',
        canceled_at: null,
        cancellation_reason: null,
      };
      intent.client_secret = `${intent.id}_secret_${randomId()}`;
      this.paymentIntents.set(intent.id, intent);
      return this.render(intent, expand);
    }
    if (!method) {
      throw invalidRequest(
        "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent, specify a payment method attached to the customer along with the customer ID.",
        'payment_method',
        'payment_intent_unexpected_state',
      );
    }
    const intent = this.addPaymentIntent({
      amount,
      currency,
      customer: customerId,
      paymentMethod: method,
      metadata,
      description,
      setupFutureUsage,
      receiptEmail,
    });
    const charge = this.charges.get(intent.latest_charge as string) as FakeCharge;
    if (intent.status !== 'succeeded') {
      this.emit('payment_intent.payment_failed', intent, undefined, idempotencyKey);
      this.emit('charge.failed', charge, undefined, idempotencyKey);
      throw new StripeApiError(402, {
        type: 'card_error',
        ...DECLINE,
        charge: charge.id,
        payment_intent: this.render(intent, []),
        payment_method: clone(method),
      });
    }
    this.emit('payment_intent.succeeded', intent, undefined, idempotencyKey);
    this.emit('charge.succeeded', charge, undefined, idempotencyKey);
    return this.render(intent, expand);
  }

  private listPaymentIntents(p: Params): unknown {
    checkKnown(p.values, { ...LIST_SHAPE, created: true, customer: true });
    const created = createdFilter(p);
    const customer = p.text('customer');
    const matching = [...this.paymentIntents.values()].filter(
      (i) => created(i.created) && (!customer || i.customer === customer),
    );
    return this.list(matching, p, '/v1/payment_intents');
  }

  // ----- refunds -----

  private createRefund(p: Params, idempotencyKey: string | null): unknown {
    checkKnown(p.values, {
      payment_intent: true,
      charge: true,
      amount: true,
      reason: true,
      metadata: METADATA_SHAPE,
      expand: true,
    });
    const intentId = p.text('payment_intent');
    const chargeId = p.text('charge');
    if (!intentId && !chargeId)
      throw invalidRequest(
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    if (intentId && chargeId)
      throw invalidRequest('You may only specify one of these parameters: charge, payment_intent.', 'charge');
    let charge: FakeCharge | undefined;
    if (intentId) {
      const intent = this.find(this.paymentIntents, intentId, 'payment_intent', 'payment_intent');
      charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
      if (!charge || charge.status !== 'succeeded') {
        throw invalidRequest(
          `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
          'payment_intent',
        );
      }
    } else {
      charge = this.find(this.charges, chargeId ?? '', 'charge', 'charge');
      if (charge.status !== 'succeeded')
        throw invalidRequest(`Charge ${charge.id} has not succeeded and cannot be refunded.`, 'charge');
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0)
      throw invalidRequest(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = p.integer('amount', { min: 1 }) ?? left;
    if (amount > left) {
      throw invalidRequest(
        `Refund amount (${formatAmount(amount, charge.currency, 'en')}) is greater than unrefunded amount on charge (${formatAmount(left, charge.currency, 'en')})`,
        'amount',
        'amount_too_large',
      );
    }
    const reason = p.oneOf('reason', ['requested_by_customer', 'duplicate', 'fraudulent'] as const) ?? null;
    const created = now();
    const id = this.newId('re_');
    const transaction = this.addBalanceTransaction({
      amount: -amount,
      fee: 0,
      currency: charge.currency,
      source: id,
      type: 'refund',
      created,
      description: 'REFUND FOR CHARGE',
    });
    const refund: FakeRefund = {
      id,
      object: 'refund',
      created,
      metadata: p.metadata('metadata') ?? {},
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      balance_transaction: transaction.id,
      reason,
      status: 'succeeded',
      receipt_number: null,
    };
    this.refunds.set(id, refund);
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.emit('charge.refunded', charge, previous, idempotencyKey);
    this.emit('refund.created', refund, undefined, idempotencyKey);
    return this.render(refund, p.strings('expand'));
  }

  private listRefunds(p: Params): unknown {
    checkKnown(p.values, { ...LIST_SHAPE, payment_intent: true, charge: true, created: true });
    const intent = p.text('payment_intent');
    const charge = p.text('charge');
    const created = createdFilter(p);
    const matching = [...this.refunds.values()].filter(
      (r) => (!intent || r.payment_intent === intent) && (!charge || r.charge === charge) && created(r.created),
    );
    return this.list(matching, p, '/v1/refunds');
  }

  // ----- events -----

  private listEvents(p: Params): unknown {
    checkKnown(p.values, { ...LIST_SHAPE, type: true, types: true, created: true });
    const type = p.text('type');
    const types = p.strings('types');
    const created = createdFilter(p);
    const matching = this.events.filter(
      (e) =>
        (!type || matchesType(e.type, type)) && (types.length === 0 || types.includes(e.type)) && created(e.created),
    );
    return this.list(matching, p, '/v1/events');
  }

  private retrieveEvent(p: Params, id: string | undefined): unknown {
    checkKnown(p.values, { expand: true });
    const event = this.events.find((e) => e.id === id);
    if (!event)
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such event: '${id}'`,
        param: 'id',
      });
    return clone(event);
  }
}

/** `created=…` or `created[gte|gt|lte|lt]=…`, as a test on an object's `created`. */
function createdFilter(p: Params): (created: number) => boolean {
  if (!p.has('created')) return () => true;
  const range = p.values.created;
  if (typeof range === 'string') {
    const at = p.integer('created');
    return (created) => at === undefined || created === at;
  }
  const bounds = p.object('created');
  if (!bounds) return () => true;
  checkKnown(bounds.values, { gte: true, gt: true, lte: true, lt: true }, 'created');
  const gte = bounds.integer('gte');
  const gt = bounds.integer('gt');
  const lte = bounds.integer('lte');
  const lt = bounds.integer('lt');
  return (created) =>
    (gte === undefined || created >= gte) &&
    (gt === undefined || created > gt) &&
    (lte === undefined || created <= lte) &&
    (lt === undefined || created < lt);
}

/** Stripe's `type` filter takes a `*` wildcard: `charge.*`. */
function matchesType(type: string, pattern: string): boolean {
  if (!pattern.includes('*')) return type === pattern;
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return regex.test(type);
}

function successUrl(session: FakeCheckoutSession): string {
  return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function pageLanguage(locale: string | null, acceptLanguage: string | null): PageLanguage {
  const wanted = locale === null || locale === 'auto' ? (acceptLanguage ?? '') : locale;
  return wanted.trim().toLowerCase().startsWith('es') ? 'es' : 'en';
}

function headerValue(req: http.IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('fake-stripe: request body over 1 MB');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function sendHtml(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
  });
  res.end(html);
}

function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(303, { location, 'content-length': 0 });
  res.end();
}

/** Starts a fake Stripe on 127.0.0.1 (a free port unless `port` is given). Stop it with `stop()`. */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const fake = new FakeStripeServer(options);
  await fake.listen(options.port ?? 0);
  return fake;
}
