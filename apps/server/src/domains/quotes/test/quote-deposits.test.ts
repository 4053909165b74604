import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDaysToDate, businessToday, QUOTE_FORM_MESSAGES, type ClientQuote, type StaffQuote } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { echoWebRoot } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.js';
import { postForm } from '../../../../test/page-form-posts.js';
import { startCardPaymentsApp, type CardPaymentsApp } from '../../../../test/support/card-payments.js';
import { requestRow, scheduleBody } from '../../../../test/support/contact-requests.js';
import { emailInvoice } from '../../invoices/invoice-emails.js';
import { invoiceDocument } from '../../invoices/invoice-views.js';
import { handleStripeEvent } from '../../payments/stripe-events.js';
import { serviceContext } from '../../service-context.js';

/** A package, travel and a 10% discount on the package: $200.50 in all. */
const LINES = [
  { kind: 'package', description: '3-Hour Package', quantity: '1', unitPrice: '195.00', minutes: 180 },
  { kind: 'travel', description: 'Travel, Pasco County', quantity: '1', unitPrice: '25' },
  { kind: 'discount', description: 'Neighbour discount', quantity: '1', unitPrice: '0', percent: '10' },
];
const TOTAL = 20_050;
/** 25% of $200.50 is $50.125: rounded to the cent, halves up. */
const QUARTER = 5_013;

/** A link's token of the real shape (43 URL-safe characters), set as the quote's current link. */
const tokenFor = (n: number) => `Dp_${String(n).padStart(40, '0')}`;

type Caller = { cookie: string; user: { id: number }; body?: { email: string } };

/** The Checkout session id in the address Stripe's page was given. */
const sessionOf = (url: string) => url.split('/pay/')[1] ?? '';

/** Page forms on (the echo renderer), for the no-JavaScript forms. */
async function pageApp() {
  const webRoot = await echoWebRoot();
  const photosDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ta-photos-'));
  return { webRoot, photosDir, overrides: { web: 'production' as const, webRoot, photosDir } };
}

