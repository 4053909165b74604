import { Writable } from 'node:stream';
import {
  addDaysToDate,
  BILLING_MESSAGES,
  businessToday,
  CIRCLE_MESSAGES,
  computeTotals,
  type ClientQuote,
  type StaffQuote,
} from '@ta/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.js';
import { requestRow, scheduleBody } from '../../../../test/support/contact-requests.js';

/** The builder's lines: a package, travel and a 10% discount (which takes its share of the package only). */
const LINES = [
  { kind: 'package', priceItemId: 1, description: '3-Hour Package', quantity: '1', unitPrice: '195.00', minutes: 180 },
  { kind: 'travel', description: 'Travel, Pasco County', quantity: '1', unitPrice: '25' },
  { kind: 'discount', description: 'Neighbour discount', quantity: '1', unitPrice: '0', percent: '10' },
];

describe.each(engines)('quotes on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let logged: string[];
  /** Every API answer of the test: no token or hash may be in any of them. */
  let answers: string[];
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  let client: Awaited<ReturnType<typeof registerClient>>;
  let other: Awaited<ReturnType<typeof registerClient>>;

  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await mailbox.stop();
  });
  beforeEach(async () => {
    logged = [];
    answers = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    t = await buildTestApp(engine, { smtpUrl: mailbox.url }, { logger: { level: 'debug', stream } });
    staff = await createStaff(t, 'staff');
    admin = await createStaff(t, 'admin');
    client = await registerClient(t, { firstName: 'Dolores', lastName: 'Muñoz' });
    other = await registerClient(t, { firstName: 'Frank', lastName: 'Ortiz' });
  });
  afterEach(async () => {
    await t.close();
  });

  async function call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    cookie?: string,
    payload?: object,
    remoteAddress = '10.42.0.7',
  ): Promise<LightMyRequestResponse> {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress,
      headers: { ...(cookie ? cookieHeader(t, cookie) : {}), 'user-agent': 'QuoteTest/1.0' },
      ...(payload ? { payload } : {}),
    });
    answers.push(res.body);
    return res;
  }

  /** A request from the client's e-mail (not on their account), in Spanish. */
  async function request(email = client.body.email) {
    return t.app.repos.contactRequests.create(
      requestRow({ firstName: 'Dolores', lastName: 'Muñoz', email, language: 'es' } as never),
    );
  }

  async function newQuote(email?: string): Promise<StaffQuote> {
    const contact = await request(email);
    const res = await call('POST', '/api/admin/quotes', staff.cookie, { contactRequestId: contact.id });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function saved(quote: StaffQuote, overrides: object = {}) {
    const res = await call('PUT', `/api/admin/quotes/${quote.id}/draft`, staff.cookie, {
      version: quote.currentVersion,
      lines: LINES,
      notes: 'Bring the tablet charger.',
      validUntil: addDaysToDate(businessToday(), 10),
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as StaffQuote;
  }

  /** Sends the quote; the e-mail's link's token. */
  async function sent(quote: StaffQuote): Promise<string> {
    const before = mailbox.received.length;
    const res = await call('POST', `/api/admin/quotes/${quote.id}/send`, staff.cookie);
    expect(res.statusCode, res.body).toBe(200);
    // The newest quote e-mail, once it has arrived.
    await expect
      .poll(() => mailbox.received.slice(before).some((m) => m.rcptTo.includes(client.body.email)))
      .toBe(true);
    const email = await mailbox.latestTo(client.body.email, 'Q-');
    const token = /\/quote\/([A-Za-z0-9_-]{43})/.exec(email.text)?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  /** The activity feed's events about a quote, oldest first. */
  const quoteEvents = (quoteId: number) =>
    t.app.db
      .selectFrom('events')
      .select(['type', 'summary', 'actorId', 'onBehalfOfId'])
      .where('subjectType', '=', 'quote')
      .where('subjectId', '=', quoteId)
      .orderBy('id')
      .execute();

  /** No event's sentence carries a link's token, its hash or an address the answer came from. */
  async function expectNoSecretsInEvents(tokens: readonly string[]) {
    const summaries = (await t.app.db.selectFrom('events').select('summary').orderBy('id').execute()).map(
      (e) => e.summary,
    );
    for (const summary of summaries) {
      expect(summary).not.toMatch(/10\.42\.\d+\.\d+/);
      for (const token of tokens) {
        expect(summary).not.toContain(token);
        expect(summary).not.toContain(sha256(token));
      }
    }
  }

  const hashOf = async (quoteId: number) =>
    (await t.app.db.selectFrom('quotes').select('linkTokenHash').where('id', '=', quoteId).executeTakeFirstOrThrow())
      .linkTokenHash;

  it('makes a quote from a request: the requester, their language and account, the owner’s valid days', async () => {
    const quote = await newQuote();
    expect(quote).toMatchObject({
      status: 'draft',
      currentVersion: 1,
      recipientName: 'Dolores Muñoz',
      recipientEmail: client.body.email,
      language: 'es',
      clientId: client.user.id,
      label: `Q-${String(quote.id).padStart(4, '0')}`,
    });
    expect(quote.versions[0]?.validUntil).toBe(addDaysToDate(businessToday(), 30));
    expect(await quoteEvents(quote.id)).toEqual([
      {
        type: 'quote.created',
        summary: expect.stringMatching(
          new RegExp(`^Sam Rivera made ${quote.label} for Dolores Muñoz from their request: .+`),
        ),
        actorId: staff.user.id,
        onBehalfOfId: null,
      },
    ]);
    // A request from an address that is nobody's account belongs to no account.
    expect((await newQuote('nobody@example.com')).clientId).toBeNull();
    // A request that does not exist.
    expect((await call('POST', '/api/admin/quotes', staff.cookie, { contactRequestId: 99999 })).statusCode).toBe(404);
  });

  it('saves a draft with totals from computeTotals and a content hash; refuses bad lines; sent lines are never edited', async () => {
    const quote = await saved(await newQuote());
    const version = quote.versions[0]!;
    const expected = computeTotals([
      { kind: 'package', description: '', quantityHundredths: 100, unitCents: 19500, minutes: 180 },
      { kind: 'travel', description: '', quantityHundredths: 100, unitCents: 2500 },
      { kind: 'discount', description: '', quantityHundredths: 100, unitCents: 0, percentBp: 1000 },
    ]);
    expect(version).toMatchObject({
      subtotalCents: expected.subtotalCents,
      discountCents: 1950,
      totalCents: 19500 + 2500 - 1950,
      notes: 'Bring the tablet charger.',
    });
    expect(version.lines.map((l) => l.amountCents)).toEqual([19500, 2500, -1950]);
    expect(version.contentHash).toMatch(/^[0-9a-f]{64}$/);

    const bad = await call('PUT', `/api/admin/quotes/${quote.id}/draft`, staff.cookie, {
      version: 1,
      lines: [{ kind: 'item', description: '', quantity: 'x', unitPrice: 'lots' }],
      validUntil: 'soon',
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `/api/admin/quotes/${quote.id}`, staff.cookie)).json().versions[0].totalCents).toBe(
      version.totalCents,
    );

    await sent(quote);
    const edit = await call('PUT', `/api/admin/quotes/${quote.id}/draft`, staff.cookie, {
      version: 1,
      lines: LINES,
      validUntil: addDaysToDate(businessToday(), 10),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(BILLING_MESSAGES.quoteNotEditable);
  });

  it('will not send a quote without lines', async () => {
    const quote = await newQuote();
    const res = await call('POST', `/api/admin/quotes/${quote.id}/send`, staff.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BILLING_MESSAGES.linesRequired);
  });

  it('sends an e-mail in the recipient’s language with the total, the last day and a link; keeps only its hash', async () => {
    const quote = await saved(await newQuote());
    const token = await sent(quote);
    const email = await mailbox.latestTo(client.body.email, 'Q-');
    expect(email.subject).toContain('Su presupuesto');
    expect(email.text).toContain('$200.50');
    expect(email.text).toContain(`/es/quote/${token}`);
    expect(await hashOf(quote.id)).toBe(sha256(token));
    // The outbox staff read hides it.
    const outbox = await t.app.db
      .selectFrom('emailOutbox')
      .select(['textBody', 'htmlBody'])
      .where('kind', '=', 'quote')
      .orderBy('id')
      .execute();
    expect(outbox.length).toBe(1);
    expect(JSON.stringify(outbox)).not.toContain(token);

    const page = await call('GET', `/api/quote-links/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ status: 'sent', current: { version: 1, totalCents: 20050 } });
    const list = await call('GET', '/api/admin/quotes?status=sent', staff.cookie);
    expect(list.json().map((q: { id: number }) => q.id)).toEqual([quote.id]);
    expect((await call('GET', '/api/admin/quotes?status=approved', staff.cookie)).json()).toEqual([]);

    // Neither the token nor its hash in any answer, nor the token in any log line (every request at debug).
    for (const body of answers) {
      expect(body).not.toContain(token);
      expect(body).not.toContain(sha256(token));
    }
    expect(logged.join('\n')).not.toContain(token);
    expect(logged.join('\n')).toContain('/api/quote-links/[hidden]');
  });

  it('takes a request for changes by the link; staff make version 2; the old link and the old version are refused', async () => {
    const quote = await saved(await newQuote());
    const first = await sent(quote);
    const asked = await call('POST', `/api/quote-links/${first}/changes`, undefined, {
      version: 1,
      message: 'Could you come on a Saturday instead?',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().status).toBe('changes_requested');
    const notice = await mailbox.latestTo(admin.user.email, 'Changes asked');
    expect(notice.text).toContain('Could you come on a Saturday instead?');
    const empty = await call('POST', `/api/quote-links/${first}/changes`, undefined, { version: 1, message: ' ' });
    expect(empty.statusCode).toBe(400);

    const v2 = await call('POST', `/api/admin/quotes/${quote.id}/versions`, staff.cookie);
    expect(v2.statusCode, v2.body).toBe(201);
    const two: StaffQuote = v2.json();
    expect(two).toMatchObject({ status: 'draft', currentVersion: 2 });
    expect(two.versions[0]!.lines).toEqual(two.versions[1]!.lines);
    // While version 2 is a draft, the client still reads version 1 and cannot answer.
    const reading = await call('GET', `/api/quote-links/${first}`);
    expect(reading.json().current.version).toBe(1);
    const early = await call('POST', `/api/quote-links/${first}/approve`, undefined, {
      version: 1,
      typedName: 'Dolores Muñoz',
    });
    expect(early.statusCode).toBe(409);

    await saved(two, { notes: 'Saturday morning.' });
    const second = await sent(two);
    expect(second).not.toBe(first);
    const old = await call('GET', `/api/quote-links/${first}`);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(BILLING_MESSAGES.quoteLinkInvalid);
    const stale = await call('POST', `/api/quote-links/${second}/approve`, undefined, {
      version: 1,
      typedName: 'Dolores Muñoz',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(BILLING_MESSAGES.quoteVersionChanged);
    const short = await call('POST', `/api/quote-links/${second}/approve`, undefined, { version: 2, typedName: 'D' });
    expect(short.statusCode).toBe(400);

    // The feed: made, sent, changes asked by the link (no one signed in), version 2 made and sent.
    const events = await quoteEvents(quote.id);
    expect(events.map((e) => [e.type, e.summary, e.actorId])).toEqual([
      ['quote.created', expect.stringContaining(`made ${quote.label} for Dolores Muñoz`), staff.user.id],
      ['quote.sent', `Sam Rivera sent ${quote.label} version 1 to Dolores Muñoz`, staff.user.id],
      [
        'quote.changes-requested',
        `Dolores Muñoz (from the e-mailed link) asked for changes to ${quote.label} version 1`,
        null,
      ],
      ['quote.version-made', `Sam Rivera made version 2 of ${quote.label} for Dolores Muñoz`, staff.user.id],
      ['quote.sent', `Sam Rivera sent ${quote.label} version 2 to Dolores Muñoz`, staff.user.id],
    ]);
    expect(events.map((e) => e.summary).join(' ')).not.toContain('Saturday');
    await expectNoSecretsInEvents([first, second]);
  });

  it('records an approval by the link: typed name, address, agent, version and hash; confirms it to the client', async () => {
    const quote = await saved(await newQuote());
    const token = await sent(quote);
    const res = await call(
      'POST',
      `/api/quote-links/${token}/approve`,
      undefined,
      { version: 1, typedName: 'Dolores Muñoz' },
      '10.42.0.9',
    );
    expect(res.statusCode, res.body).toBe(200);
    const answered: ClientQuote = res.json();
    expect(answered.status).toBe('approved');
    expect(answered.responses[0]).toMatchObject({ action: 'approved', typedName: 'Dolores Muñoz', version: 1 });
    const row = await t.app.db.selectFrom('quoteResponses').selectAll().executeTakeFirstOrThrow();
    const version = await t.app.db
      .selectFrom('quoteVersions')
      .selectAll()
      .where('quoteId', '=', quote.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      userId: null,
      onBehalfOfId: null,
      ipAddress: '10.42.0.9',
      userAgent: 'QuoteTest/1.0',
      version: 1,
      contentHash: version.contentHash,
    });
    expect((await mailbox.latestTo(client.body.email, 'aprobó')).text).toContain('Dolores Muñoz');
    expect((await mailbox.latestTo(admin.user.email, 'Approved')).text).toContain('10.42.0.9');
    const again = await call('POST', `/api/quote-links/${token}/approve`, undefined, {
      version: 1,
      typedName: 'Dolores Muñoz',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BILLING_MESSAGES.quoteNotOpen);
    // The feed names the typed name, the version and the amount; signed out, no one is the actor.
    const approved = (await quoteEvents(quote.id)).filter((e) => e.type === 'quote.approved');
    expect(approved).toEqual([
      {
        type: 'quote.approved',
        summary: `Dolores Muñoz (from the e-mailed link) approved ${quote.label} version 1 for $200.50, signed “Dolores Muñoz”`,
        actorId: null,
        onBehalfOfId: null,
      },
    ]);
    await expectNoSecretsInEvents([token]);
  });

  it('lets the client approve in the client area; another client gets 404; a trusted contact needs billing', async () => {
    const quote = await saved(await newQuote());
    await sent(quote);
    const mine = await call('GET', '/api/quotes', client.cookie);
    expect(mine.json().map((q: { id: number }) => q.id)).toEqual([quote.id]);
    expect((await call('GET', '/api/quotes', other.cookie)).json()).toEqual([]);
    expect((await call('GET', `/api/quotes/${quote.id}`, other.cookie)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/quotes/${quote.id}/approve`, other.cookie, { version: 1, typedName: 'Frank Ortiz' }))
        .statusCode,
    ).toBe(404);

    // Trusted contacts: with `billing` they read and answer for the client; without it, 403.
    const contact = async (rights: string) => {
      const helper = await registerClient(t, { firstName: 'Anna', lastName: 'Lee' });
      await t.app.db
        .insertInto('trustedContacts')
        .values({
          clientId: client.user.id,
          contactUserId: helper.user.id,
          name: 'Anna Lee',
          email: helper.body.email,
          rights,
          status: 'active',
        })
        .execute();
      await t.app.repos.sessions.setActingFor(sha256(helper.cookie), client.user.id);
      return helper;
    };
    const without = await contact('appointments');
    const refused = await call('GET', `/api/quotes/${quote.id}`, without.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).not.toBe(CIRCLE_MESSAGES.accessEnded);
    const withBilling = await contact('billing');
    expect((await call('GET', `/api/quotes/${quote.id}`, withBilling.cookie)).statusCode).toBe(200);

    const res = await call('POST', `/api/quotes/${quote.id}/approve`, withBilling.cookie, {
      version: '1',
      typedName: 'Anna Lee',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.app.db.selectFrom('quoteResponses').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      userId: withBilling.user.id,
      onBehalfOfId: client.user.id,
      typedName: 'Anna Lee',
      ipAddress: '10.42.0.7',
    });
    const view: StaffQuote = (await call('GET', `/api/admin/quotes/${quote.id}`, staff.cookie)).json();
    expect(view.responses[0]).toMatchObject({
      userName: 'Anna Lee',
      onBehalfOfName: 'Dolores Muñoz',
      ipAddress: '10.42.0.7',
    });
    // The feed: the contact acted, for the client (so the client's access log lists it too).
    expect((await quoteEvents(quote.id)).filter((e) => e.type === 'quote.approved')).toEqual([
      {
        type: 'quote.approved',
        summary: `Anna Lee for Dolores Muñoz approved ${quote.label} version 1 for $200.50, signed “Anna Lee”`,
        actorId: withBilling.user.id,
        onBehalfOfId: client.user.id,
      },
    ]);
    await expectNoSecretsInEvents([]);
  });

  it('approves only with the name of the person the quote is for (or a helping contact’s own), in any case or accents', async () => {
    const quote = await saved(await newQuote());
    const token = await sent(quote);
    for (const typedName of ['Frank Ortiz', 'Dolores', 'Muñoz Dolores', 'Mickey Mouse']) {
      const res = await call('POST', `/api/quote-links/${token}/approve`, undefined, { version: 1, typedName });
      expect({ status: res.statusCode, body: res.json() }, typedName).toEqual({
        status: 400,
        body: {
          code: 'quote_name_not_on_quote',
          message: BILLING_MESSAGES.nameNotOnQuote,
          fields: { typedName: BILLING_MESSAGES.nameNotOnQuote },
        },
      });
    }
    // Another client signed in cannot sign for her either, nor can a contact type someone else's name.
    const helper = await registerClient(t, { firstName: 'Anna', lastName: 'Lee' });
    await t.app.db
      .insertInto('trustedContacts')
      .values({
        clientId: client.user.id,
        contactUserId: helper.user.id,
        name: 'Anna Lee',
        email: helper.body.email,
        rights: 'billing',
        status: 'active',
      })
      .execute();
    await t.app.repos.sessions.setActingFor(sha256(helper.cookie), client.user.id);
    const wrong = await call('POST', `/api/quotes/${quote.id}/approve`, helper.cookie, {
      version: 1,
      typedName: 'Frank Ortiz',
    });
    expect(wrong.statusCode).toBe(400);
    expect(await t.app.db.selectFrom('quoteResponses').selectAll().orderBy('id').execute()).toEqual([]);
    expect((await call('GET', `/api/quote-links/${token}`)).json().status).toBe('sent');

    // Case, spaces, accents and a middle name do not matter.
    const res = await call('POST', `/api/quote-links/${token}/approve`, undefined, {
      version: 1,
      typedName: '  DOLORES   m. munoz ',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses to approve an expired quote', async () => {
    const quote = await saved(await newQuote());
    const token = await sent(quote);
    await t.app.db
      .updateTable('quoteVersions')
      .set({ validUntil: addDaysToDate(businessToday(), -1) })
      .where('quoteId', '=', quote.id)
      .execute();
    const res = await call('POST', `/api/quotes/${quote.id}/approve`, client.cookie, {
      version: 1,
      typedName: 'Dolores Muñoz',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BILLING_MESSAGES.quoteExpired);
    expect((await call('GET', `/api/quote-links/${token}`)).json().expired).toBe(true);
  });

  it('schedules an approved quote in one step; staff cannot change it, an admin can (and it needs a new approval)', async () => {
    const quote = await saved(await newQuote());
    const notYet = await call('POST', `/api/admin/quotes/${quote.id}/schedule`, staff.cookie, scheduleBody);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(BILLING_MESSAGES.notApproved);
    await sent(quote);
    await call('POST', `/api/quotes/${quote.id}/approve`, client.cookie, { version: 1, typedName: 'Dolores Muñoz' });

    const scheduled = await call('POST', `/api/admin/quotes/${quote.id}/schedule`, staff.cookie, {
      ...scheduleBody,
      staffId: staff.user.id,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const view: StaffQuote = scheduled.json();
    expect(view.appointment).toMatchObject({ appointmentDate: '2099-07-15', startTime: '10:00', endTime: '13:00' });
    const appointment = await t.app.repos.appointments.findById(view.appointment!.id);
    expect(appointment).toMatchObject({
      contactRequestId: quote.contactRequestId,
      clientId: client.user.id,
      staffId: staff.user.id,
    });
    const contact = await t.app.repos.contactRequests.findForStaff(quote.contactRequestId!);
    expect(contact?.status).toBe('in-progress');
    expect((await call('GET', `/api/quotes/${quote.id}`, client.cookie)).json().appointment.id).toBe(
      view.appointment!.id,
    );
    const twice = await call('POST', `/api/admin/quotes/${quote.id}/schedule`, staff.cookie, scheduleBody);
    expect(twice.json().message).toBe(BILLING_MESSAGES.alreadyScheduled);

    const byStaff = await call('POST', `/api/admin/quotes/${quote.id}/versions`, staff.cookie);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().message).toBe(BILLING_MESSAGES.quoteApprovedStaff);
    expect((await call('POST', `/api/admin/quotes/${quote.id}/withdraw`, staff.cookie)).statusCode).toBe(403);
    const byAdmin = await call('POST', `/api/admin/quotes/${quote.id}/versions`, admin.cookie);
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json()).toMatchObject({ status: 'draft', currentVersion: 2 });
    // The approval of version 1 stays on record with its hash.
    expect((byAdmin.json() as StaffQuote).responses[0]).toMatchObject({ version: 1, action: 'approved' });
    const events = (await quoteEvents(quote.id)).map((e) => [e.type, e.summary, e.actorId]);
    expect(events.slice(2)).toEqual([
      [
        'quote.approved',
        `Dolores Muñoz approved ${quote.label} version 1 for $200.50, signed “Dolores Muñoz”`,
        client.user.id,
      ],
      [
        'quote.scheduled',
        `Sam Rivera scheduled ${quote.label} for Dolores Muñoz on 2099-07-15 at 10:00`,
        staff.user.id,
      ],
      ['quote.version-made', `Sam Rivera made version 2 of ${quote.label} for Dolores Muñoz`, admin.user.id],
    ]);
  });

  it('withdraws a quote: its link stops working and the client no longer sees it', async () => {
    const quote = await saved(await newQuote());
    const token = await sent(quote);
    const res = await call('POST', `/api/admin/quotes/${quote.id}/withdraw`, staff.cookie);
    expect(res.json().status).toBe('withdrawn');
    expect((await call('GET', `/api/quote-links/${token}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/quotes/${quote.id}`, client.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/quotes', client.cookie)).json()).toEqual([]);
    const withdrawn = (await quoteEvents(quote.id)).at(-1);
    expect(withdrawn).toMatchObject({
      type: 'quote.withdrawn',
      summary: `Sam Rivera withdrew ${quote.label} for Dolores Muñoz`,
      actorId: staff.user.id,
    });
    await expectNoSecretsInEvents([token]);
  });

  it('gives the builder the active price list', async () => {
    await t.app.db.updateTable('priceItems').set({ active: false }).where('id', '=', 4).execute();
    const res = await call('GET', '/api/staff/price-items', staff.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((item: { id: number }) => item.id)).toEqual([1, 2, 3]);
  });
});
