import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FormError, parseStripeForm } from './fake-stripe-form.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe.js';

// The fake is checked through the official library, as the app uses it: what passes here is what
// the library sends and understands. No database: this file runs once.

interface ReceivedWebhook {
  body: string;
  signature: string;
  contentType: string;
}

let fake: FakeStripe;
let stripe: Stripe;
let receiver: http.Server;
let received: ReceivedWebhook[] = [];
let answerStatus = 200;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature'] ?? ''),
        contentType: String(req.headers['content-type'] ?? ''),
      });
      res.writeHead(answerStatus).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  fake = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${port}/api/payments/stripe-webhook` });
  stripe = new Stripe(fake.secretKey, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
});

afterAll(async () => {
  await fake.stop();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

beforeEach(() => {
  received = [];
  answerStatus = 200;
  fake.eventOrder('session-first');
});

/** The webhooks received so far, each checked against its signature by the library. */
function verifiedEvents(): Stripe.Event[] {
  return received.map((hook) => stripe.webhooks.constructEvent(hook.body, hook.signature, fake.webhookSecret));
}

async function paymentSession(params: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'usd',
          unit_amount: 1234,
          product_data: { name: 'Home watch visit', description: 'Weekly' },
        },
        quantity: 2,
      },
    ],
    metadata: { invoiceId: '4' },
    client_reference_id: 'invoice-4',
    customer_email: 'ana@example.com',
    payment_intent_data: { metadata: { invoiceId: '4' } },
    success_url: 'http://127.0.0.1:3999/billing/paid?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1:3999/billing',
    ...params,
  });
}

async function savedCard(card: 'visa' | 'declined') {
  const customer = await stripe.customers.create({ email: `saver-${card}@example.com`, name: 'Saver' });
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    currency: 'usd',
    customer: customer.id,
    setup_intent_data: { metadata: { clientId: '7' } },
    success_url: 'http://127.0.0.1:3999/cards/saved',
  });
  await fake.completeCheckout(session.id, { card });
  const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['setup_intent.payment_method'] });
  const setupIntent = done.setup_intent as Stripe.SetupIntent;
  const method = setupIntent.payment_method as Stripe.PaymentMethod;
  return { customer, session: done, setupIntent, method };
}

async function failure(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('bracket-notation bodies', () => {
  it('reads nested objects, indexed and appended lists, and metadata keys as written', () => {
    const body =
      'line_items[0][price_data][unit_amount]=1000&line_items[0][quantity]=1&line_items[1][quantity]=3' +
      '&expand[]=payment_intent&expand[]=setup_intent&metadata[invoiceId]=4&metadata[0]=zero&created[gte]=17&note=a%20b%2Bc';
    expect(parseStripeForm(body)).toEqual({
      line_items: [{ price_data: { unit_amount: '1000' }, quantity: '1' }, { quantity: '3' }],
      expand: ['payment_intent', 'setup_intent'],
      metadata: { invoiceId: '4', 0: 'zero' },
      created: { gte: '17' },
      note: 'a b+c',
    });
    expect(parseStripeForm('expand[0]=a&expand[1]=b.c')).toEqual({ expand: ['a', 'b.c'] });
  });

  it('refuses keys that would reach the prototype, and a value that is both text and object', () => {
    expect(() => parseStripeForm('metadata[__proto__][x]=1')).toThrow(FormError);
    expect(() => parseStripeForm('a=1&a[b]=2')).toThrow(FormError);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('Checkout in payment mode', () => {
  it('completes, signs its webhooks, and shows the fee once expanded', async () => {
    const session = await paymentSession();
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 2468,
      currency: 'usd',
      mode: 'payment',
      metadata: { invoiceId: '4' },
      client_reference_id: 'invoice-4',
      payment_intent: null,
      customer_details: null,
      livemode: false,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/pay/${session.id}`);

    const completed = await fake.completeCheckout(session.id);
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(completed.customer_details).toMatchObject({ email: 'ana@example.com' });

    const events = verifiedEvents();
    expect(events.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'payment_intent.succeeded',
      'charge.succeeded',
    ]);
    expect(received.every((hook) => hook.contentType === 'application/json')).toBe(true);
    const sessionEvent = events[0]?.data.object as Stripe.Checkout.Session;
    expect(sessionEvent.metadata).toEqual({ invoiceId: '4' });
    expect(sessionEvent.payment_intent).toMatch(/^pi_/);
    expect((events[1]?.data.object as Stripe.PaymentIntent).metadata).toEqual({ invoiceId: '4' });
    expect(() =>
      stripe.webhooks.constructEvent(received[0]?.body ?? '', received[0]?.signature ?? '', 'whsec_other'),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);

    const expanded = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge.balance_transaction'],
    });
    const intent = expanded.payment_intent as Stripe.PaymentIntent;
    const charge = intent.latest_charge as Stripe.Charge;
    const transaction = charge.balance_transaction as Stripe.BalanceTransaction;
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 2468,
      amount_received: 2468,
    });
    expect(charge).toMatchObject({
      object: 'charge',
      amount: 2468,
      amount_refunded: 0,
      refunded: false,
      payment_intent: intent.id,
      payment_method_details: { card: { brand: 'visa', last4: '4242' } },
      billing_details: { email: 'ana@example.com' },
    });
    expect(transaction.id).toMatch(/^txn_/);
    expect(transaction).toMatchObject({ amount: 2468, fee: 102, net: 2366, currency: 'usd' });

    const found = await stripe.checkout.sessions.list({ payment_intent: intent.id, limit: 1 });
    expect(found.data.map((s) => s.id)).toEqual([session.id]);
  });

  it('sends the intent events first when a test asks for that order', async () => {
    fake.eventOrder('intent-first');
    const session = await paymentSession();
    await fake.completeCheckout(session.id);
    expect(verifiedEvents().map((e) => e.type)).toEqual([
      'payment_intent.succeeded',
      'charge.succeeded',
      'checkout.session.completed',
    ]);
  });

  it('makes a customer when asked to, and keeps the card for later with setup_future_usage', async () => {
    const session = await paymentSession({
      customer_email: undefined,
      customer_creation: 'always',
      payment_intent_data: { setup_future_usage: 'off_session' },
    });
    const completed = await fake.completeCheckout(session.id, { email: 'new@example.com', name: 'New Client' });
    expect(completed.customer).toMatch(/^cus_/);
    const intent = await stripe.paymentIntents.retrieve(completed.payment_intent ?? '', { expand: ['payment_method'] });
    expect((intent.payment_method as Stripe.PaymentMethod).customer).toBe(completed.customer);
    const cards = await stripe.customers.listPaymentMethods(completed.customer ?? '');
    expect(cards.data.map((m) => m.card?.last4)).toEqual(['4242']);
  });

  it('refuses what Stripe refuses, naming the parameter', async () => {
    const noItems = await failure(paymentSession({ line_items: undefined }));
    expect(noItems).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(noItems.param).toBe('line_items');
    const zero = await failure(
      paymentSession({
        line_items: [{ price_data: { currency: 'usd', unit_amount: 0, product_data: { name: 'x' } }, quantity: 1 }],
      }),
    );
    expect(zero.param).toBe('line_items[0][price_data][unit_amount]');
    const noSuccess = await failure(paymentSession({ success_url: undefined }));
    expect(noSuccess.param).toBe('success_url');
    const unknown = await failure(paymentSession({ colour: 'blue' } as Partial<Stripe.Checkout.SessionCreateParams>));
    expect(unknown.message).toBe('Received unknown parameter: colour');
    const missing = await failure(stripe.checkout.sessions.retrieve('cs_test_nope'));
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const route = await fetch(`${fake.url}/v1/nothing_here`, {
      headers: { authorization: `Bearer ${fake.secretKey}` },
    });
    expect(route.status).toBe(404);
    expect(missing).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such checkout.session: 'cs_test_nope'",
    });
  });

  it('expires an open session once, and refuses to expire a complete one', async () => {
    const open = await paymentSession();
    const expired = await stripe.checkout.sessions.expire(open.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    await fake.flushWebhooks();
    expect(verifiedEvents().map((e) => e.type)).toEqual(['checkout.session.expired']);

    const paid = await paymentSession();
    await fake.completeCheckout(paid.id);
    const refused = await failure(stripe.checkout.sessions.expire(paid.id));
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(fake.completeCheckout(expired.id)).rejects.toThrow(/expired/);
  });
});

