import { addDaysToDate, autopayConsentText, businessToday, defaultBusiness } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { echoWebRoot, renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { postForm } from '../../../../test/page-form-posts.js';
import { sentInvoice, startCardPaymentsApp, type CardPaymentsApp } from '../../../../test/support/card-payments.js';
import { emailInvoice } from '../../invoices/invoice-emails.js';
import { serviceContext, type JobContext } from '../../service-context.js';
import { chargeDueAutopay } from '../autopay.js';

type Caller = Awaited<ReturnType<typeof registerClient>>;

/** The Checkout session id in the address Stripe's page was given. */
const sessionOf = (url: string) => url.split('/pay/')[1] ?? '';
/** Midday in New York on a calendar day: the sweep's "today" is that day, whatever the season. */
const middayOn = (day: string) => new Date(`${day}T17:00:00Z`);

describe.each(engines)('a card on file and autopay on %s', (engine) => {
  let app: CardPaymentsApp;
  let t: TestApp;
  let ctx: JobContext;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let webRoot: string;
  const today = businessToday();

  beforeAll(async () => {
    webRoot = await echoWebRoot();
    app = await startCardPaymentsApp(engine, { web: 'production', webRoot });
    t = app.t;
    ctx = { ...serviceContext(t.app, t.config), logger: t.app.log };
    admin = await createStaff(t, 'admin');
    staff = await createStaff(t, 'staff');
  });
  afterAll(() => app.close());

  const as = (caller: { cookie: string } | undefined) => (caller ? cookieHeader(t, caller.cookie) : {});
  const call = (
    caller: { cookie: string } | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: as(caller), ...(payload ? { payload } : {}) });

  async function newClient(language: 'en' | 'es' = 'en') {
    const client = await registerClient(t, { firstName: 'Ruth', lastName: 'Moss' });
    if (language === 'es')
      await t.app.db.updateTable('users').set({ language: 'es' }).where('id', '=', client.user.id).execute();
    return client;
  }

  /** A contact of `client`'s circle with the billing right, helping with the account in this session. */
  async function helper(client: Caller) {
    const contact = await registerClient(t, { firstName: 'Anna', lastName: 'Moss' });
    await t.app.db
      .insertInto('trustedContacts')
      .values({
        clientId: client.user.id,
        contactUserId: contact.user.id,
        name: 'Anna Moss',
        email: contact.body.email,
        rights: 'billing',
        status: 'active',
      })
      .execute();
    await t.app.repos.sessions.setActingFor(sha256(contact.cookie), client.user.id);
    return contact;
  }

  async function saveCard(client: Caller, card: 'visa' | 'declined' = 'visa') {
    const res = await call(client, 'POST', '/api/payment-card/setup', {});
    expect(res.statusCode, res.body).toBe(200);
    await app.stripe.completeCheckout(sessionOf(res.json().url), { card });
    await app.stripe.flushWebhooks();
  }

  async function autopayOn(client: Caller, language: 'en' | 'es' = 'en') {
    const { consentVersion } = (await call(client, 'GET', '/api/payment-card')).json();
    const res = await call(client, 'PUT', '/api/payment-card/autopay', {
      autopay: true,
      agree: true,
      consentVersion,
      language,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** A sent invoice of the client's, due on `dueOn`. */
  async function invoiceDue(client: Caller, cents: number, dueOn = today) {
    const id = await sentInvoice(t, { id: client.user.id, name: 'Ruth Moss', email: client.body.email }, cents);
    await t.app.db.updateTable('invoices').set({ dueOn }).where('id', '=', id).execute();
    return id;
  }

  const invoiceRow = (id: number) =>
    t.app.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const paymentsOf = (invoiceId: number) =>
    t.app.db.selectFrom('payments').selectAll().where('invoiceId', '=', invoiceId).orderBy('id').execute();
  const triesOf = (invoiceId: number) =>
    t.app.db.selectFrom('autopayTries').selectAll().where('invoiceId', '=', invoiceId).orderBy('tryNumber').execute();
  const chargesOf = (invoiceId: number) =>
    [...app.stripe.paymentIntents.values()].filter((intent) => intent.metadata.invoiceId === String(invoiceId));
  const mailTo = async (to: string, kind: string) =>
    t.app.db
      .selectFrom('emailOutbox')
      .select(['subject', 'textBody'])
      .where('toAddress', '=', to)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();

  it('saves a card on Stripe’s page for the account holder alone, and only on Stripe’s word', async () => {
    const client = await newClient();
    const contact = await helper(client);
    expect((await call(client, 'GET', '/api/payment-card')).json()).toEqual({
      card: null,
      autopay: false,
      consentWords: null,
      consentVersion: null,
      agreed: null,
    });
    // The card and the consent are the client's own: a contact with billing, and the office, are refused.
    for (const [method, url] of [
      ['GET', '/api/payment-card'],
      ['POST', '/api/payment-card/setup'],
      ['PUT', '/api/payment-card/autopay'],
      ['DELETE', '/api/payment-card'],
    ] as const) {
      expect(
        (await call(contact, method, url, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode,
      ).toBe(403);
      expect(
        (await call(staff, method, url, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode,
      ).toBe(403);
    }

    const start = await call(client, 'POST', '/api/payment-card/setup', { language: 'es' });
    expect(start.statusCode, start.body).toBe(200);
    const session = app.stripe.sessions.get(sessionOf(start.json().url))!;
    expect(session).toMatchObject({
      mode: 'setup',
      locale: 'es',
      metadata: { purpose: 'card', clientId: String(client.user.id) },
    });
    expect(session.success_url).toBe('http://localhost:3000/es/profile?card=saved');
    const customer = await t.app.db
      .selectFrom('cardCustomers')
      .selectAll()
      .where('clientId', '=', client.user.id)
      .executeTakeFirstOrThrow();
    expect(session.customer).toBe(customer.customerId);

    // Coming back from Stripe's page saves nothing: Stripe's webhook does.
    app.stripe.holdWebhooks(true);
    await app.stripe.completeCheckout(session.id);
    expect((await call(client, 'GET', '/api/payment-card')).json().card).toBeNull();
    app.stripe.holdWebhooks(false);
    await app.stripe.releaseWebhooks();
    await app.stripe.flushWebhooks();

    const shown = (await call(client, 'GET', '/api/payment-card')).json();
    expect(shown.card).toEqual({ label: 'Visa ending 4242', expires: `12/${new Date().getUTCFullYear() + 3}` });
    expect(shown.autopay).toBe(false);
    expect(shown.consentWords.en).toBe(autopayConsentText('en', 'Visa ending 4242'));
    expect(shown.consentWords.en).toContain(
      'charge my Visa ending 4242 for the full balance of each invoice on its due date',
    );
    expect(shown.consentWords.en).toContain(defaultBusiness.phoneDisplay);
    expect(shown.consentWords.es).toContain('Visa terminada en 4242');
    expect(JSON.stringify(shown)).not.toMatch(/pm_|cus_/);

    // A second save uses the same Stripe customer.
    await saveCard(client);
    expect([...app.stripe.customers.values()].filter((c) => c.id === customer.customerId)).toHaveLength(1);
    expect(
      await t.app.db.selectFrom('cardCustomers').select('customerId').where('clientId', '=', client.user.id).execute(),
    ).toHaveLength(1);
  });

  it('turns autopay on only with the box ticked under the very words shown, and keeps those words', async () => {
    const client = await newClient('es');
    await saveCard(client);
    const unticked = await call(client, 'PUT', '/api/payment-card/autopay', { autopay: true, agree: false });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().fields.agree).toBe('Please tick the box to agree before turning on autopay');
    const stale = await call(client, 'PUT', '/api/payment-card/autopay', {
      autopay: true,
      agree: true,
      consentVersion: 'words-of-before',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('autopay_consent_changed');
    expect((await call(client, 'GET', '/api/payment-card')).json().autopay).toBe(false);

    const before = new Date().toISOString();
    const on = await autopayOn(client, 'es');
    expect(on.autopay).toBe(true);
    expect(on.agreed).toMatchObject({ text: autopayConsentText('es', 'Visa ending 4242'), by: 'Ruth Moss' });
    const row = await t.app.db
      .selectFrom('cardCustomers')
      .selectAll()
      .where('clientId', '=', client.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ autopay: true, consentedById: client.user.id, consentText: on.agreed.text });
    expect(new Date(row.consentedAt!).getTime()).toBeGreaterThanOrEqual(new Date(before).getTime() - 1000);

    // The invoice e-mail says when autopay will charge which card.
    const id = await invoiceDue(client, 9_000, addDaysToDate(today, 14));
    await t.app.db.updateTable('invoices').set({ language: 'es' }).where('id', '=', id).execute();
    await emailInvoice(ctx, id, `invoice-email:autopay-${engine}`);
    const [mail] = await mailTo(client.body.email, 'invoice');
    expect(mail?.textBody).toContain('El pago automático cobrará el saldo a su Visa terminada en 4242');

    // A new card replaces the old one (forgotten at Stripe), and autopay waits for a yes for it.
    const old = row.paymentMethodId!;
    await saveCard(client, 'declined');
    const replaced = (await call(client, 'GET', '/api/payment-card')).json();
    expect(replaced).toMatchObject({ card: { label: 'Visa ending 9995' }, autopay: false, agreed: null });
    expect(app.stripe.paymentMethods.get(old)?.customer).toBeNull();
  });

  it('charges a due invoice once however many sweeps run, records it as Stripe’s webhook would, and sends the receipt', async () => {
    const client = await newClient();
    await saveCard(client);
    await autopayOn(client);
    const due = await invoiceDue(client, 15_000);
    const later = await invoiceDue(client, 7_000, addDaysToDate(today, 1));

    const [first, second] = await Promise.all([chargeDueAutopay(ctx), chargeDueAutopay(ctx)]);
    expect([...first!, ...second!].filter((id) => id === due)).toEqual([due]);
    expect(await chargeDueAutopay(ctx)).not.toContain(due);
    await app.stripe.flushWebhooks();
    expect(app.stripe.deliveries.every((d) => d.status === 200)).toBe(true);

    expect(chargesOf(due)).toHaveLength(1);
    expect(chargesOf(due)[0]?.metadata).toMatchObject({ purpose: 'autopay', invoiceId: String(due) });
    expect((await invoiceRow(due)).paidCents).toBe(15_000);
    const payments = await paymentsOf(due);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amountCents: 15_000,
      provider: 'stripe',
      providerReference: chargesOf(due)[0]?.id,
      cardLabel: 'Visa ending 4242',
      note: 'Autopay',
    });
    expect(await triesOf(due)).toMatchObject([
      { tryNumber: 1, amountCents: 15_000, outcome: 'succeeded', providerReference: chargesOf(due)[0]?.id },
    ]);
    await t.app.mailer.flush();
    expect(await mailTo(client.body.email, 'payment-receipt')).toHaveLength(1);
    // Not due yet: not charged.
    expect(chargesOf(later)).toHaveLength(0);
    expect(await triesOf(later)).toEqual([]);
  });

  it('marks nothing paid on a decline, tells the client and the office, and tries again 3 and then 5 days later, 3 tries in all', async () => {
    const client = await newClient('es');
    await saveCard(client, 'declined');
    await autopayOn(client);
    const id = await invoiceDue(client, 12_500);

    expect(await chargeDueAutopay(ctx, middayOn(today))).toContain(id);
    const retryOn = addDaysToDate(today, 3);
    expect(await triesOf(id)).toMatchObject([
      { tryNumber: 1, outcome: 'failed', declineCode: 'insufficient_funds', nextTryOn: retryOn },
    ]);
    expect((await triesOf(id))[0]?.message).toContain('insufficient funds');
    expect((await invoiceRow(id)).paidCents).toBe(0);
    expect(await paymentsOf(id)).toEqual([]);

    const [toClient] = await mailTo(client.body.email, 'autopay-declined');
    expect(toClient?.subject).toContain('El pago automático no pudo cobrar');
    expect(toClient?.textBody).toContain('Visa terminada en 9995');
    expect(toClient?.textBody).toContain('no tenía suficiente dinero');
    expect(toClient?.textBody).toContain('No se cobró nada');
    expect(toClient?.textBody).toContain('/es/profile');
    const [toOffice] = await mailTo(admin.user.email, 'staff-autopay-declined');
    expect(toOffice?.subject).toBe(
      `Autopay declined: INV-${String((await invoiceRow(id)).number).padStart(6, '0')} for Ruth Moss`,
    );
    expect(toOffice?.textBody).toContain('insufficient_funds');
    expect(toOffice?.textBody).toContain(`Autopay will try again on ${retryOn}`);

    // Not again before the day of the next try.
    expect(await chargeDueAutopay(ctx, middayOn(addDaysToDate(today, 2)))).not.toContain(id);
    expect(await chargeDueAutopay(ctx, middayOn(retryOn))).toContain(id);
    const lastOn = addDaysToDate(retryOn, 5);
    expect((await triesOf(id)).map((r) => [r.tryNumber, r.nextTryOn])).toEqual([
      [1, retryOn],
      [2, lastOn],
    ]);
    expect(await chargeDueAutopay(ctx, middayOn(lastOn))).toContain(id);
    expect((await triesOf(id)).map((r) => [r.tryNumber, r.outcome, r.nextTryOn])).toEqual([
      [1, 'failed', retryOn],
      [2, 'failed', lastOn],
      [3, 'failed', null],
    ]);
    expect(await chargeDueAutopay(ctx, middayOn(addDaysToDate(lastOn, 30)))).not.toContain(id);
    expect(chargesOf(id)).toHaveLength(3);
    expect((await invoiceRow(id)).paidCents).toBe(0);
    const told = await mailTo(client.body.email, 'autopay-declined');
    expect(told).toHaveLength(3);
    expect(told[2]?.textBody).toContain('no volverá a intentar');

    // The back office sees the tries on the invoice and on the client.
    const detail = (await call(staff, 'GET', `/api/admin/invoices/${id}`)).json();
    expect(detail.autopayTries.map((r: { outcome: string }) => r.outcome)).toEqual(['failed', 'failed', 'failed']);
    const card = (await call(staff, 'GET', `/api/admin/clients/${client.user.id}/payment-card`)).json();
    expect(card).toMatchObject({ card: { label: 'Visa ending 9995' }, autopay: true, consentedBy: 'Ruth Moss' });
    expect(card.tries).toHaveLength(3);
    expect(JSON.stringify(card)).not.toMatch(/pm_|cus_/);
  });

  it('does not try a card again after a decline that will not pass', async () => {
    const client = await newClient();
    await saveCard(client);
    await autopayOn(client);
    const id = await invoiceDue(client, 6_000);
    app.stripe.failNextRequest(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'lost_card',
      message: 'Your card was declined.',
    });
    expect(await chargeDueAutopay(ctx, middayOn(today))).toContain(id);
    expect(await triesOf(id)).toMatchObject([
      { tryNumber: 1, outcome: 'failed', declineCode: 'lost_card', nextTryOn: null },
    ]);
    const [toClient] = await mailTo(client.body.email, 'autopay-declined');
    expect(toClient?.textBody).toContain('the card was reported lost');
    expect(toClient?.textBody).toContain('Autopay will not try this card again for this invoice.');
    expect(await chargeDueAutopay(ctx, middayOn(addDaysToDate(today, 3)))).not.toContain(id);
    expect(await triesOf(id)).toHaveLength(1);
    expect((await invoiceRow(id)).paidCents).toBe(0);
  });

  it('takes up a try Stripe did not answer with the same idempotency key, and charges once', async () => {
    const client = await newClient();
    await saveCard(client);
    await autopayOn(client);
    const id = await invoiceDue(client, 4_000);
    app.stripe.failNextRequest(500, { type: 'api_error', message: 'down' }, 3);
    expect(await chargeDueAutopay(ctx)).not.toContain(id);
    expect(await triesOf(id)).toMatchObject([{ tryNumber: 1, outcome: 'pending' }]);
    expect((await invoiceRow(id)).paidCents).toBe(0);
    // Within a quarter of an hour it is left alone; after, taken up again.
    expect(await chargeDueAutopay(ctx)).not.toContain(id);
    expect(await chargeDueAutopay(ctx, new Date(Date.now() + 20 * 60 * 1000))).toContain(id);
    expect(await triesOf(id)).toMatchObject([{ tryNumber: 1, outcome: 'succeeded' }]);
    expect(chargesOf(id)).toHaveLength(1);
    expect((await invoiceRow(id)).paidCents).toBe(4_000);
  });

  it('stops when autopay is turned off, and forgets the card at Stripe when it is removed', async () => {
    const client = await newClient();
    await saveCard(client);
    await autopayOn(client);
    const off = await call(client, 'PUT', '/api/payment-card/autopay', { autopay: false });
    expect(off.json()).toMatchObject({ autopay: false, agreed: null });
    const id = await invoiceDue(client, 5_000);
    expect(await chargeDueAutopay(ctx)).not.toContain(id);
    expect(chargesOf(id)).toHaveLength(0);

    const { paymentMethodId } = await t.app.db
      .selectFrom('cardCustomers')
      .select('paymentMethodId')
      .where('clientId', '=', client.user.id)
      .executeTakeFirstOrThrow();
    await autopayOn(client);
    const removed = await call(client, 'DELETE', '/api/payment-card');
    expect(removed.json()).toMatchObject({ card: null, autopay: false, consentWords: null });
    expect(app.stripe.paymentMethods.get(paymentMethodId!)?.customer).toBeNull();
    expect(await chargeDueAutopay(ctx)).not.toContain(id);
    const again = await call(client, 'PUT', '/api/payment-card/autopay', {
      autopay: true,
      agree: true,
      consentVersion: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payment_card_none');
    const activity = await t.app.db
      .selectFrom('events')
      .select('type')
      .where('subjectType', '=', 'user')
      .where('subjectId', '=', client.user.id)
      .orderBy('id')
      .execute();
    expect(activity.map((e) => e.type)).toEqual([
      'user.registered',
      'payment-card.saved',
      'autopay.turned-on',
      'autopay.turned-off',
      'autopay.turned-on',
      'payment-card.removed',
    ]);
  });

  it('lets the office turn autopay off when the client asks by phone, never on', async () => {
    const client = await newClient();
    await saveCard(client);
    await autopayOn(client);
    const url = `/api/admin/clients/${client.user.id}/payment-card/autopay-off`;
    expect((await call(client, 'POST', url)).statusCode).toBe(403);
    const off = await call(staff, 'POST', url);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ autopay: false, card: { label: 'Visa ending 4242' } });
    const event = await t.app.db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'autopay.turned-off')
      .where('subjectId', '=', client.user.id)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ actorId: staff.user.id });
    expect(event.summary).toContain("turned autopay off for Ruth Moss, at the client's request");
    // There is no way for the office to turn it on: the client's own call refuses staff.
    const { consentVersion } = (await call(client, 'GET', '/api/payment-card')).json();
    expect(
      (await call(staff, 'PUT', '/api/payment-card/autopay', { autopay: true, agree: true, consentVersion }))
        .statusCode,
    ).toBe(403);
    expect((await call(admin, 'POST', `/api/admin/clients/999999/payment-card/autopay-off`)).statusCode).toBe(404);
  });

  it('runs as the scheduled autopay job from the queue', async () => {
    const client = await newClient();
    await saveCard(client);
    await autopayOn(client);
    const id = await invoiceDue(client, 3_300);
    await t.app.jobs.add(t.app.db, 'autopay', {});
    t.app.jobs.wake('autopay');
    await t.app.mailer.flush();
    expect((await invoiceRow(id)).paidCents).toBe(3_300);
  });

  it('works without JavaScript: save goes on to Stripe, autopay needs the box ticked, a contact is refused', async () => {
    const client = await newClient();
    const headers = as(client);
    const setup = await postForm(t, '/es/profile', { _form: 'payment-card-setup' }, headers);
    expect(setup.statusCode).toBe(303);
    const sessionId = sessionOf(setup.headers.location as string);
    expect(app.stripe.sessions.get(sessionId)?.locale).toBe('es');
    await app.stripe.completeCheckout(sessionId);
    await app.stripe.flushWebhooks();

    const page = await t.app.inject({ method: 'GET', url: '/profile?read=/api/payment-card', headers });
    const read = renderedInput(page.body).reads[0]!;
    expect(read.status).toBe(200);
    const { consentVersion } = read.body as { consentVersion: string };

    const unticked = await postForm(
      t,
      '/profile',
      { _form: 'payment-card-autopay-on', autopay: 'true', consentVersion },
      headers,
    );
    expect(unticked.statusCode).toBe(400);
    expect(renderedInput(unticked.body).form).toMatchObject({
      form: 'payment-card-autopay-on',
      errors: { agree: 'Please tick the box to agree before turning on autopay' },
    });
    const ticked = await postForm(
      t,
      '/es/profile',
      { _form: 'payment-card-autopay-on', autopay: 'true', agree: 'on', consentVersion },
      headers,
    );
    expect(ticked.statusCode).toBe(303);
    expect(ticked.headers.location).toBe('/es/profile?card=autopay-on');
    const row = await t.app.db
      .selectFrom('cardCustomers')
      .selectAll()
      .where('clientId', '=', client.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ autopay: true, consentText: autopayConsentText('es', 'Visa ending 4242') });

    const contact = await helper(client);
    const refused = await postForm(t, '/profile', { _form: 'payment-card-autopay-off' }, as(contact));
    expect(refused.statusCode).toBe(403);
    expect((await call(client, 'GET', '/api/payment-card')).json().autopay).toBe(true);

    const off = await postForm(t, '/profile', { _form: 'payment-card-autopay-off' }, headers);
    expect(off.headers.location).toBe('/profile?card=autopay-off');
    const removed = await postForm(t, '/profile', { _form: 'payment-card-remove' }, headers);
    expect(removed.headers.location).toBe('/profile?card=removed');
    expect((await call(client, 'GET', '/api/payment-card')).json().card).toBeNull();
  });
});

