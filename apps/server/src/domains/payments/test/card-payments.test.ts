import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { sentInvoice, startCardPaymentsApp, type CardPaymentsApp } from '../../../../test/support/card-payments.js';
import { emailInvoice } from '../../invoices/invoice-emails.js';
import { serviceContext } from '../../service-context.js';

type Caller = { cookie: string; user: { id: number }; body: { email: string } };
type Signed = { cookie: string };

/** The Checkout session id in the address Stripe's page was given. */
const sessionOf = (url: string) => url.split('/pay/')[1] ?? '';

describe.each(engines)('card payments on %s', (engine) => {
  let app: CardPaymentsApp;
  let t: TestApp;
  let client: Caller;
  let other: Caller;
  let daughter: Caller;
  let neighbour: Caller;
  let admin: Signed;
  let staff: Signed;

  beforeAll(async () => {
    app = await startCardPaymentsApp(engine);
    t = app.t;
    client = await registerClient(t, { firstName: 'Ruth', lastName: 'Moss' });
    other = await registerClient(t, { firstName: 'Walter', lastName: 'Green' });
    daughter = await registerClient(t, { firstName: 'Anna', lastName: 'Moss' });
    neighbour = await registerClient(t, { firstName: 'Ned', lastName: 'Price' });
    admin = await createStaff(t, 'admin');
    staff = await createStaff(t, 'staff');
    for (const [contact, rights] of [
      [daughter, 'billing'],
      [neighbour, 'appointments'],
    ] as const) {
      await t.app.db
        .insertInto('trustedContacts')
        .values({
          clientId: client.user.id,
          contactUserId: contact.user.id,
          name: 'Helper',
          email: contact.body.email,
          rights,
          status: 'active',
        })
        .execute();
      await t.app.repos.sessions.setActingFor(sha256(contact.cookie), client.user.id);
    }
  });
  afterAll(() => app.close());

  const as = (caller: Signed | undefined) => (caller ? cookieHeader(t, caller.cookie) : {});
  const call = (caller: Signed | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: as(caller), ...(payload ? { payload } : {}) });
  const ruth = () => ({ id: client.user.id, name: 'Ruth Moss', email: client.body.email });
  const invoiceRow = (id: number) =>
    t.app.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const paymentsOf = (invoiceId: number) =>
    t.app.db.selectFrom('payments').selectAll().where('invoiceId', '=', invoiceId).orderBy('id').execute();
  const outboxTo = async (to: string) =>
    (
      await t.app.db
        .selectFrom('emailOutbox')
        .select(['kind', 'subject'])
        .where('toAddress', '=', to)
        .orderBy('id')
        .execute()
    ).map((r) => r.kind);

  async function startPaying(caller: Caller, invoiceId: number) {
    const res = await call(caller, 'POST', `/api/invoices/${invoiceId}/pay`, {});
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url.startsWith(app.stripe.url)).toBe(true);
    return sessionOf(url);
  }

  it('pays the balance by card only when Stripe says so, with its fee and the card, and e-mails the receipt', async () => {
    const id = await sentInvoice(t, ruth(), 19_500);
    const before = (await call(client, 'GET', `/api/invoices/${id}`)).json();
    expect(before.payByCard).toBe(true);
    const sessionId = await startPaying(client, id);
    const session = app.stripe.sessions.get(sessionId)!;
    expect(session.amount_total).toBe(19_500);
    expect(session.metadata).toMatchObject({
      purpose: 'invoice',
      invoiceId: String(id),
      payerUserId: String(client.user.id),
    });

    // The browser coming back marks nothing: only the webhook does.
    app.stripe.holdWebhooks(true);
    await app.stripe.completeCheckout(sessionId);
    expect((await invoiceRow(id)).paidCents).toBe(0);
    app.stripe.holdWebhooks(false);
    await app.stripe.releaseWebhooks();
    await app.stripe.flushWebhooks();
    expect(app.stripe.deliveries.every((d) => d.status === 200)).toBe(true);

    expect((await invoiceRow(id)).paidCents).toBe(19_500);
    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({
      amountCents: 19_500,
      method: 'online',
      provider: 'stripe',
      feeCents: Math.round(19_500 * 0.029) + 30,
      cardLabel: 'Visa ending 4242',
      paidByUserId: client.user.id,
      payerName: 'Ruth Moss',
    });
    await t.app.mailer.flush();
    expect(await outboxTo(client.body.email)).toEqual(['payment-receipt']);
    const receipt = await app.mailbox.latestTo(client.body.email, 'Payment received');
    expect(receipt.text).toContain('by card (Visa ending 4242)');
    expect(receipt.text).toContain('paid in full');
    expect((await call(client, 'GET', `/api/invoices/${id}`)).json()).toMatchObject({
      state: 'paid',
      payByCard: false,
    });
    expect((await call(client, 'POST', `/api/invoices/${id}/pay`, {})).json().code).toBe('invoice_paid');
  });

  it('changes nothing when Stripe sends an event again, or sends them in another order', async () => {
    const id = await sentInvoice(t, ruth(), 5_000);
    app.stripe.eventOrder('intent-first');
    await app.stripe.completeCheckout(await startPaying(client, id));
    await app.stripe.flushWebhooks();
    app.stripe.eventOrder('session-first');
    await t.app.mailer.flush();
    const mailsBefore = (await t.app.db.selectFrom('emailOutbox').select('id').orderBy('id').execute()).length;
    const events = app.stripe.events.filter((e) => JSON.stringify(e.data.object).includes(`"invoiceId":"${id}"`));
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['payment_intent.succeeded', 'checkout.session.completed']),
    );
    for (const event of events) expect(await app.stripe.deliver(event.id)).toBe(200);
    await t.app.mailer.flush();
    expect(await paymentsOf(id)).toHaveLength(1);
    expect((await invoiceRow(id)).paidCents).toBe(5_000);
    expect((await t.app.db.selectFrom('emailOutbox').select('id').orderBy('id').execute()).length).toBe(mailsBefore);
    const handled = await t.app.db
      .selectFrom('stripeEvents')
      .selectAll()
      .where(
        'id',
        'in',
        events.map((e) => e.id),
      )
      .execute();
    expect(handled).toHaveLength(events.length);
  });

  it('lets a trusted contact with the billing right pay, records who paid for whom, and sends both a receipt', async () => {
    const id = await sentInvoice(t, ruth(), 12_000);
    expect((await call(neighbour, 'POST', `/api/invoices/${id}/pay`, {})).statusCode).toBe(403);
    expect((await call(other, 'POST', `/api/invoices/${id}/pay`, {})).statusCode).toBe(404);
    await app.stripe.completeCheckout(await startPaying(daughter, id));
    await app.stripe.flushWebhooks();
    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({
      paidByUserId: daughter.user.id,
      payerName: 'Anna Moss',
      payerEmail: daughter.body.email,
    });
    await t.app.mailer.flush();
    const toRuth = await app.mailbox.latestTo(client.body.email, 'Payment received');
    expect(toRuth.text).toContain('Paid by Anna Moss');
    const toAnna = await app.mailbox.latestTo(daughter.body.email, 'Your payment');
    expect(toAnna.text).toContain('of Ruth Moss');
    const activity = await t.app.db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'payment.card-paid')
      .where('subjectId', '=', id)
      .executeTakeFirstOrThrow();
    expect(activity).toMatchObject({ actorId: daughter.user.id, onBehalfOfId: client.user.id });
    expect(activity.summary).toContain('Anna Moss paid $120.00 by card (Visa ending 4242) for Ruth Moss');
  });

  it('pays from the link in the invoice e-mail, signed out, and the link keeps no secret in the outbox', async () => {
    const id = await sentInvoice(t, ruth(), 8_800, 'es');
    const ctx = serviceContext(t.app, t.config);
    await emailInvoice(ctx, id, 'invoice-email:test-1');
    await t.app.mailer.flush();
    const email = await app.mailbox.latestTo(client.body.email, 'Factura');
    const token = /\/pay\/([0-9a-f]{64})/.exec(email.text)?.[1];
    expect(token, email.text).toBeDefined();
    expect(email.text).toContain('Pagar con tarjeta');
    const stored = await t.app.db
      .selectFrom('emailOutbox')
      .select(['textBody'])
      .where('toAddress', '=', client.body.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.textBody).not.toContain(token);
    expect((await invoiceRow(id)).payTokenHash).toBe(sha256(token!));

    const view = await call(undefined, 'GET', `/api/pay-links/${token}`);
    expect(view.json()).toMatchObject({ balanceCents: 8_800, payByCard: true, language: 'es' });
    expect(JSON.stringify(view.json())).not.toContain(client.body.email);
    expect((await call(undefined, 'GET', `/api/pay-links/${'0'.repeat(64)}`)).statusCode).toBe(404);

    const pay = await call(undefined, 'POST', `/api/pay-links/${token}/pay`, { language: 'es' });
    const sessionId = sessionOf(pay.json().url);
    expect(app.stripe.sessions.get(sessionId)?.locale).toBe('es');
    await app.stripe.completeCheckout(sessionId, { email: 'son@example.net', name: 'Tom Moss' });
    await app.stripe.flushWebhooks();
    expect((await paymentsOf(id))[0]).toMatchObject({ paidByUserId: null, payerEmail: 'son@example.net' });
    await t.app.mailer.flush();
    expect((await app.mailbox.latestTo('son@example.net')).subject).toContain('Su pago de $88.00');
    expect((await call(undefined, 'GET', `/api/pay-links/${token}`)).json()).toMatchObject({
      state: 'paid',
      payByCard: false,
    });

    await t.app.db.updateTable('invoices').set({ voidedAt: new Date().toISOString() }).where('id', '=', id).execute();
    expect((await call(undefined, 'GET', `/api/pay-links/${token}`)).json().code).toBe('pay_link_not_found');
  });

  it('lets an admin refund part and then the rest, once each, with e-mails; never a cash payment, never past the payment', async () => {
    const id = await sentInvoice(t, ruth(), 10_000);
    await app.stripe.completeCheckout(await startPaying(client, id));
    await app.stripe.flushWebhooks();
    const [payment] = await paymentsOf(id);
    const url = `/api/admin/payments/${payment!.id}/refund`;
    expect((await call(staff, 'POST', url, { amount: '10.00', reason: 'x' })).statusCode).toBe(403);
    expect((await call(admin, 'POST', url, { amount: '200.00', reason: 'Too much' })).json().code).toBe(
      'refund_too_large',
    );
    expect((await call(admin, 'POST', url, { amount: '30.00', reason: '' })).statusCode).toBe(400);

    const part = await call(admin, 'POST', url, { amount: '30.00', reason: 'One errand was not done' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ paidCents: 7_000, balanceCents: 3_000 });
    expect(part.json().payments[0]).toMatchObject({ refundedCents: 3_000, refundableCents: 7_000 });
    await app.stripe.flushWebhooks();
    // Stripe's charge.refunded event for the same refund finds it recorded.
    expect(
      await t.app.db
        .selectFrom('paymentRefunds')
        .selectAll()
        .where('paymentId', '=', payment!.id)
        .orderBy('id')
        .execute(),
    ).toHaveLength(1);
    expect((await invoiceRow(id)).paidCents).toBe(7_000);
    await t.app.mailer.flush();
    const notice = await app.mailbox.latestTo(client.body.email, 'Refund');
    expect(notice.text).toContain('$30.00');
    expect(notice.text).toContain('One errand was not done');

    expect(
      (await call(admin, 'POST', url, { amount: '70.00', reason: 'Cancelled' })).json().payments[0].refundableCents,
    ).toBe(0);
    expect((await invoiceRow(id)).paidCents).toBe(0);
    expect((await call(admin, 'POST', `/api/admin/payments/${payment!.id}/void`, { reason: 'x' })).json().code).toBe(
      'payment_by_card',
    );

    const cash = await call(staff, 'POST', `/api/admin/invoices/${id}/payments`, {
      amount: '5.00',
      method: 'cash',
      receivedOn: '2026-11-20',
    });
    expect(cash.statusCode, cash.body).toBe(201);
    const cashId = (await paymentsOf(id)).find((p) => p.method === 'cash')!.id;
    expect(
      (await call(admin, 'POST', `/api/admin/payments/${cashId}/refund`, { amount: '5.00', reason: 'x' })).json().code,
    ).toBe('refund_not_card');
  });

  it('records a refund made in the Stripe dashboard from its event', async () => {
    const id = await sentInvoice(t, ruth(), 4_000);
    await app.stripe.completeCheckout(await startPaying(client, id));
    await app.stripe.flushWebhooks();
    const [payment] = await paymentsOf(id);
    const stripeClient = new (await import('stripe')).default(app.stripe.secretKey, {
      host: '127.0.0.1',
      port: app.stripe.port,
      protocol: 'http',
    });
    await stripeClient.refunds.create({ payment_intent: payment!.providerReference!, amount: 1_500 });
    await app.stripe.flushWebhooks();
    expect((await invoiceRow(id)).paidCents).toBe(2_500);
    const [refund] = await t.app.db
      .selectFrom('paymentRefunds')
      .selectAll()
      .where('paymentId', '=', payment!.id)
      .orderBy('id')
      .execute();
    expect(refund).toMatchObject({ amountCents: 1_500, reason: 'Refunded in Stripe', refundedById: null });
  });

  it('refuses a webhook not signed with our secret and changes nothing', async () => {
    const before = (await t.app.db.selectFrom('stripeEvents').select('id').execute()).length;
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } }),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('webhook_signature_invalid');
    expect((await t.app.db.selectFrom('stripeEvents').select('id').execute()).length).toBe(before);
  });

  it('says nothing was charged when Stripe cannot be reached', async () => {
    const id = await sentInvoice(t, ruth(), 3_000);
    app.stripe.failNextRequest(500, { type: 'api_error', message: 'down' }, 3);
    const res = await call(client, 'POST', `/api/invoices/${id}/pay`, {});
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('card_provider_down');
  });
});