describe('refunds', () => {
  it('refunds part, then the rest, then refuses', async () => {
    const session = await paymentSession();
    await fake.completeCheckout(session.id);
    const intentId = fake.sessions.get(session.id)?.payment_intent ?? '';
    received = [];

    const part = await stripe.refunds.create({
      payment_intent: intentId,
      amount: 1000,
      reason: 'requested_by_customer',
      metadata: { by: 'staff-1' },
    });
    expect(part).toMatchObject({
      object: 'refund',
      amount: 1000,
      status: 'succeeded',
      payment_intent: intentId,
      metadata: { by: 'staff-1' },
    });
    expect(part.id).toMatch(/^re_/);

    const tooLarge = await failure(stripe.refunds.create({ payment_intent: intentId, amount: 5000 }));
    expect(tooLarge).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooLarge).toMatchObject({ code: 'amount_too_large', param: 'amount' });

    const rest = await stripe.refunds.create({ payment_intent: intentId });
    expect(rest.amount).toBe(1468);
    const again = await failure(stripe.refunds.create({ payment_intent: intentId }));
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again.code).toBe('charge_already_refunded');

    const charge = await stripe.charges.retrieve(part.charge as string);
    expect(charge).toMatchObject({ amount_refunded: 2468, refunded: true });
    const listed = await stripe.refunds.list({ payment_intent: intentId });
    expect(listed.data.map((r) => r.id)).toEqual([rest.id, part.id]);
    expect((await stripe.refunds.retrieve(part.id)).amount).toBe(1000);

    await fake.flushWebhooks();
    const events = verifiedEvents();
    expect(events.map((e) => e.type)).toEqual([
      'charge.refunded',
      'refund.created',
      'charge.refunded',
      'refund.created',
    ]);
    expect(
      events.filter((e) => e.type === 'charge.refunded').map((e) => (e.data.object as Stripe.Charge).amount_refunded),
    ).toEqual([1000, 2468]);
  });
});