describe.each(engines)('quote deposits by card on %s', (engine) => {
  let app: CardPaymentsApp;
  let t: TestApp;
  let dirs: string[];
  let client: Caller & { body: { email: string } };
  let other: Caller;
  let daughter: Caller & { body: { email: string } };
  let neighbour: Caller;
  let staff: Caller;
  let quoteCount = 0;

  beforeAll(async () => {
    const page = await pageApp();
    dirs = [page.webRoot, page.photosDir];
    app = await startCardPaymentsApp(engine, page.overrides);
    t = app.t;
    client = await registerClient(t, { firstName: 'Ruth', lastName: 'Moss' });
    other = await registerClient(t, { firstName: 'Walter', lastName: 'Green' });
    daughter = await registerClient(t, { firstName: 'Anna', lastName: 'Moss' });
    neighbour = await registerClient(t, { firstName: 'Ned', lastName: 'Price' });
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
          email: contact.body?.email ?? '',
          rights,
          status: 'active',
        })
        .execute();
      await t.app.repos.sessions.setActingFor(sha256(contact.cookie), client.user.id);
    }
  });
  afterAll(async () => {
    await app.close();
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  const call = (caller: Caller | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: caller ? cookieHeader(t, caller.cookie) : {},
      ...(payload ? { payload } : {}),
    });
  const depositsOf = (quoteId: number) =>
    t.app.db.selectFrom('quoteDeposits').selectAll().where('quoteId', '=', quoteId).orderBy('id').execute();
  const outboxCount = async () =>
    (await t.app.db.selectFrom('emailOutbox').select('id').orderBy('id').execute()).length;

  async function draft(quoteId: number, deposit: object | null) {
    return call(staff, 'PUT', `/api/admin/quotes/${quoteId}/draft`, {
      version: 1,
      lines: LINES,
      validUntil: addDaysToDate(businessToday(), 10),
      deposit,
    });
  }

  /** A quote of Ruth's account asking `deposit`, sent, with a known link token. */
  async function sentQuote(deposit: object | null = { kind: 'percent', value: '25' }) {
    const request = await t.app.repos.contactRequests.create(
      requestRow({ firstName: 'Ruth', lastName: 'Moss', email: client.body.email, language: 'en' } as never),
    );
    const made = await call(staff, 'POST', '/api/admin/quotes', { contactRequestId: request.id });
    expect(made.statusCode, made.body).toBe(201);
    const quote: StaffQuote = made.json();
    const saved = await draft(quote.id, deposit);
    expect(saved.statusCode, saved.body).toBe(200);
    const sent = await call(staff, 'POST', `/api/admin/quotes/${quote.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    quoteCount += 1;
    const token = tokenFor(quoteCount);
    await t.app.db
      .updateTable('quotes')
      .set({ linkTokenHash: sha256(token) })
      .where('id', '=', quote.id)
      .execute();
    return { id: quote.id, label: quote.label, token };
  }

  async function approve(caller: Caller, quoteId: number, typedName = 'Ruth Moss') {
    const res = await call(caller, 'POST', `/api/quotes/${quoteId}/approve`, { version: 1, typedName });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ClientQuote & { depositCheckout: { url: string } | null };
  }

  it('saves a deposit as an amount or a percentage of the total, names it in the hash, and refuses bad ones with the message', async () => {
    const request = await t.app.repos.contactRequests.create(requestRow({ email: client.body.email }));
    const quote: StaffQuote = (await call(staff, 'POST', '/api/admin/quotes', { contactRequestId: request.id })).json();
    const none: StaffQuote = (await draft(quote.id, null)).json();
    expect(none.versions[0]).toMatchObject({ totalCents: TOTAL, depositCents: null, depositPercentBp: null });

    const amount: StaffQuote = (await draft(quote.id, { kind: 'amount', value: '50.00' })).json();
    expect(amount.versions[0]).toMatchObject({ depositCents: 5_000, depositPercentBp: null });
    const percent: StaffQuote = (await draft(quote.id, { kind: 'percent', value: '25' })).json();
    expect(percent.versions[0]).toMatchObject({ depositCents: QUARTER, depositPercentBp: 2_500 });
    const hashes = new Set([none, amount, percent].map((q) => q.versions[0]!.contentHash));
    expect(hashes.size).toBe(3);

    for (const [deposit, message] of [
      [{ kind: 'amount', value: 'fifty' }, QUOTE_FORM_MESSAGES.depositAmount],
      [{ kind: 'amount', value: '' }, QUOTE_FORM_MESSAGES.depositAmount],
      [{ kind: 'amount', value: '200.51' }, QUOTE_FORM_MESSAGES.depositTooLarge],
      [{ kind: 'amount', value: '0' }, QUOTE_FORM_MESSAGES.depositTooSmall],
      [{ kind: 'percent', value: '150' }, QUOTE_FORM_MESSAGES.depositPercent],
      [{ kind: 'percent', value: '0' }, QUOTE_FORM_MESSAGES.depositPercent],
      [{ kind: 'cheese', value: '10' }, QUOTE_FORM_MESSAGES.depositAmount],
    ] as const) {
      const bad = await draft(quote.id, deposit);
      expect(bad.statusCode, JSON.stringify(deposit)).toBe(400);
      expect(JSON.stringify(bad.json()), JSON.stringify(deposit)).toContain(JSON.stringify(message).slice(1, -1));
    }
    // The version kept what was saved last.
    expect((await call(staff, 'GET', `/api/admin/quotes/${quote.id}`)).json().versions[0].depositCents).toBe(QUARTER);

    // A new version copies the deposit, and the client and the e-mail see it once sent.
    await call(staff, 'POST', `/api/admin/quotes/${quote.id}/send`);
    await t.app.mailer.flush();
    const email = await app.mailbox.latestTo(client.body.email, quote.label);
    expect(email.text).toContain('A deposit of $50.13 is asked when you approve.');
    expect(email.text).toContain('You pay it by card');
    const two: StaffQuote = (await call(staff, 'POST', `/api/admin/quotes/${quote.id}/versions`)).json();
    expect(two.versions[0]).toMatchObject({ version: 2, depositCents: QUARTER, depositPercentBp: 2_500 });
    const read = (await call(client, 'GET', `/api/quotes/${quote.id}`)).json() as ClientQuote;
    expect(read.current).toMatchObject({ depositCents: QUARTER, depositPercentBp: 2_500 });
    expect(read.deposit).toEqual({ amountCents: QUARTER, percentBp: 2_500, paid: null, byCard: true, payable: false });
  });

  it('sends the client to Stripe for the deposit right after the approval; the webhook records it once, with receipts', async () => {
    const quote = await sentQuote();
    const approved = await approve(client, quote.id);
    expect(approved.status).toBe('approved');
    expect(approved.deposit).toMatchObject({ amountCents: QUARTER, paid: null, payable: true });
    const url = approved.depositCheckout?.url ?? '';
    expect(url.startsWith(app.stripe.url)).toBe(true);
    const sessionId = sessionOf(url);
    const session = app.stripe.sessions.get(sessionId)!;
    expect(session.amount_total).toBe(QUARTER);
    expect(session.metadata).toMatchObject({
      purpose: 'deposit',
      quoteId: String(quote.id),
      quoteVersion: '1',
      payerUserId: String(client.user.id),
    });
    expect(
      await t.app.db.selectFrom('cardCheckouts').selectAll().where('sessionId', '=', sessionId).executeTakeFirst(),
    ).toMatchObject({ purpose: 'deposit', quoteId: quote.id, quoteVersion: 1, amountCents: QUARTER, status: 'open' });

    // The client abandons Stripe's page: the quote still asks for it and offers the button.
    expect((await call(client, 'GET', `/api/quotes/${quote.id}`)).json().deposit).toMatchObject({
      paid: null,
      payable: true,
    });

    await app.stripe.completeCheckout(sessionId);
    await app.stripe.flushWebhooks();
    expect(app.stripe.deliveries.every((d) => d.status === 200)).toBe(true);
    const [deposit] = await depositsOf(quote.id);
    expect(deposit).toMatchObject({
      quoteVersion: 1,
      amountCents: QUARTER,
      feeCents: Math.round(QUARTER * 0.029) + 30,
      cardLabel: 'Visa ending 4242',
      paidByUserId: client.user.id,
      payerName: 'Ruth Moss',
      payerEmail: client.body.email,
      paidOn: businessToday(),
      appliedPaymentId: null,
    });

    // Every event of that payment again: nothing changes, no e-mail leaves twice.
    await t.app.mailer.flush();
    const mails = await outboxCount();
    const events = app.stripe.events.filter((e) => JSON.stringify(e.data.object).includes(deposit!.providerReference));
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(await app.stripe.deliver(event.id)).toBe(200);
    expect(await depositsOf(quote.id)).toHaveLength(1);
    expect(await outboxCount()).toBe(mails);

    const receipt = await app.mailbox.latestTo(client.body.email, 'Deposit received');
    expect(receipt.text).toContain('$50.13 by card (Visa ending 4242)');
    expect(receipt.text).toContain(quote.label);
    const activity = await t.app.db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'quote.deposit-paid')
      .where('subjectId', '=', quote.id)
      .orderBy('id')
      .execute();
    expect(activity).toHaveLength(1);
    expect(activity[0]!.summary).toBe(
      `Ruth Moss paid the deposit of $50.13 by card (Visa ending 4242) on ${quote.label} version 1`,
    );

    const after = (await call(client, 'GET', `/api/quotes/${quote.id}`)).json() as ClientQuote;
    expect(after.deposit).toMatchObject({ paid: { amountCents: QUARTER, paidOn: businessToday() }, payable: false });
    const again = await call(client, 'POST', `/api/quotes/${quote.id}/deposit`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('deposit_paid');
    const office = (await call(staff, 'GET', `/api/admin/quotes/${quote.id}`)).json() as StaffQuote;
    expect(office.deposits).toEqual([
      expect.objectContaining({ amountCents: QUARTER, payerName: 'Ruth Moss', invoiceId: null, version: 1 }),
    ]);
  });

  it('counts the paid deposit once on the invoice made from the quote, in its e-mail and PDF', async () => {
    const quote = await sentQuote({ kind: 'amount', value: '60.00' });
    const { depositCheckout } = await approve(client, quote.id);
    await app.stripe.completeCheckout(sessionOf(depositCheckout!.url));
    await app.stripe.flushWebhooks();
    const [deposit] = await depositsOf(quote.id);

    const scheduled = await call(staff, 'POST', `/api/admin/quotes/${quote.id}/schedule`, scheduleBody);
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const appointmentId = (scheduled.json() as StaffQuote).appointment!.id;
    const made = await call(staff, 'POST', `/api/admin/appointments/${appointmentId}/invoice`, {});
    expect(made.statusCode, made.body).toBe(201);
    const invoice = made.json() as { id: number; paidCents: number; balanceCents: number; totalCents: number };
    expect(invoice).toMatchObject({ totalCents: TOTAL, paidCents: 6_000, balanceCents: TOTAL - 6_000 });
    const payments = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('invoiceId', '=', invoice.id)
      .orderBy('id')
      .execute();
    expect(payments).toEqual([
      expect.objectContaining({
        amountCents: 6_000,
        method: 'online',
        provider: 'stripe',
        providerReference: deposit!.providerReference,
        feeCents: deposit!.feeCents,
        cardLabel: 'Visa ending 4242',
        paidByUserId: client.user.id,
        payerName: 'Ruth Moss',
        note: 'Deposit paid with the quote',
        receivedOn: deposit!.paidOn,
      }),
    ]);
    expect((await depositsOf(quote.id))[0]!.appliedPaymentId).toBe(payments[0]!.id);

    // Stripe telling of the deposit's payment again, by an event not seen before, finds it recorded.
    const ctx = serviceContext(t.app, t.config);
    const outcome = await handleStripeEvent(ctx, {
      id: `evt_deposit_again_${engine}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: deposit!.providerReference } },
    } as never);
    expect(outcome).toBe(`deposit ${deposit!.id} already recorded`);
    expect(
      await t.app.db.selectFrom('payments').selectAll().where('invoiceId', '=', invoice.id).orderBy('id').execute(),
    ).toHaveLength(1);
    const row = await t.app.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(row.paidCents).toBe(6_000);
    const office = (await call(staff, 'GET', `/api/admin/quotes/${quote.id}`)).json() as StaffQuote;
    expect(office.deposits[0]).toMatchObject({ invoiceId: invoice.id });

    // The e-mail and the PDF show it as paid.
    expect((await invoiceDocument(ctx, row)).payments).toEqual([
      expect.objectContaining({ amountCents: 6_000, deposit: true }),
    ]);
    await emailInvoice(ctx, invoice.id, `invoice-email:deposit-${engine}`);
    await t.app.mailer.flush();
    const email = await app.mailbox.latestTo(client.body.email, 'Invoice');
    expect(email.text).toContain(`Deposit paid with the quote on`);
    expect(email.text).toContain('$60.00');
    expect(email.text).toContain(`Balance due: $${((TOTAL - 6_000) / 100).toFixed(2)}`);
    // No deposit is asked once the quote is invoiced.
    expect((await call(client, 'POST', `/api/quotes/${quote.id}/deposit`, {})).json().code).toBe('deposit_paid');
  });

  it('lets a trusted contact with the billing right approve and pay the deposit, with receipts to both; others may not', async () => {
    const quote = await sentQuote({ kind: 'amount', value: '40.00' });
    expect((await call(neighbour, 'POST', `/api/quotes/${quote.id}/deposit`, {})).statusCode).toBe(403);
    expect((await call(other, 'POST', `/api/quotes/${quote.id}/deposit`, {})).statusCode).toBe(404);
    expect((await call(daughter, 'POST', `/api/quotes/${quote.id}/deposit`, {})).json().code).toBe('deposit_not_due');

    const approved = await approve(daughter, quote.id, 'Anna Moss');
    const sessionId = sessionOf(approved.depositCheckout!.url);
    expect(app.stripe.sessions.get(sessionId)?.metadata).toMatchObject({ payerUserId: String(daughter.user.id) });
    // She comes back later and asks for the page again: the first one is ended, a new one opened.
    const again = await call(daughter, 'POST', `/api/quotes/${quote.id}/deposit`, { language: 'es' });
    expect(again.statusCode, again.body).toBe(200);
    const second = sessionOf(again.json().url);
    expect(second).not.toBe(sessionId);
    expect(app.stripe.sessions.get(second)?.locale).toBe('es');
    expect(
      (
        await t.app.db
          .selectFrom('cardCheckouts')
          .select('status')
          .where('sessionId', '=', sessionId)
          .executeTakeFirst()
      )?.status,
    ).toBe('expired');
    expect((await call(other, 'POST', `/api/quotes/${quote.id}/deposit`, {})).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/quotes/${quote.id}`)).statusCode).toBe(404);

    await app.stripe.completeCheckout(second);
    await app.stripe.flushWebhooks();
    expect((await depositsOf(quote.id))[0]).toMatchObject({
      amountCents: 4_000,
      paidByUserId: daughter.user.id,
      payerName: 'Anna Moss',
      payerEmail: daughter.body.email,
    });
    await t.app.mailer.flush();
    expect((await app.mailbox.latestTo(client.body.email, 'Deposit received')).text).toContain('Paid by Anna Moss');
    expect((await app.mailbox.latestTo(daughter.body.email, 'Your deposit payment')).text).toContain('of Ruth Moss');
    const [activity] = await t.app.db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'quote.deposit-paid')
      .where('subjectId', '=', quote.id)
      .orderBy('id')
      .execute();
    expect(activity).toMatchObject({ actorId: daughter.user.id, onBehalfOfId: client.user.id });
    expect(activity!.summary).toContain('Anna Moss paid the deposit of $40.00 by card');
    expect(activity!.summary).toContain('for Ruth Moss');
  });

  it('keeps the approval when Stripe is down; the page then offers the button, and the office hears the deposit is unpaid', async () => {
    const quote = await sentQuote({ kind: 'amount', value: '30.00' });
    app.stripe.failNextRequest(500, { type: 'api_error', message: 'down' }, 3);
    const approved = await approve(client, quote.id);
    expect(approved.status).toBe('approved');
    expect(approved.depositCheckout).toBeNull();
    expect(approved.deposit).toMatchObject({ paid: null, payable: true });
    expect(
      (await t.app.db.selectFrom('quotes').select('status').where('id', '=', quote.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('approved');
    await t.app.mailer.flush();
    const notice = app.mailbox.received.findLast((m) => m.subject === `Approved: ${quote.label} by Ruth Moss`);
    expect(notice?.text).toContain('The deposit of $30.00 is not paid yet.');

    const pay = await call(client, 'POST', `/api/quotes/${quote.id}/deposit`, {});
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().url.startsWith(app.stripe.url)).toBe(true);
  });

  it('approves and pays by the e-mailed link without JavaScript: each form goes on to Stripe’s page', async () => {
    const quote = await sentQuote({ kind: 'amount', value: '25.00' });
    const approved = await postForm(t, `/quote/${quote.token}`, {
      _form: 'quote-approve',
      version: '1',
      typedName: 'Ruth Moss',
    });
    expect(approved.statusCode, approved.body).toBe(303);
    expect(approved.headers.location).toMatch(new RegExp(`^${app.stripe.url}/pay/`));
    const first = sessionOf(String(approved.headers.location));
    // Signed out: no one is named as the payer, and the page comes back to the link in its language.
    expect(app.stripe.sessions.get(first)?.metadata).not.toHaveProperty('payerUserId');
    expect(app.stripe.sessions.get(first)?.success_url).toContain(`/quote/${quote.token}?deposit=paid`);

    const button = await postForm(t, `/es/quote/${quote.token}`, { _form: 'quote-deposit', language: '' });
    expect(button.statusCode, button.body).toBe(303);
    const second = sessionOf(String(button.headers.location));
    expect(app.stripe.sessions.get(second)?.locale).toBe('es');
    expect(app.stripe.sessions.get(second)?.success_url).toContain(`/es/quote/${quote.token}?deposit=paid`);

    const json = await call(undefined, 'POST', `/api/quote-links/${quote.token}/deposit`, {});
    expect(json.statusCode, json.body).toBe(200);
    await app.stripe.completeCheckout(sessionOf(json.json().url), { email: 'son@example.net', name: 'Tom Moss' });
    await app.stripe.flushWebhooks();
    expect((await depositsOf(quote.id))[0]).toMatchObject({
      amountCents: 2_500,
      paidByUserId: null,
      payerName: 'Tom Moss',
      payerEmail: 'son@example.net',
    });
    const read = (await call(undefined, 'GET', `/api/quote-links/${quote.token}`)).json() as ClientQuote;
    expect(read.deposit?.paid?.amountCents).toBe(2_500);
    const paidAgain = await postForm(t, `/quote/${quote.token}`, { _form: 'quote-deposit', language: 'en' });
    expect(paidAgain.statusCode).toBe(409);
  });

  it('approves in the client area without JavaScript and goes on to Stripe’s page', async () => {
    const quote = await sentQuote();
    const res = await postForm(
      t,
      `/quotes/${quote.id}`,
      { _form: 'quote-approve', version: '1', typedName: 'Ruth Moss' },
      cookieHeader(t, client.cookie),
    );
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toMatch(new RegExp(`^${app.stripe.url}/pay/`));
    expect(app.stripe.sessions.get(sessionOf(String(res.headers.location)))?.metadata).toMatchObject({
      purpose: 'deposit',
      payerUserId: String(client.user.id),
    });
  });
});

describe.each(engines)('quote deposits without Stripe keys on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let client: Awaited<ReturnType<typeof registerClient>>;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let dirs: string[];
  beforeAll(async () => {
    mailbox = await startMailbox();
    const page = await pageApp();
    dirs = [page.webRoot, page.photosDir];
    t = await buildTestApp(engine, { rateLimits: false, smtpUrl: mailbox.url, ...page.overrides });
    client = await registerClient(t, { firstName: 'Ruth', lastName: 'Moss' });
    staff = await createStaff(t, 'staff');
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('approves as before, opens no page at Stripe, and says the office collects the deposit', async () => {
    const as = cookieHeader(t, staff.cookie);
    const request = await t.app.repos.contactRequests.create(
      requestRow({ firstName: 'Ruth', lastName: 'Moss', email: client.body.email }),
    );
    const quote: StaffQuote = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/quotes',
        headers: as,
        payload: { contactRequestId: request.id },
      })
    ).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/quotes/${quote.id}/draft`,
      headers: as,
      payload: {
        version: 1,
        lines: LINES,
        validUntil: addDaysToDate(businessToday(), 10),
        deposit: { kind: 'amount', value: '50' },
      },
    });
    await t.app.inject({ method: 'POST', url: `/api/admin/quotes/${quote.id}/send`, headers: as });
    await t.app.mailer.flush();
    expect((await mailbox.latestTo(client.body.email, quote.label)).text).toContain(
      'We will tell you how to pay it when we call you about the visit.',
    );

    const res = await postForm(
      t,
      `/quotes/${quote.id}`,
      { _form: 'quote-approve', version: '1', typedName: 'Ruth Moss' },
      cookieHeader(t, client.cookie),
    );
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/quotes/${quote.id}?answered=approved&deposit=office`);
    const headers = cookieHeader(t, client.cookie);
    const read = (await t.app.inject({ method: 'GET', url: `/api/quotes/${quote.id}`, headers })).json() as ClientQuote;
    expect(read).toMatchObject({
      status: 'approved',
      deposit: { amountCents: 5_000, paid: null, byCard: false, payable: false },
    });
    const pay = await t.app.inject({ method: 'POST', url: `/api/quotes/${quote.id}/deposit`, headers, payload: {} });
    expect(pay.statusCode).toBe(404);
    expect(pay.json().code).toBe('card_payments_off');
    expect(await t.app.db.selectFrom('cardCheckouts').selectAll().orderBy('id').execute()).toEqual([]);
    await t.app.mailer.flush();
    const notice = mailbox.received.findLast((m) => m.subject === `Approved: ${quote.label} by Ruth Moss`);
    expect(notice?.text).toContain('Card payments are not set up: please collect it from the client.');
    expect((await mailbox.latestTo(client.body.email, 'You approved')).text).toContain(
      'We will collect it when we call you.',
    );
  });
});
