import {
  addDaysToDate,
  businessInstant,
  businessToday,
  invoiceLabel,
  type ReconciliationDifference,
  type ReconciliationRun,
} from '@ta/shared';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { sentInvoice, startCardPaymentsApp, type CardPaymentsApp } from '../../../../test/support/card-payments.js';
import { serviceContext, type JobContext } from '../../service-context.js';
import { periodStart, runPaymentReconciliation } from '../payment-reconciliation.js';

type Caller = { cookie: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const sessionOf = (url: string) => url.split('/pay/')[1] ?? '';

describe('the period a comparison reads', () => {
  const now = new Date('2026-12-10T15:00:00Z');

  it('reads 35 days back the first time, and every day after', () => {
    expect(periodStart(undefined, now).toISOString()).toBe(new Date(now.getTime() - 35 * DAY_MS).toISOString());
    const yesterday = { createdAt: new Date(now.getTime() - DAY_MS).toISOString() };
    expect(periodStart(yesterday, now).toISOString()).toBe(new Date(now.getTime() - 35 * DAY_MS).toISOString());
  });

  it('reaches back to a day before the previous run when that was longer ago', () => {
    const previous = { createdAt: '2026-10-01T12:00:00.000Z' };
    expect(periodStart(previous, now).toISOString()).toBe('2026-09-30T12:00:00.000Z');
  });
});

describe.each(engines)('comparing card payments with Stripe on %s', (engine) => {
  let app: CardPaymentsApp;
  let t: TestApp;
  let client: Awaited<ReturnType<typeof registerClient>>;
  let admin: Caller;
  let staff: Caller;
  let stripe: Stripe;
  let job: JobContext;

  beforeAll(async () => {
    app = await startCardPaymentsApp(engine);
    t = app.t;
    client = await registerClient(t, { firstName: 'Ruth', lastName: 'Moss' });
    admin = await createStaff(t, 'admin');
    staff = await createStaff(t, 'staff');
    // The owner's own use of Stripe (its dashboard), through the official library against the fake.
    stripe = new Stripe(app.stripe.secretKey, {
      host: '127.0.0.1',
      port: app.stripe.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    job = { ...serviceContext(t.app, t.config), logger: t.app.log };
  });
  afterAll(() => app.close());

  const call = (caller: Caller | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: caller ? cookieHeader(t, caller.cookie) : {},
      ...(payload ? { payload } : {}),
    });
  const ruth = () => ({ id: client.user.id, name: 'Ruth Moss', email: client.body.email });
  const runs = () => t.app.db.selectFrom('paymentReconciliations').selectAll().orderBy('id').execute();
  const numberOf = async (invoiceId: number) =>
    (await t.app.db.selectFrom('invoices').select('number').where('id', '=', invoiceId).executeTakeFirstOrThrow())
      .number;
  const about = (run: ReconciliationRun | null, stripeId: string) =>
    (run?.differences ?? []).filter((d) => d.stripeId === stripeId);
  const checkNow = async (): Promise<ReconciliationRun> => {
    const res = await call(admin, 'POST', '/api/admin/payments/reconciliation/run');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { latest: ReconciliationRun }).latest;
  };

  /** Ruth pays an invoice on Stripe's page; the webhooks reach the app. Returns Stripe's payment id. */
  async function paidThroughCheckout(invoiceId: number): Promise<string> {
    const res = await call(client, 'POST', `/api/invoices/${invoiceId}/pay`, {});
    expect(res.statusCode, res.body).toBe(200);
    const session = await app.stripe.completeCheckout(sessionOf((res.json() as { url: string }).url));
    await app.stripe.flushWebhooks();
    return session.payment_intent as string;
  }

  it('writes nothing and throws when Stripe cannot be reached, so the queue tries the job again', async () => {
    expect((await call(admin, 'GET', '/api/admin/payments/reconciliation')).json()).toEqual({ latest: null });
    // The gateway's client tries twice more by itself: three failures reach the app.
    app.stripe.failNextRequest(500, { type: 'api_error', message: 'Stripe is down' }, 3);
    await expect(runPaymentReconciliation(job)).rejects.toThrow();
    expect(await runs()).toEqual([]);

    app.stripe.failNextRequest(500, { type: 'api_error', message: 'Stripe is down' }, 3);
    const res = await call(admin, 'POST', '/api/admin/payments/reconciliation/run');
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('card_provider_down');
    expect(await runs()).toEqual([]);
  });

  it('finds nothing to say about a payment made through Checkout, and reads 35 days back the first time', async () => {
    const id = await sentInvoice(t, ruth(), 12_500);
    await paidThroughCheckout(id);
    const now = new Date();
    const run = await runPaymentReconciliation(job, now);
    expect(run).toMatchObject({ differences: [], checkedAt: now.toISOString() });
    expect(run?.checkedFrom).toBe(new Date(now.getTime() - 35 * DAY_MS).toISOString());
    expect((await call(admin, 'GET', '/api/admin/payments/reconciliation')).json()).toEqual({ latest: run });
  });

  it('runs the job once a New York day, and an admin’s check the same day replaces that day’s run', async () => {
    // Noon and one o'clock, New York time, of a day this week: one day whatever the clock says now.
    const day = addDaysToDate(businessToday(), -3);
    const first = await runPaymentReconciliation(job, businessInstant(day, '12:00'));
    expect(first).toMatchObject({ runOn: day, checkedAt: businessInstant(day, '12:00').toISOString() });
    // The queue's second job of the day finds the day compared, and leaves its row as it was.
    expect(await runPaymentReconciliation(job, businessInstant(day, '13:00'))).toBeNull();
    expect((await runs()).filter((row) => row.runOn === day)).toEqual([
      expect.objectContaining({ createdAt: first!.checkedAt, checkedFrom: first!.checkedFrom }),
    ]);

    // Once today is compared the job does nothing; "Check again now" writes today's row anew.
    const today = await checkNow();
    expect(await runPaymentReconciliation(job)).toBeNull();
    const again = await checkNow();
    expect(again.runOn).toBe(today.runOn);
    expect(again.checkedAt).not.toBe(today.checkedAt);
    expect((await runs()).filter((row) => row.runOn === today.runOn)).toEqual([
      expect.objectContaining({ createdAt: again.checkedAt }),
    ]);
  });

  it('lists a payment Stripe took that the app never heard of, with its invoice', async () => {
    const id = await sentInvoice(t, ruth(), 7_700);
    // Webhooks held: the app hears nothing of what happens at Stripe now.
    app.stripe.holdWebhooks(true);
    const setup = await stripe.checkout.sessions.create({
      mode: 'setup',
      currency: 'usd',
      success_url: 'http://localhost:3000/done',
      cancel_url: 'http://localhost:3000/',
    });
    const saved = await app.stripe.completeCheckout(setup.id);
    const paymentMethod = app.stripe.setupIntents.get(saved.setup_intent as string)!.payment_method as string;
    const intent = await stripe.paymentIntents.create({
      amount: 7_700,
      currency: 'usd',
      customer: saved.customer as string,
      payment_method: paymentMethod,
      off_session: true,
      confirm: true,
      metadata: { purpose: 'invoice', invoiceId: String(id) },
    });
    expect(intent.status).toBe('succeeded');

    const run = await checkNow();
    const label = invoiceLabel(await numberOf(id));
    expect(about(run, intent.id)).toEqual([
      {
        kind: 'missing-here',
        what: expect.stringContaining(`Stripe took $77.00 for ${label}, and it is not recorded here.`),
        invoiceId: id,
        quoteId: null,
        label,
        stripeCents: 7_700,
        hereCents: null,
        stripeId: intent.id,
      } satisfies ReconciliationDifference,
    ]);
    // The admin dashboard says so in words; staff, who cannot open the list, are not told.
    const board = (await call(admin, 'GET', '/api/admin/dashboard')).json();
    expect(board.reconciliation).toMatchObject({ runOn: run.runOn, differences: run.differences.length });
    expect((await call(staff, 'GET', '/api/admin/dashboard')).json().reconciliation).toBeNull();

    // Once Stripe's messages arrive the payment is recorded, and the next check finds nothing to say.
    await app.stripe.releaseWebhooks();
    await app.stripe.flushWebhooks();
    expect(about(await checkNow(), intent.id)).toEqual([]);
  });

  it('lists a refund made in Stripe that is not recorded here', async () => {
    const id = await sentInvoice(t, ruth(), 6_000);
    const intentId = await paidThroughCheckout(id);
    app.stripe.holdWebhooks(true);
    const refund = await stripe.refunds.create({ payment_intent: intentId, amount: 2_500 });
    const [difference] = about(await checkNow(), intentId);
    expect(difference).toMatchObject({
      kind: 'refunds-differ',
      invoiceId: id,
      stripeCents: 2_500,
      hereCents: 0,
      stripeId: intentId,
    });
    expect(difference!.what).toContain(`Stripe's refund ${refund.id} is not recorded here.`);
    await app.stripe.releaseWebhooks();
    await app.stripe.flushWebhooks();
    expect(about(await checkNow(), intentId)).toEqual([]);
  });

  it('lists a card payment recorded here that Stripe does not have', async () => {
    const id = await sentInvoice(t, ruth(), 4_000);
    const today = new Date().toISOString().slice(0, 10);
    await t.app.db
      .insertInto('payments')
      .values({
        invoiceId: id,
        amountCents: 4_000,
        method: 'online',
        provider: 'stripe',
        providerReference: 'pi_made_up_0001',
        receivedOn: today,
      })
      .execute();
    expect(about(await checkNow(), 'pi_made_up_0001')).toEqual([
      expect.objectContaining({
        kind: 'missing-at-stripe',
        what: `A card payment of $40.00 for ${invoiceLabel(await numberOf(id))} is recorded here, but Stripe has no such payment.`,
        invoiceId: id,
        hereCents: 4_000,
        stripeCents: null,
      }),
    ]);
  });

  it('lists an amount that differs, and an invoice paid by card more than its total', async () => {
    const id = await sentInvoice(t, ruth(), 5_000);
    const intentId = await paidThroughCheckout(id);
    // Written wrong here (as a hand edit would): $45.00 for Stripe's $50.00, and a $20.00 check besides.
    await t.app.db
      .updateTable('payments')
      .set({ amountCents: 4_500 })
      .where('providerReference', '=', intentId)
      .execute();
    await t.app.db.updateTable('invoices').set({ paidCents: 7_000 }).where('id', '=', id).execute();
    const run = await checkNow();
    expect(about(run, intentId)).toEqual([
      expect.objectContaining({ kind: 'amount-differs', invoiceId: id, stripeCents: 5_000, hereCents: 4_500 }),
    ]);
    const overpaid = run.differences.filter((d) => d.kind === 'overpaid' && d.invoiceId === id);
    expect(overpaid).toEqual([
      expect.objectContaining({
        what: expect.stringContaining('is paid $20.00 more than its total of $50.00'),
        hereCents: 7_000,
      }),
    ]);
  });

  it('is for admins only', async () => {
    for (const url of ['/api/admin/payments/reconciliation']) {
      expect((await call(staff, 'GET', url)).statusCode).toBe(403);
      expect((await call(client, 'GET', url)).statusCode).toBe(403);
    }
    expect((await call(staff, 'POST', '/api/admin/payments/reconciliation/run')).statusCode).toBe(403);
  });
});

describe.each(engines)('the daily comparison scheduled on %s', (engine) => {
  let app: CardPaymentsApp;
  afterAll(() => app.close());

  it('runs once the worker starts with card payments on', async () => {
    app = await startCardPaymentsApp(engine, { jobs: true });
    await vi.waitFor(
      async () =>
        expect(
          await app.t.app.db.selectFrom('paymentReconciliations').selectAll().orderBy('id').execute(),
        ).toHaveLength(1),
      { timeout: 5000 },
    );
  });
});

describe.each(engines)('the comparison without Stripe keys on %s', (engine) => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
    admin = await createStaff(t, 'admin');
  });
  afterAll(() => t.close());

  it('is not there, and the dashboard says nothing of it', async () => {
    const headers = cookieHeader(t, admin.cookie);
    for (const [method, url] of [
      ['GET', '/api/admin/payments/reconciliation'],
      ['POST', '/api/admin/payments/reconciliation/run'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('card_payments_off');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers })).json().reconciliation,
    ).toBeNull();
    const job = { ...serviceContext(t.app, t.config), logger: t.app.log };
    expect(await runPaymentReconciliation(job)).toBeNull();
  });
});