describe.each(engines)('without Stripe keys on %s', (engine) => {
  let t: TestApp;
  let client: Caller;
  beforeAll(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
    client = await registerClient(t);
  });
  afterAll(() => t.close());

  it('offers no card payment anywhere, and the webhook address is unknown', async () => {
    const id = await sentInvoice(t, { id: client.user.id, name: 'Margaret Hill', email: client.body.email }, 9_000);
    const headers = cookieHeader(t, client.cookie);
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${id}`, headers })).json().payByCard).toBe(false);
    const pay = await t.app.inject({ method: 'POST', url: `/api/invoices/${id}/pay`, headers, payload: {} });
    expect(pay.statusCode).toBe(404);
    expect(pay.json().code).toBe('card_payments_off');
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(hook.statusCode).toBe(404);
    const ctx = serviceContext(t.app, t.config);
    await emailInvoice(ctx, id, 'invoice-email:no-keys');
    const row = await t.app.db
      .selectFrom('invoices')
      .select('payTokenHash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.payTokenHash).toBeNull();
    const mail = await t.app.db
      .selectFrom('emailOutbox')
      .select('textBody')
      .where('kind', '=', 'invoice')
      .executeTakeFirstOrThrow();
    expect(mail.textBody).not.toContain('/pay/');
  });
});