describe('saved cards and off-session charges', () => {
  it('saves a card in setup mode and charges it later', async () => {
    const { customer, session, setupIntent, method } = await savedCard('visa');
    expect(session).toMatchObject({ status: 'complete', payment_status: 'no_payment_required', customer: customer.id });
    expect(setupIntent).toMatchObject({ status: 'succeeded', customer: customer.id, metadata: { clientId: '7' } });
    expect(method).toMatchObject({ customer: customer.id, card: { brand: 'visa', last4: '4242' } });

    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method.id } });
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      invoice_settings: { default_payment_method: method.id },
    });

    received = [];
    const intent = await stripe.paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      customer: customer.id,
      payment_method: method.id,
      off_session: true,
      confirm: true,
      metadata: { visitId: '9' },
      description: 'Visit 9',
    });
    expect(intent).toMatchObject({ status: 'succeeded', amount: 5000, metadata: { visitId: '9' } });
    expect(intent.latest_charge).toMatch(/^ch_/);
    await fake.flushWebhooks();
    expect(verifiedEvents().map((e) => e.type)).toEqual(['payment_intent.succeeded', 'charge.succeeded']);

    await stripe.paymentMethods.detach(method.id);
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toEqual([]);
    const detached = await failure(
      stripe.paymentIntents.create({
        amount: 5000,
        currency: 'usd',
        customer: customer.id,
        payment_method: method.id,
        off_session: true,
        confirm: true,
      }),
    );
    expect(detached.param).toBe('payment_method');
  });

  it('declines the declining card with insufficient funds, and says so in a webhook', async () => {
    const { customer, method } = await savedCard('declined');
    received = [];
    const declined = await failure(
      stripe.paymentIntents.create({
        amount: 5000,
        currency: 'usd',
        customer: customer.id,
        payment_method: method.id,
        off_session: true,
        confirm: true,
      }),
    );
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(declined.payment_intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined' },
    });
    await fake.flushWebhooks();
    expect(verifiedEvents().map((e) => e.type)).toEqual(['payment_intent.payment_failed', 'charge.failed']);
  });
});

