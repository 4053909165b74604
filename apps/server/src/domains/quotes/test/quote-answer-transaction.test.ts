import { addDaysToDate, businessToday, type StaffQuote } from '@ta/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.js';
import { requestRow } from '../../../../test/support/contact-requests.js';
import { watchTransactions, type WatchedTransactions } from '../../../../test/support/transaction-faults.js';

/** What an answer stores beside the quote's status: the quote's e-mails of an approval, by kind. */
const ANSWER_EMAILS = ['quote-approved', 'staff-quote-approved'] as const;

// A client's answer to a quote, its activity event and its e-mails are stored together or not at all, and
// the e-mails leave after the commit (domains/quotes/quotes.ts answerClientQuote, docs/email.md).
describe.each(engines)('a quote’s answer in one transaction on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let client: Awaited<ReturnType<typeof registerClient>>;
  let watch: WatchedTransactions | undefined;

  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await mailbox.stop();
  });
  beforeEach(async () => {
    t = await buildTestApp(engine, { smtpUrl: mailbox.url });
    client = await registerClient(t, { firstName: 'Dolores', lastName: 'Muñoz' });
  });
  afterEach(async () => {
    watch?.stop();
    watch = undefined;
    await t.close();
  });

  /** A quote made, priced and sent to the client through the back office; its e-mail delivered. */
  async function sentQuote(): Promise<StaffQuote> {
    const staff = await createStaff(t, 'staff');
    const request = await t.app.repos.contactRequests.create(
      requestRow({ firstName: 'Dolores', lastName: 'Muñoz', email: client.body.email }),
    );
    const as = { headers: cookieHeader(t, staff.cookie) };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/quotes',
      ...as,
      payload: { contactRequestId: request.id },
    });
    const quote = made.json<StaffQuote>();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/quotes/${quote.id}/draft`,
      ...as,
      payload: {
        version: 1,
        lines: [{ kind: 'item', description: 'Tablet set-up', quantity: '1', unitPrice: '60' }],
        validUntil: addDaysToDate(businessToday(), 10),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sent = await t.app.inject({ method: 'POST', url: `/api/admin/quotes/${quote.id}/send`, ...as });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.app.mailer.flush();
    return quote;
  }

  const approve = (quote: StaffQuote) =>
    t.app.inject({
      method: 'POST',
      url: `/api/quotes/${quote.id}/approve`,
      headers: cookieHeader(t, client.cookie),
      payload: { version: 1, typedName: 'Dolores Muñoz' },
    });

  /** Everything of the quote's answer that may be stored. */
  async function stored(quoteId: number) {
    const quote = await t.app.db
      .selectFrom('quotes')
      .select('status')
      .where('id', '=', quoteId)
      .executeTakeFirstOrThrow();
    const responses = await t.app.db
      .selectFrom('quoteResponses')
      .select('action')
      .where('quoteId', '=', quoteId)
      .orderBy('id')
      .execute();
    const events = await t.app.db
      .selectFrom('events')
      .select('type')
      .where('subjectType', '=', 'quote')
      .where('subjectId', '=', quoteId)
      .orderBy('id')
      .execute();
    const outbox = await t.app.db
      .selectFrom('emailOutbox')
      .select(['kind', 'status'])
      .where('kind', 'in', ANSWER_EMAILS)
      .orderBy('id')
      .execute();
    return {
      status: quote.status,
      responses: responses.map((r) => r.action),
      events: events.map((e) => e.type),
      outbox,
    };
  }

  const nothingAnswered = { status: 'sent', responses: [], events: ['quote.created', 'quote.sent'], outbox: [] };

  it('stores no answer, no event and no e-mail, and sends nothing, when its activity event cannot be recorded', async () => {
    const quote = await sentQuote();
    const before = mailbox.received.length;
    watch = watchTransactions(t.app.db, { failInsert: { into: 'events' } });

    expect((await approve(quote)).statusCode).toBe(500);
    // The answer was written before the event failed, in the same transaction.
    expect(watch.writes).toEqual(['update quotes', 'insert quoteResponses', 'insert events']);
    watch.stop();

    await t.app.mailer.flush();
    expect(await stored(quote.id)).toEqual(nothingAnswered);
    expect(mailbox.received.length).toBe(before);
  });

  it('stores no answer and no event when its first e-mail cannot be written to the outbox', async () => {
    const quote = await sentQuote();
    const before = mailbox.received.length;
    watch = watchTransactions(t.app.db, { failInsert: { into: 'emailOutbox' } });

    expect((await approve(quote)).statusCode).toBe(500);
    expect(watch.writes).toEqual(['update quotes', 'insert quoteResponses', 'insert events', 'insert emailOutbox']);
    watch.stop();

    await t.app.mailer.flush();
    expect(await stored(quote.id)).toEqual(nothingAnswered);
    expect(mailbox.received.length).toBe(before);
  });

  it('stores the answer with its event and e-mails, and sends the e-mails only after the commit', async () => {
    const quote = await sentQuote();
    const before = mailbox.received.length;
    let sentBeforeCommit = -1;
    watch = watchTransactions(t.app.db, {
      beforeCommit: async () => {
        // Give a delivery every chance to start before the commit: none may.
        await new Promise((resolve) => setTimeout(resolve, 50));
        sentBeforeCommit = mailbox.received.length - before;
      },
    });

    const res = await approve(quote);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved' });
    expect(sentBeforeCommit).toBe(0);
    watch.stop();

    await t.app.mailer.flush();
    expect(await stored(quote.id)).toEqual({
      status: 'approved',
      responses: ['approved'],
      events: ['quote.created', 'quote.sent', 'quote.approved'],
      outbox: expect.arrayContaining([
        { kind: 'staff-quote-approved', status: 'sent' },
        { kind: 'quote-approved', status: 'sent' },
      ]),
    });
    const confirmation = mailbox.received.slice(before).filter((m) => m.rcptTo.includes(client.body.email));
    expect(confirmation).toHaveLength(1);
  });
});