describe.each(engines)('autopay without Stripe keys on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
  });
  afterAll(() => t.close());

  it('answers 404 on every card route and charges nothing', async () => {
    const client = await registerClient(t);
    const headers = cookieHeader(t, client.cookie);
    for (const [method, url, payload] of [
      ['GET', '/api/payment-card', undefined],
      ['POST', '/api/payment-card/setup', {}],
      ['PUT', '/api/payment-card/autopay', { autopay: false }],
      ['DELETE', '/api/payment-card', undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('card_payments_off');
    }
    // Even a card left from when keys were set is not charged.
    await t.app.db
      .insertInto('cardCustomers')
      .values({
        clientId: client.user.id,
        customerId: 'cus_left',
        paymentMethodId: 'pm_left',
        cardLabel: 'Visa ending 4242',
        autopay: true,
      })
      .execute();
    const id = await sentInvoice(t, { id: client.user.id, name: 'Margaret Hill', email: client.body.email }, 2_000);
    await t.app.db.updateTable('invoices').set({ dueOn: businessToday() }).where('id', '=', id).execute();
    const ctx = { ...serviceContext(t.app, t.config), logger: t.app.log };
    expect(await chargeDueAutopay(ctx)).toEqual([]);
    expect(await t.app.db.selectFrom('autopayTries').selectAll().orderBy('id').execute()).toEqual([]);
  });
});
