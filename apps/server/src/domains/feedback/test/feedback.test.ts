import { businessToday, FEEDBACK_MESSAGES } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { startTextsApp, turnTextsOn, type TextsApp } from '../../../../test/support/texts.js';
import { sha256 } from '../../../lib/tokens.js';

type Caller = Awaited<ReturnType<typeof registerClient>>;

let phoneNumber = 3525550700;
const newPhone = () => `+1${(phoneNumber += 1)}`;
const TOKEN = /\/feedback\/([A-Za-z0-9_-]{43})/;

/** Feedback after a visit (docs/feedback.md): asked of everyone at Done, answered once, low scores alerted. */
describe.each(engines)('feedback after a visit on %s', (engine) => {
  let app: TextsApp;
  let t: TestApp;
  let maria: Awaited<ReturnType<typeof createStaff>>;
  let owner: Awaited<ReturnType<typeof createStaff>>;

  beforeAll(async () => {
    // 11 am in New York today (only Date is faked): the Done text is not held for the morning.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${businessToday()}T16:00:00Z`) });
    app = await startTextsApp(engine);
    t = app.t;
    maria = await createStaff(t, 'staff');
    await t.app.db
      .updateTable('users')
      .set({ firstName: 'Maria', lastName: 'Lopez' })
      .where('id', '=', maria.user.id)
      .execute();
    owner = await createStaff(t, 'admin');
  });
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  const as = (caller: { cookie: string }) => cookieHeader(t, caller.cookie);

  /** A visit of `client` today with Maria, tapped through to Done; the e-mailed link's token. */
  async function finishedVisit(client: Caller, serviceTypeId = 1) {
    const visit = await t.app.repos.appointments.create({
      clientId: client.user.id,
      clientName: `${client.body.firstName} ${client.body.lastName}`,
      clientEmail: client.body.email,
      serviceTypeId,
      staffId: maria.user.id,
      appointmentDate: businessToday(),
      startTime: '09:00',
      endTime: '11:00',
      status: 'confirmed',
      notes: null,
      location: null,
    });
    for (const step of ['arrived', 'done']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/appointments/${visit.id}/progress`,
        headers: as(maria),
        payload: { step },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.app.mailer.flush();
    const email = await app.mailbox.latestTo(client.body.email, 'How was your');
    const token = TOKEN.exec(email.text)?.[1];
    expect(token, email.text).toBeDefined();
    return { visit, token: token!, email };
  }

  const read = (token: string) => t.app.inject({ method: 'GET', url: `/api/feedback/${token}` });
  const answer = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/feedback/${token}`, payload });
  const outboxTo = (address: string) =>
    t.app.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', address).orderBy('id').execute();

  it('asks every client at Done by e-mail and in their Done text, with a link that keeps no secret in the outbox', async () => {
    const ruth = await registerClient(t, { firstName: 'Ruth', lastName: 'Moss' });
    const phone = await turnTextsOn(t, ruth, { kinds: ['visit_steps'], phone: newPhone() });
    const { visit, token, email } = await finishedVisit(ruth);

    expect(email.subject).toMatch(/^How was your .*visit on /);
    expect(email.text).toContain('Maria finished your');
    expect(email.text).toContain('you do not need to sign in');
    // One e-mail at Done, not two: the request says the visit is finished.
    const mails = await outboxTo(ruth.body.email);
    expect(mails.map((m) => m.kind)).toEqual(['feedback-request']);
    expect(mails[0]?.textBody).not.toContain(token);

    const row = await t.app.db
      .selectFrom('visitFeedback')
      .selectAll()
      .where('appointmentId', '=', visit.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      clientId: ruth.user.id,
      staffId: maria.user.id,
      serviceTypeId: 1,
      tokenHash: sha256(token),
      stars: null,
    });

    const texts = app.twilio.textsTo(phone);
    const done = texts.at(-1)?.body ?? '';
    expect(done).toMatch(
      /^Trusted Assistance: Maria has finished your .*visit\. Thank you! How did we do\? Rate it here: /,
    );
    expect(done).toContain(`/feedback/${token}`);
    // The office reads the text without the link's token.
    const stored = await t.app.db
      .selectFrom('smsMessages')
      .select('body')
      .where('userId', '=', ruth.user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.body).not.toContain(token);

    const view = await read(token);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ staffFirstName: 'Maria', date: businessToday(), answered: false, stars: null });
    expect(view.headers['cache-control']).toContain('no-store');
  });

  it('asks once when staff mark a visit completed by editing it instead of tapping Done', async () => {
    const rosa = await registerClient(t, { firstName: 'Rosa', lastName: 'Diaz' });
    const visit = await t.app.repos.appointments.create({
      clientId: rosa.user.id,
      clientName: 'Rosa Diaz',
      clientEmail: rosa.body.email,
      serviceTypeId: 1,
      staffId: maria.user.id,
      appointmentDate: businessToday(),
      startTime: '13:00',
      endTime: '14:00',
      status: 'confirmed',
      notes: null,
      location: null,
    });
    for (const status of ['completed', 'in-progress', 'completed']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/appointments/${visit.id}`,
        headers: as(maria),
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.app.mailer.flush();
    const email = await app.mailbox.latestTo(rosa.body.email, 'How was your');
    expect(email.text).toMatch(TOKEN);
    expect((await outboxTo(rosa.body.email)).filter((m) => m.kind === 'feedback-request')).toHaveLength(1);
    const asked = await t.app.db
      .selectFrom('visitFeedback')
      .select('appointmentId')
      .where('appointmentId', '=', visit.id)
      .execute();
    expect(asked).toHaveLength(1);
  });

  it('records the answer once: a second answer and two at once are refused and change nothing', async () => {
    const ruth = await registerClient(t, { firstName: 'Ruth', lastName: 'Moss' });
    const { token } = await finishedVisit(ruth);

    const bad = await answer(token, { stars: 6, comment: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.stars).toBe(FEEDBACK_MESSAGES.starsRequired);
    const none = await answer(token, { comment: 'no stars' });
    expect(none.statusCode).toBe(400);
    expect((await read(token)).json()).toMatchObject({ answered: false });

    const first = await answer(token, { stars: 5, comment: '  Maria was wonderful.  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ answered: true, stars: 5 });
    const again = await answer(token, { stars: 1, comment: 'changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'feedback_already_given', message: FEEDBACK_MESSAGES.alreadyGiven });
    const row = await t.app.db
      .selectFrom('visitFeedback')
      .selectAll()
      .where('tokenHash', '=', sha256(token))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ stars: 5, comment: 'Maria was wonderful.' });

    // Two answers sent at once (a double tap on two devices): exactly one is recorded.
    const other = await finishedVisit(ruth);
    const both = await Promise.all([
      answer(other.token, { stars: 4, comment: 'first' }),
      answer(other.token, { stars: 3, comment: 'second' }),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const kept = await t.app.db
      .selectFrom('visitFeedback')
      .selectAll()
      .where('tokenHash', '=', sha256(other.token))
      .executeTakeFirstOrThrow();
    const winner = both.find((res) => res.statusCode === 200)!.json() as { stars: number };
    expect(kept.stars).toBe(winner.stars);

    const unknown = await read('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'feedback_link_not_found', message: FEEDBACK_MESSAGES.linkNotFound });
    expect((await answer('x'.repeat(43), { stars: 5 })).statusCode).toBe(404);
  });

  it('alerts the owner at once of a score of 1 or 2, with the comment, and not of a 3', async () => {
    const paul = await registerClient(t, { firstName: 'Paul', lastName: 'Grant' });
    const low = await finishedVisit(paul);
    expect((await answer(low.token, { stars: 2, comment: 'Late and rushed.' })).statusCode).toBe(200);
    const alerts = (await outboxTo(owner.user.email)).filter((m) => m.kind === 'staff-low-feedback');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toMatch(/^2 stars from Paul Grant: /);
    expect(alerts[0]?.textBody).toContain('Comment: Late and rushed.');
    expect(alerts[0]?.textBody).toContain('Who went: Maria Lopez');
    expect(alerts[0]?.textBody).toContain(`/admin/appointments/${low.visit.id}`);

    const middling = await finishedVisit(paul);
    expect((await answer(middling.token, { stars: 3 })).statusCode).toBe(200);
    expect((await outboxTo(owner.user.email)).filter((m) => m.kind === 'staff-low-feedback')).toHaveLength(1);
  });

  it('links every request to the same public review page once the owner sets it', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/feedback/settings',
      headers: as(owner),
      payload: { reviewUrl: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.reviewUrl).toBe(FEEDBACK_MESSAGES.reviewUrlInvalid);
    const byStaff = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/feedback/settings',
      headers: as(maria),
      payload: { reviewUrl: 'https://reviews.example/trusted' },
    });
    expect(byStaff.statusCode).toBe(403);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/feedback/settings',
      headers: as(owner),
      payload: { reviewUrl: 'https://reviews.example/trusted' },
    });
    expect(set.statusCode, set.body).toBe(200);

    // A happy client and an unhappy one get the same e-mail and the same review link.
    const ann = await registerClient(t, { firstName: 'Ann', lastName: 'Lee' });
    const first = await finishedVisit(ann);
    expect(first.email.text).toContain('review us publicly, good or bad: https://reviews.example/trusted');
    await answer(first.token, { stars: 1, comment: 'Bad' });
    expect((await read(first.token)).json()).toMatchObject({
      answered: true,
      stars: 1,
      reviewUrl: 'https://reviews.example/trusted',
    });
    const second = await finishedVisit(ann);
    await answer(second.token, { stars: 5 });
    expect((await read(second.token)).json()).toMatchObject({ reviewUrl: 'https://reviews.example/trusted' });

    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/feedback/settings',
      headers: as(owner),
      payload: { reviewUrl: '' },
    });
    expect((await read(second.token)).json()).toMatchObject({ reviewUrl: null });
  });

  it('shows the owner the scores by staff member and by service, and the client page their past answers', async () => {
    const june = await registerClient(t, { firstName: 'June', lastName: 'Park' });
    const one = await finishedVisit(june, 1);
    await answer(one.token, { stars: 4, comment: 'Good' });
    const two = await finishedVisit(june, 2);
    await answer(two.token, { stars: 5 });
    await finishedVisit(june, 2); // asked, not answered

    const staffRead = await t.app.inject({ method: 'GET', url: '/api/admin/feedback', headers: as(maria) });
    expect(staffRead.statusCode).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/feedback', headers: as(owner) });
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json();
    expect(overview.months).toHaveLength(12);
    expect(overview.months.at(-1)).toBe(businessToday().slice(0, 7));
    const mariaRow = overview.byStaff.find((row: { id: number }) => row.id === maria.user.id);
    const answers = await t.app.db
      .selectFrom('visitFeedback')
      .select('stars')
      .where('staffId', '=', maria.user.id)
      .where('answeredAt', 'is not', null)
      .execute();
    const sum = answers.reduce((total, row) => total + (row.stars ?? 0), 0);
    expect(mariaRow.name).toBe('Maria Lopez');
    expect(mariaRow.total).toEqual({
      answers: answers.length,
      averageHundredths: Math.round((sum * 100) / answers.length),
    });
    expect(mariaRow.months.at(-1)).toEqual(mariaRow.total);
    const requested = await t.app.db.selectFrom('visitFeedback').select('id').execute();
    expect(overview.requested).toBe(requested.length);
    expect(overview.byService.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining([1, 2]));
    expect(overview.latest[0]).toMatchObject({ clientName: 'June Park', stars: 5 });

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/clients/${june.user.id}/feedback`,
      headers: as(maria),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().map((entry: { stars: number }) => entry.stars)).toEqual([5, 4]);
    expect(page.json()[1]).toMatchObject({ comment: 'Good', staffName: 'Maria Lopez' });
    const client = await t.app.inject({
      method: 'GET',
      url: `/api/admin/clients/${june.user.id}/feedback`,
      headers: as(june),
    });
    expect(client.statusCode).toBe(403);
  });
});