describe('lists, keys and failures', () => {
  it('lists payment intents newest first from a time, a page at a time', async () => {
    const since = Math.floor(Date.now() / 1000);
    const first = await paymentSession();
    await fake.completeCheckout(first.id);
    const second = await paymentSession();
    await fake.completeCheckout(second.id);
    const ids = [fake.sessions.get(second.id)?.payment_intent, fake.sessions.get(first.id)?.payment_intent];

    const page = await stripe.paymentIntents.list({ created: { gte: since }, limit: 1 });
    expect(page).toMatchObject({ object: 'list', has_more: true, url: '/v1/payment_intents' });
    expect(page.data.map((i) => i.id)).toEqual([ids[0]]);
    const next = await stripe.paymentIntents.list({
      created: { gte: since },
      limit: 1,
      starting_after: page.data[0]?.id,
    });
    expect(next.data.map((i) => i.id)).toEqual([ids[1]]);
    const all = await stripe.paymentIntents.list({ created: { gte: since } }).autoPagingToArray({ limit: 100 });
    expect(all.map((i) => i.id).slice(0, 2)).toEqual(ids);
    expect((await stripe.paymentIntents.list({ created: { gte: since + 3600 } })).data).toEqual([]);
    const withCharges = await stripe.paymentIntents.list({
      created: { gte: since },
      limit: 1,
      expand: ['data.latest_charge'],
    });
    expect((withCharges.data[0]?.latest_charge as Stripe.Charge).object).toBe('charge');
  });

  it('refuses a wrong key, without repeating it', async () => {
    const wrong = new Stripe('sk_test_wrong_key_123456', { host: '127.0.0.1', port: fake.port, protocol: 'http' });
    const refused = await failure(wrong.customers.create({ email: 'x@example.com' }));
    expect(refused).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(refused.message).toMatch(/^Invalid API Key provided: /);
    expect(refused.message).not.toContain('wrong_key_123456');
  });

  it('answers a repeated idempotency key with the first answer, and refuses it with other parameters', async () => {
    const before = fake.customers.size;
    const first = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'customer-once' });
    const second = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'customer-once' });
    expect(second.id).toBe(first.id);
    expect(fake.customers.size).toBe(before + 1);
    const other = await failure(
      stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'customer-once' }),
    );
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers the next calls with the error a test sets', async () => {
    fake.failNextRequest(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const declined = await failure(stripe.customers.create({ email: 'y@example.com' }));
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    // The library retries a 500 twice with the same key: three failures reach the caller.
    fake.failNextRequest(500, undefined, 3);
    const down = await failure(stripe.customers.create({ email: 'z@example.com' }));
    expect(down).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect((await stripe.customers.create({ email: 'z@example.com' })).id).toMatch(/^cus_/);
  });
});

describe('webhook deliveries', () => {
  it('records each answer, delivers an event again on demand, and holds events until released', async () => {
    const session = await paymentSession();
    answerStatus = 500;
    await fake.completeCheckout(session.id);
    const completed = fake.events.find(
      (e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === session.id,
    );
    expect(completed).toBeDefined();
    expect(fake.deliveries.filter((d) => d.eventId === completed?.id).map((d) => d.status)).toEqual([500]);

    answerStatus = 200;
    expect(await fake.deliver(completed?.id ?? '')).toBe(200);
    expect(await fake.deliver(completed?.id ?? '')).toBe(200);
    const repeats = verifiedEvents().filter((e) => e.id === completed?.id);
    expect(repeats).toHaveLength(3);
    expect(fake.deliveries.filter((d) => d.eventId === completed?.id).map((d) => d.status)).toEqual([500, 200, 200]);

    received = [];
    fake.holdWebhooks(true);
    const held = await paymentSession();
    await fake.completeCheckout(held.id);
    expect(received).toEqual([]);
    await fake.releaseWebhooks();
    expect(verifiedEvents().map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'payment_intent.succeeded',
      'charge.succeeded',
    ]);
  });
});

