import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { addDaysToDate, businessToday, type LineInput } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

type Caller = { cookie: string; user: { id: number } };

describe.each(engines)('invoices and payments on %s', (engine) => {
  let t: TestApp;
  let staff: Caller;
  let admin: Caller;
  let client: Awaited<ReturnType<typeof registerClient>>;
  let other: Awaited<ReturnType<typeof registerClient>>;

  beforeAll(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
    staff = await createStaff(t, 'staff');
    admin = await createStaff(t, 'admin');
    client = await registerClient(t, { firstName: 'Dorothy', lastName: 'Baker' });
    other = await registerClient(t, { firstName: 'Walter', lastName: 'Green' });
  });
  afterAll(() => t.close());

  const as = (caller: Caller | undefined) => (caller ? cookieHeader(t, caller.cookie) : {});
  const call = (caller: Caller | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: as(caller), ...(payload ? { payload } : {}) });

  /** A visit of `clientId`'s, with the time on the job (minutes) when given. */
  async function visit(
    options: { clientId?: number; minutes?: number; status?: 'completed' | 'cancelled'; late?: boolean } = {},
  ) {
    const start = new Date('2026-03-10T14:00:00.000Z');
    const row = await t.app.db
      .insertInto('appointments')
      .values({
        clientId: options.clientId ?? client.user.id,
        contactRequestId: null,
        clientName: 'Dorothy Baker',
        clientEmail: client.body.email,
        clientPhone: null,
        serviceTypeId: 1,
        staffId: null,
        appointmentDate: '2026-03-10',
        startTime: '10:00',
        endTime: '13:00',
        status: options.status ?? 'completed',
        notes: null,
        location: null,
        reminderSent: false,
        createdAt: new Date().toISOString(),
        cancelledLate: options.late ?? false,
        cancelledAt: options.status === 'cancelled' ? new Date().toISOString() : null,
        workStartedAt: options.minutes === undefined ? null : start.toISOString(),
        workEndedAt:
          options.minutes === undefined ? null : new Date(start.getTime() + options.minutes * 60_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** An approved quote scheduled as the visit, its current version (2) holding `lines`. */
  async function approvedQuote(appointmentId: number, lines: LineInput[]) {
    const quote = await t.app.db
      .insertInto('quotes')
      .values({
        clientId: client.user.id,
        recipientName: 'Dorothy Baker',
        recipientEmail: client.body.email,
        status: 'approved',
        currentVersion: 2,
        appointmentId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const version of [1, 2]) {
      const v = await t.app.db
        .insertInto('quoteVersions')
        .values({
          quoteId: quote.id,
          version,
          validUntil: '2026-12-31',
          subtotalCents: 0,
          discountCents: 0,
          totalCents: 0,
          contentHash: `hash-${quote.id}-${version}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const used =
        version === 2
          ? lines
          : [{ kind: 'package', description: 'Old version', quantityHundredths: 100, unitCents: 99900 } as LineInput];
      await t.app.db
        .insertInto('quoteLines')
        .values(
          used.map((line, position) => ({
            quoteVersionId: v.id,
            position,
            kind: line.kind,
            description: line.description,
            quantityHundredths: line.quantityHundredths,
            unitCents: line.unitCents,
            minutes: line.minutes ?? null,
            percentBp: line.percentBp ?? null,
            amountCents: 0,
          })),
        )
        .execute();
    }
    return quote.id;
  }

  /** The invoice's e-mail is written by its job: wait for the queue first. */
  const mails = async (to: string, kind: string) => {
    await t.app.mailer.flush();
    return t.app.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('toAddress', '=', to)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
  };
  /** The activity feed's events about an invoice and its payments, oldest first. */
  const invoiceEvents = async (invoiceId: number) =>
    (
      await t.app.db
        .selectFrom('events')
        .select(['type', 'summary', 'actorId'])
        .where('subjectType', '=', 'invoice')
        .where('subjectId', '=', invoiceId)
        .orderBy('id')
        .execute()
    ).map((e) => [e.type, e.summary, e.actorId]);

  const pdfOfMail = (mail: { attachments: string | null }) => {
    const files = JSON.parse(mail.attachments ?? '[]') as { contentType: string; content: string; filename: string }[];
    const pdf = files.find((f) => f.contentType === 'application/pdf');
    if (!pdf) throw new Error('no PDF attached');
    return { filename: pdf.filename, bytes: Buffer.from(pdf.content, 'base64') };
  };

  const threeHourPackage: LineInput = {
    kind: 'package',
    description: '3-Hour Package',
    quantityHundredths: 100,
    unitCents: 19500,
    minutes: 180,
  };

  it('bills an approved quote with the time past its package and the items bought, and e-mails the PDF', async () => {
    const appointmentId = await visit({ minutes: 230 });
    const quoteId = await approvedQuote(appointmentId, [
      threeHourPackage,
      { kind: 'travel', description: 'Travel, Hernando', quantityHundredths: 100, unitCents: 2500 },
      { kind: 'discount', description: 'Senior discount', quantityHundredths: 100, unitCents: 0, percentBp: 1000 },
    ]);
    await t.app.db
      .insertInto('jobItems')
      .values({ appointmentId, kind: 'groceries', description: 'Publix groceries', amountCents: 4312 })
      .execute();

    const draft = await call(staff, 'GET', `/api/admin/appointments/${appointmentId}/invoice-draft`);
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ quoteId, workedMinutes: 230, invoiceId: null, cancelledLate: false });

    const res = await call(staff, 'POST', `/api/admin/appointments/${appointmentId}/invoice`, {});
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json();
    // 230 minutes: 50 past the package, to the nearest quarter hour: 0.75 h at $65.
    expect(invoice.lines.map((l: { kind: string; amountCents: number }) => [l.kind, l.amountCents])).toEqual([
      ['package', 19500],
      ['travel', 2500],
      ['discount', -2438],
      ['overtime', 4875],
      ['groceries', 4312],
    ]);
    expect(invoice).toMatchObject({
      subtotalCents: 19500 + 2500 + 4875 + 4312,
      discountCents: 2438,
      totalCents: 19500 + 2500 + 4875 + 4312 - 2438,
      paidCents: 0,
      state: 'unpaid',
      quoteId,
      issuedOn: businessToday(),
      dueOn: addDaysToDate(businessToday(), 14),
    });
    expect(invoice.label).toMatch(/^INV-\d{6}$/);

    const [mail, ...more] = await mails(client.body.email, 'invoice');
    expect(more).toEqual([]);
    expect(mail?.subject).toContain(invoice.label);
    const pdf = pdfOfMail(mail!);
    expect(pdf.filename).toBe(`invoice-${invoice.label}.pdf`);
    const text = await pdfText(pdf.bytes);
    for (const words of [
      'Trusted Assistance',
      `Invoice ${invoice.label}`,
      'Dorothy Baker',
      '3-Hour Package',
      'Additional time: 0.75 hours',
      'Publix groceries',
      'Subtotal',
      '$311.87',
      'Total $287.49',
      'Balance due',
      'Unpaid',
      'Zelle',
    ]) {
      expect(text).toContain(words);
    }

    // One job invoice per visit.
    const again = await call(staff, 'POST', `/api/admin/appointments/${appointmentId}/invoice`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This visit already has an invoice.');
  });

  it('prints Arabic and Hebrew line descriptions in the PDF as they were typed', async () => {
    const appointmentId = await visit({ minutes: 180 });
    const quoteId = await approvedQuote(appointmentId, [threeHourPackage]);
    await t.app.db
      .insertInto('jobItems')
      .values([
        { appointmentId, kind: 'groceries', description: 'خبز وحليب', amountCents: 900 },
        { appointmentId, kind: 'groceries', description: 'חלה ויין', amountCents: 1200 },
      ])
      .execute();
    const res = await call(staff, 'POST', `/api/admin/appointments/${appointmentId}/invoice`, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ quoteId });
    const mail = (await mails(client.body.email, 'invoice')).find((m) => m.subject?.includes(res.json().label));
    const text = await pdfText(pdfOfMail(mail!).bytes);
    for (const word of ['خبز', 'وحليب', 'חלה', 'ויין']) expect(text).toContain(word);
  });

  it('bills the lines staff pick when there is no approved quote, and starts from the smallest package', async () => {
    const appointmentId = await visit({ minutes: 180 });
    const draft = (await call(staff, 'GET', `/api/admin/appointments/${appointmentId}/invoice-draft`)).json();
    expect(draft.quoteId).toBeNull();
    expect(draft.lines).toEqual([
      expect.objectContaining({ kind: 'package', description: '3-Hour Package', amountCents: 19500 }),
    ]);

    const bad = await call(staff, 'POST', `/api/admin/appointments/${appointmentId}/invoice`, {
      lines: [{ kind: 'hourly', description: 'Help at home', quantity: 'two', unitPrice: '65' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      await t.app.db
        .selectFrom('invoices')
        .select('id')
        .where('appointmentId', '=', appointmentId)
        .orderBy('id')
        .execute(),
    ).toEqual([]);

    const res = await call(staff, 'POST', `/api/admin/appointments/${appointmentId}/invoice`, {
      lines: [
        { kind: 'hourly', description: 'Help at home', quantity: '3.5', unitPrice: '65' },
        { kind: 'travel', description: 'Travel', quantity: '1', unitPrice: '$15.50' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ totalCents: 22750 + 1550, quoteId: null, kind: 'job' });
  });

  it('bills a late cancellation only when the visit was cancelled late, and only once confirmed', async () => {
    const onTime = await visit({ status: 'cancelled', late: false });
    const late = await visit({ status: 'cancelled', late: true });
    await approvedQuote(late, [
      threeHourPackage,
      { kind: 'travel', description: 'Travel', quantityHundredths: 100, unitCents: 2500 },
    ]);

    const draft = (await call(staff, 'GET', `/api/admin/appointments/${late}/invoice-draft`)).json();
    expect(draft).toMatchObject({ cancelledLate: true, lateFeeCents: 9750 });

    const notConfirmed = await call(staff, 'POST', `/api/admin/appointments/${late}/late-cancellation-invoice`, {});
    expect(notConfirmed.statusCode).toBe(400);
    expect(notConfirmed.json().message).toBe('Please confirm the late-cancellation fee first');
    const refused = await call(staff, 'POST', `/api/admin/appointments/${onTime}/late-cancellation-invoice`, {
      confirmed: true,
    });
    expect(refused.statusCode).toBe(409);
    // A job invoice is no answer for a cancelled visit either.
    expect((await call(staff, 'POST', `/api/admin/appointments/${late}/invoice`, {})).statusCode).toBe(409);

    const res = await call(staff, 'POST', `/api/admin/appointments/${late}/late-cancellation-invoice`, {
      confirmed: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'late_cancellation', totalCents: 9750 });
    expect(res.json().lines).toEqual([expect.objectContaining({ kind: 'cancellation', amountCents: 9750 })]);
    expect(await invoiceEvents(res.json().id)).toEqual([
      [
        'invoice.created',
        `Sam Rivera made ${res.json().label} for ${res.json().recipientName} for the late cancellation, total $97.50`,
        staff.user.id,
      ],
    ]);

    // Without a quote: half the smallest package.
    const noQuote = await visit({ status: 'cancelled', late: true });
    const fee = await call(staff, 'POST', `/api/admin/appointments/${noQuote}/late-cancellation-invoice`, {
      confirmed: true,
    });
    expect(fee.json().totalCents).toBe(9750);
  });

  it('numbers invoices made at the same time without gaps or repeats', async () => {
    const before = await t.app.db
      .selectFrom('numberSequences')
      .select('lastValue')
      .where('name', '=', 'invoice')
      .executeTakeFirstOrThrow();
    const visits = await Promise.all(Array.from({ length: 10 }, () => visit({ minutes: 180 })));
    // Two calls for one visit race too: one wins, the other's number is rolled back.
    const calls = [...visits, visits[0]!].map((id) => call(staff, 'POST', `/api/admin/appointments/${id}/invoice`, {}));
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(10).fill(201), 409]);
    const numbers = answers.filter((a) => a.statusCode === 201).map((a) => a.json().number as number);
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => before.lastValue + 1 + i));
    const all = await t.app.db.selectFrom('invoices').select('number').orderBy('number').execute();
    expect(all.map((r) => r.number)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
  });

  it('records a partial then a full payment, with receipts, and refuses more than the balance', async () => {
    const appointmentId = await visit({ minutes: 180 });
    const invoice = (await call(staff, 'POST', `/api/admin/appointments/${appointmentId}/invoice`, {})).json();
    const url = `/api/admin/invoices/${invoice.id}/payments`;

    const noCheckNumber = await call(staff, 'POST', url, {
      amount: '50',
      method: 'check',
      receivedOn: businessToday(),
    });
    expect(noCheckNumber.statusCode).toBe(400);
    expect(noCheckNumber.body).toContain('Please enter the check number');

    const part = await call(staff, 'POST', url, {
      amount: '100.00',
      method: 'check',
      reference: '1042',
      receivedOn: businessToday(),
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({ paidCents: 10000, balanceCents: 9500, state: 'partly_paid' });

    const tooMuch = await call(staff, 'POST', url, { amount: '95.01', method: 'cash', receivedOn: businessToday() });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('This payment is more than the balance due');

    const rest = await call(staff, 'POST', url, { amount: '95', method: 'zelle', receivedOn: businessToday() });
    expect(rest.json()).toMatchObject({ paidCents: 19500, balanceCents: 0, state: 'paid' });
    const payment = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('invoiceId', '=', invoice.id)
      .orderBy('id')
      .execute();
    expect(payment.map((p) => [p.amountCents, p.method, p.reference, p.provider, p.providerReference])).toEqual([
      [10000, 'check', '1042', null, null],
      [9500, 'zelle', null, null, null],
    ]);

    const receipts = (await mails(client.body.email, 'payment-receipt')).filter((m) =>
      m.subject.includes(invoice.label),
    );
    expect(receipts).toHaveLength(2);
    expect(receipts[0]?.textBody).toContain('$100.00');
    expect(receipts[0]?.textBody).toContain('$100.00 by check');
    expect(receipts[0]?.textBody).toContain('1042');
    expect(receipts[0]?.textBody).toContain('Balance left on this invoice: $95.00');
    expect(receipts[1]?.textBody).toContain('This invoice is now paid in full.');

    const pdf = await call(staff, 'GET', `/api/admin/invoices/${invoice.id}/pdf`);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Paid in full');
    expect(text).toContain('Payments received');

    // Send again, then the feed: made, two payments with the balance left, sent again.
    const again = await call(staff, 'POST', `/api/admin/invoices/${invoice.id}/send`);
    expect(again.statusCode, again.body).toBe(200);
    const who = invoice.recipientName as string;
    expect(await invoiceEvents(invoice.id)).toEqual([
      ['invoice.created', `Sam Rivera made ${invoice.label} for ${who} for the job, total $195.00`, staff.user.id],
      [
        'payment.recorded',
        `Sam Rivera recorded a payment of $100.00 by check on ${invoice.label} for ${who}; $95.00 left to pay`,
        staff.user.id,
      ],
      [
        'payment.recorded',
        `Sam Rivera recorded a payment of $95.00 by Zelle on ${invoice.label} for ${who}; paid in full`,
        staff.user.id,
      ],
      ['invoice.sent', `Sam Rivera sent ${invoice.label} again to ${who}`, staff.user.id],
    ]);
  });

  it('refuses a payment received after today (New York), and records nothing', async () => {
    const appointmentId = await visit({ minutes: 180 });
    const invoice = (await call(staff, 'POST', `/api/admin/appointments/${appointmentId}/invoice`, {})).json();
    const url = `/api/admin/invoices/${invoice.id}/payments`;

    const tomorrow = await call(staff, 'POST', url, {
      amount: '50',
      method: 'cash',
      receivedOn: addDaysToDate(businessToday(), 1),
    });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().message).toBe('The day received cannot be after today');
    const recorded = await t.app.db
      .selectFrom('payments')
      .select('id')
      .where('invoiceId', '=', invoice.id)
      .orderBy('id')
      .execute();
    expect(recorded).toHaveLength(0);
    const unchanged = await t.app.db
      .selectFrom('invoices')
      .select('paidCents')
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.paidCents).toBe(0);

    const yesterday = await call(staff, 'POST', url, {
      amount: '50',
      method: 'cash',
      receivedOn: addDaysToDate(businessToday(), -1),
    });
    expect(yesterday.statusCode, yesterday.body).toBe(201);
    expect(yesterday.json()).toMatchObject({ paidCents: 5000 });
  });

  it('lets only admins void an invoice or a payment, with a reason; the number stays', async () => {
    const appointmentId = await visit({ minutes: 180 });
    const invoice = (await call(staff, 'POST', `/api/admin/appointments/${appointmentId}/invoice`, {})).json();
    const paid = (
      await call(staff, 'POST', `/api/admin/invoices/${invoice.id}/payments`, {
        amount: '20',
        method: 'cash',
        receivedOn: businessToday(),
      })
    ).json();
    const paymentId = paid.payments[0].id;

    expect((await call(staff, 'POST', `/api/admin/payments/${paymentId}/void`, { reason: 'Typo' })).statusCode).toBe(
      403,
    );
    expect((await call(admin, 'POST', `/api/admin/payments/${paymentId}/void`, { reason: ' ' })).statusCode).toBe(400);
    const voidedPayment = await call(admin, 'POST', `/api/admin/payments/${paymentId}/void`, {
      reason: 'Entered twice',
    });
    expect(voidedPayment.json()).toMatchObject({ paidCents: 0, state: 'unpaid' });
    expect((await call(admin, 'POST', `/api/admin/payments/${paymentId}/void`, { reason: 'Again' })).statusCode).toBe(
      409,
    );

    expect(
      (await call(staff, 'POST', `/api/admin/invoices/${invoice.id}/void`, { reason: 'Wrong client' })).statusCode,
    ).toBe(403);
    const voided = await call(admin, 'POST', `/api/admin/invoices/${invoice.id}/void`, { reason: 'Wrong client' });
    expect(voided.json()).toMatchObject({ state: 'void', voidReason: 'Wrong client', number: invoice.number });
    const pay = await call(staff, 'POST', `/api/admin/invoices/${invoice.id}/payments`, {
      amount: '5',
      method: 'cash',
      receivedOn: businessToday(),
    });
    expect(pay.statusCode).toBe(409);
    expect(
      await t.app.db.selectFrom('invoices').select('id').where('id', '=', invoice.id).orderBy('id').execute(),
    ).toHaveLength(1);
    // A voided visit invoice can be replaced by a new one, with a new number.
    const redo = await call(staff, 'POST', `/api/admin/appointments/${appointmentId}/invoice`, {});
    expect(redo.statusCode).toBe(201);
    expect(redo.json().number).toBeGreaterThan(invoice.number);

    const list = (await call(staff, 'GET', '/api/admin/invoices?state=void')).json();
    expect(list.map((i: { id: number }) => i.id)).toContain(invoice.id);

    // The feed: only what was done (refusals record nothing), with the reasons.
    const who = invoice.recipientName as string;
    expect((await invoiceEvents(invoice.id)).slice(1)).toEqual([
      [
        'payment.recorded',
        `Sam Rivera recorded a payment of $20.00 in cash on ${invoice.label} for ${who}; $175.00 left to pay`,
        staff.user.id,
      ],
      [
        'payment.voided',
        `Sam Rivera voided the payment of $20.00 in cash on ${invoice.label} for ${who}: Entered twice; $195.00 left to pay`,
        admin.user.id,
      ],
      ['invoice.voided', `Sam Rivera voided ${invoice.label} for ${who} ($195.00): Wrong client`, admin.user.id],
    ]);
    // Sending a void invoice again is refused and records nothing.
    expect((await call(staff, 'POST', `/api/admin/invoices/${invoice.id}/send`)).statusCode).toBe(409);
    expect(await invoiceEvents(invoice.id)).toHaveLength(4);
  });

  it('shows a client their own invoices only, and a trusted contact with the billing right', async () => {
    const mine = await visit({ minutes: 180 });
    const theirs = await visit({ minutes: 180, clientId: other.user.id });
    const myInvoice = (await call(staff, 'POST', `/api/admin/appointments/${mine}/invoice`, {})).json();
    const theirInvoice = (await call(staff, 'POST', `/api/admin/appointments/${theirs}/invoice`, {})).json();

    const list = (await call(client, 'GET', '/api/invoices')).json() as { id: number }[];
    expect(list.map((i) => i.id)).toContain(myInvoice.id);
    expect(list.map((i) => i.id)).not.toContain(theirInvoice.id);
    expect((await call(client, 'GET', `/api/invoices/${theirInvoice.id}`)).statusCode).toBe(404);
    expect((await call(client, 'GET', `/api/invoices/${theirInvoice.id}/pdf`)).statusCode).toBe(404);
    const detail = await call(client, 'GET', `/api/invoices/${myInvoice.id}`);
    expect(detail.json()).toMatchObject({ id: myInvoice.id, state: 'unpaid', balanceCents: 19500 });
    expect(detail.body).not.toContain('recordedBy');
    const pdf = await call(client, 'GET', `/api/invoices/${myInvoice.id}/pdf`);
    expect(await pdfText(pdf.rawPayload)).toContain(myInvoice.label);

    // A trusted contact helping Dorothy: with `billing` they see her invoices; without it, 403.
    for (const [rights, status] of [
      ['billing', 200],
      ['reports', 403],
    ] as const) {
      const contact = await registerClient(t, { firstName: 'Anna', lastName: 'Lee' });
      await t.app.db
        .insertInto('trustedContacts')
        .values({
          clientId: client.user.id,
          contactUserId: contact.user.id,
          name: 'Anna Lee',
          email: contact.body.email,
          rights,
          status: 'active',
        })
        .execute();
      await t.app.repos.sessions.setActingFor(sha256(contact.cookie), client.user.id);
      const res = await call(contact, 'GET', '/api/invoices');
      expect(res.statusCode).toBe(status);
      if (status === 200) expect(res.json().map((i: { id: number }) => i.id)).toContain(myInvoice.id);
    }
  });

  it('exports invoices and payments as CSV for admins, quoting cells and defusing formulas', async () => {
    const appointmentId = await visit({ minutes: 180 });
    await t.app.db
      .updateTable('users')
      .set({ firstName: '=HYPERLINK("http://x")', lastName: 'Baker, Jr.' })
      .where('id', '=', client.user.id)
      .execute();
    const invoice = (await call(staff, 'POST', `/api/admin/appointments/${appointmentId}/invoice`, {})).json();
    await t.app.db
      .updateTable('users')
      .set({ firstName: 'Dorothy', lastName: 'Baker' })
      .where('id', '=', client.user.id)
      .execute();
    await call(staff, 'POST', `/api/admin/invoices/${invoice.id}/payments`, {
      amount: '12.05',
      method: 'cash',
      receivedOn: businessToday(),
      note: '+1 tip, "kept"',
    });
    const today = businessToday();
    const range = `from=${addDaysToDate(today, -1)}&to=${today}`;

    expect((await call(staff, 'GET', `/api/admin/billing/invoices.csv?${range}`)).statusCode).toBe(403);
    const invoices = await call(admin, 'GET', `/api/admin/billing/invoices.csv?${range}`);
    expect(invoices.statusCode).toBe(200);
    expect(invoices.headers['content-type']).toContain('text/csv');
    const line = invoices.body.split('\r\n').find((l) => l.startsWith(invoice.label));
    expect(line).toBe(
      `${invoice.label},job,${today},${addDaysToDate(today, 14)},"'=HYPERLINK(""http://x"") Baker, Jr.",${client.body.email},195.00,0.00,195.00,12.05,182.95,partly_paid,`,
    );
    const payments = await call(admin, 'GET', `/api/admin/billing/payments.csv?${range}`);
    expect(payments.body).toContain(`${today},${invoice.label},`);
    expect(payments.body).toContain(`,12.05,0.00,,cash,,,,"'+1 tip, ""kept""",no,`);

    const backwards = await call(
      admin,
      'GET',
      `/api/admin/billing/invoices.csv?from=${today}&to=${addDaysToDate(today, -3)}`,
    );
    expect(backwards.statusCode).toBe(400);
  });

  it('counts open and overdue invoices for the dashboard and filters the list by state', async () => {
    const appointmentId = await visit({ minutes: 180 });
    const invoice = (await call(staff, 'POST', `/api/admin/appointments/${appointmentId}/invoice`, {})).json();
    await t.app.db.updateTable('invoices').set({ dueOn: '2026-01-01' }).where('id', '=', invoice.id).execute();
    const summary = (await call(staff, 'GET', '/api/admin/invoices/summary')).json();
    const open = (await call(staff, 'GET', '/api/admin/invoices?state=open')).json() as {
      balanceCents: number;
      state: string;
    }[];
    const overdue = (await call(staff, 'GET', '/api/admin/invoices?state=overdue')).json() as {
      id: number;
      state: string;
    }[];
    expect(summary.openCount).toBe(open.length);
    expect(summary.openCents).toBe(open.reduce((s, i) => s + i.balanceCents, 0));
    expect(summary.overdueCount).toBe(overdue.length);
    expect(overdue.map((i) => i.id)).toContain(invoice.id);
    expect(overdue.every((i) => i.state === 'overdue')).toBe(true);
    expect((await call(client, 'GET', '/api/admin/invoices')).statusCode).toBe(403);
  });
});