describe('the hosted page', () => {
  it('shows the order and pays with the test Visa, redirecting to the success address', async () => {
    const session = await paymentSession();
    const page = await fetch(session.url ?? '');
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Home watch visit');
    expect(html).toContain('$24.68');
    expect(html).toContain('Pay $24.68');
    expect(html).toContain('Visa ending 4242');
    expect(html).toContain('href="http://127.0.0.1:3999/billing"');

    const declined = await fetch(session.url ?? '', {
      method: 'POST',
      body: new URLSearchParams({ card: 'declined' }),
    });
    const declinedHtml = await declined.text();
    expect(declinedHtml).toContain('<p class="alert" role="alert">Your card was declined.</p>');
    expect(fake.sessions.get(session.id)?.status).toBe('open');

    const paid = await fetch(session.url ?? '', {
      method: 'POST',
      body: new URLSearchParams({ card: 'visa' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:3999/billing/paid?session=${session.id}`);
    expect(fake.sessions.get(session.id)).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(verifiedEvents().map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'payment_intent.succeeded',
      'charge.succeeded',
    ]);

    const after = await (await fetch(`${fake.url}/pay/${session.id}`)).text();
    expect(after).toContain('This checkout is already complete.');
  });

  it('speaks Spanish for a Spanish session, and offers to save a card in setup mode', async () => {
    const spanish = await paymentSession({ locale: 'es' });
    const html = await (await fetch(spanish.url ?? '')).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Pagar $24.68');
    expect(html).toContain('Cancelar');

    const setup = await stripe.checkout.sessions.create({
      mode: 'setup',
      currency: 'usd',
      success_url: 'http://127.0.0.1:3999/ok',
    });
    const setupHtml = await (await fetch(setup.url ?? '')).text();
    expect(setupHtml).toContain('<h1>Save a card</h1>');
    expect(setupHtml).toContain('Save card</button>');

    await stripe.checkout.sessions.expire(setup.id);
    expect(await (await fetch(`${fake.url}/pay/${setup.id}`)).text()).toContain('This checkout page has expired.');
    expect((await fetch(`${fake.url}/pay/cs_test_nope`)).status).toBe(404);
  });
});

describe('the runnable server', () => {
  it('starts from the command line and answers its control endpoints', async () => {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const entry = path.join(import.meta.dirname, 'fake-stripe-server.ts');
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        entry,
        String(port),
        `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
        'sk_test_cli',
        'whsec_cli',
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('listening')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`fake-stripe-server exited with ${code}`)));
      });
      const cli = new Stripe('sk_test_cli', { host: '127.0.0.1', port, protocol: 'http' });
      await cli.customers.create({ email: 'cli@example.com' });
      const session = await cli.checkout.sessions.create({
        mode: 'setup',
        currency: 'usd',
        success_url: 'http://127.0.0.1:3999/ok',
      });

      await fetch(`http://127.0.0.1:${port}/__fake/hold`, { method: 'POST' });
      const paid = await fetch(session.url ?? '', {
        method: 'POST',
        body: new URLSearchParams({ card: 'visa' }),
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      const events = (await (await fetch(`http://127.0.0.1:${port}/__fake/events`)).json()) as {
        id: string;
        type: string;
      }[];
      expect(events.map((e) => e.type)).toEqual(['checkout.session.completed', 'setup_intent.succeeded']);
      expect(received).toEqual([]);
      const again = await fetch(`http://127.0.0.1:${port}/__fake/deliver/${events[0]?.id}`, { method: 'POST' });
      expect(await again.json()).toEqual({ status: 200 });
      await fetch(`http://127.0.0.1:${port}/__fake/release`, { method: 'POST' });
      const signed = received.map((hook) => stripe.webhooks.constructEvent(hook.body, hook.signature, 'whsec_cli'));
      expect(signed.map((e) => e.type)).toEqual([
        'checkout.session.completed',
        'checkout.session.completed',
        'setup_intent.succeeded',
      ]);
    } finally {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    }
  });
});
