import { addDaysToDate, AUTH_MESSAGES, businessToday, CIRCLE_MESSAGES, defaultBusiness } from '@ta/shared';
import ICAL from 'ical.js';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { engines } from '../../../../test/fresh-database.js';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp, postForm } from '../../../../test/page-form-posts.js';
import { weekdayFrom } from '../../../../test/support/dates.js';
import { helpingContact } from '../../../../test/support/accounts.js';

/** One event of a feed as a calendar app reads it (ical.js, a parser nobody here wrote). */
interface FeedEvent {
  uid: string;
  sequence: number;
  status: string | null;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  start: Date;
}

function readFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((event): FeedEvent => {
    const value = (name: string) => {
      const v = event.getFirstPropertyValue(name);
      return v === null ? null : String(v);
    };
    return {
      uid: String(value('uid')),
      sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
      status: value('status'),
      summary: String(value('summary')),
      description: value('description') ?? '',
      location: value('location'),
      url: value('url'),
      start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
    };
  });
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    ttl: String(calendar.getFirstPropertyValue('x-published-ttl')),
    refresh: String(calendar.getFirstPropertyValue('refresh-interval')),
    events,
  };
}

const pathOf = (url: string) => new URL(url).pathname;

describe.each(engines)('calendar feeds on %s', (engine) => {
  let t: TestApp;
  let logged: string[];
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let otherStaff: Awaited<ReturnType<typeof createStaff>>;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  let client: Awaited<ReturnType<typeof registerClient>>;

  beforeEach(async () => {
    logged = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    // Every request logged (debug), so a token anywhere in a log line is caught.
    t = await buildTestApp(engine, {}, { logger: { level: 'debug', stream } });
    staff = await createStaff(t, 'staff');
    otherStaff = await createStaff(t, 'staff');
    admin = await createStaff(t, 'admin');
    client = await registerClient(t, { firstName: 'Dolores', lastName: 'Muñoz' });
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? cookieHeader(t, cookie) : {},
      ...(payload ? { payload } : {}),
    });
  const makeFeed = async (cookie: string) => {
    const res = await call('POST', '/api/calendar-feed', cookie);
    expect(res.statusCode).toBe(201);
    return res.json() as { url: string; webcalUrl: string; active: boolean; createdAt: string };
  };
  const readOk = async (url: string) => {
    const res = await call('GET', pathOf(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    return readFeed(res.body);
  };
  const today = () => businessToday();
  /** An appointment made by the office, assigned to `staffId`, on the client's account when `clientId` is given. */
  const appointment = async (
    date: string,
    { staffId, clientId, notes }: { staffId: number; clientId?: number; notes?: string },
  ) => {
    const res = await call('POST', '/api/admin/appointments', admin.cookie, {
      clientName: 'Dolores Muñoz',
      clientEmail: client.body.email,
      clientPhone: '(352) 555-0199',
      serviceTypeId: '4',
      staffId,
      // The office books today or later; a past visit is moved back below, as time would have.
      appointmentDate: date < today() ? today() : date,
      startTime: '10:00',
      endTime: '12:00',
      location: '12 Palm Way, Dade City',
      // Dates counted from today may fall on a Sunday.
      outsideHoursConfirmed: true,
      ...(notes ? { notes } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    await t.app.db
      .updateTable('appointments')
      .set({ appointmentDate: date, ...(clientId ? { clientId } : {}) })
      .where('id', '=', id)
      .execute();
    return id;
  };

  it('makes, renews and stops a feed; the old address is a plain 404 after each, and only hashes are kept', async () => {
    expect((await call('GET', '/api/calendar-feed', staff.cookie)).json()).toEqual({
      active: false,
      createdAt: null,
      lastUsedAt: null,
    });
    const first = await makeFeed(staff.cookie);
    expect(first.url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.webcalUrl).toBe(first.url.replace('http://', 'webcal://'));
    const token = pathOf(first.url).slice('/calendar/'.length, -'.ics'.length);
    const rows = await t.app.db.selectFrom('calendarFeeds').selectAll().orderBy('id').execute();
    expect(rows.map((r) => r.tokenHash)).toEqual([sha256(token)]);

    const state = await call('GET', '/api/calendar-feed', staff.cookie);
    expect(state.headers['cache-control']).toBe('private, no-store');
    expect(state.json()).toMatchObject({ active: true, lastUsedAt: null });
    expect(state.body).not.toContain(token);

    const res = await call('GET', pathOf(first.url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const feed = readFeed(res.body);
    expect(feed.name).toBe(`${defaultBusiness.name} — my visits`);
    expect(feed.ttl).toBe('PT1H');
    expect(feed.refresh).toBe('PT1H');
    const used = (await call('GET', '/api/calendar-feed', staff.cookie)).json() as { lastUsedAt: string | null };
    expect(used.lastUsedAt).not.toBeNull();
    // Read again within the hour: last_used_at is not written again.
    await readOk(first.url);
    expect(((await call('GET', '/api/calendar-feed', staff.cookie)).json() as { lastUsedAt: string }).lastUsedAt).toBe(
      used.lastUsedAt,
    );

    const renewed = await makeFeed(staff.cookie);
    expect(renewed.url).not.toBe(first.url);
    const gone = await call('GET', pathOf(first.url));
    expect(gone.statusCode).toBe(404);
    const unknown = await call('GET', '/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics');
    // No hint: a renewed token answers exactly as one that never existed.
    expect(gone.body).toBe(unknown.body);
    await readOk(renewed.url);
    expect(await t.app.db.selectFrom('calendarFeeds').select('id').orderBy('id').execute()).toHaveLength(1);

    const stopped = await call('DELETE', '/api/calendar-feed', staff.cookie);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ active: false });
    expect((await call('GET', pathOf(renewed.url))).statusCode).toBe(404);
    expect((await call('GET', '/calendar/not-a-token.ics')).statusCode).toBe(404);

    // Neither token ever reached a log line.
    const logs = logged.join('');
    expect(logs).toContain('/calendar/[hidden]');
    for (const made of [first, renewed]) {
      expect(logs).not.toContain(pathOf(made.url).slice('/calendar/'.length, -4));
    }
    const outbox = await t.app.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute();
    expect(JSON.stringify(outbox)).not.toContain(token);
  });

  it("lists exactly a staff member's own visits: the last 30 days and ahead, cancelled ones only ahead", async () => {
    const ahead = await appointment(addDaysToDate(today(), 3), { staffId: staff.user.id, notes: 'Bring the ladder.' });
    const recent = await appointment(addDaysToDate(today(), -10), { staffId: staff.user.id });
    const tooOld = await appointment(addDaysToDate(today(), -31), { staffId: staff.user.id });
    const cancelledPast = await appointment(addDaysToDate(today(), -2), { staffId: staff.user.id });
    const cancelledAhead = await appointment(addDaysToDate(today(), 5), { staffId: staff.user.id });
    const someoneElses = await appointment(addDaysToDate(today(), 4), { staffId: otherStaff.user.id });
    for (const id of [cancelledPast, cancelledAhead]) {
      expect((await call('PATCH', `/api/appointments/${id}`, admin.cookie, { status: 'cancelled' })).statusCode).toBe(
        200,
      );
    }
    const { url } = await makeFeed(staff.cookie);
    const feed = await readOk(url);
    const uid = (id: number) => `appointment-${id}@localhost`;
    expect(feed.events.map((e) => e.uid).sort()).toEqual([recent, ahead, cancelledAhead].map(uid).sort());
    expect(feed.events.map((e) => e.uid)).not.toContain(uid(tooOld));
    expect(feed.events.map((e) => e.uid)).not.toContain(uid(someoneElses));
    expect(feed.events.map((e) => e.uid)).not.toContain(uid(cancelledPast));
    expect(feed.events.find((e) => e.uid === uid(cancelledAhead))?.status).toBe('CANCELLED');
    const visit = feed.events.find((e) => e.uid === uid(ahead));
    expect(visit?.summary).toContain('Dolores Muñoz');
    expect(visit?.location).toBe('12 Palm Way, Dade City');
    expect(visit?.description).toContain('(352) 555-0199');
    expect(visit?.description).toContain('Bring the ladder.');
    expect(visit?.description).toContain(`http://localhost:3000/admin/appointments/${ahead}`);
    expect(visit?.status).toBe('CONFIRMED');

    // The other staff member's feed has theirs alone.
    const other = await readOk((await makeFeed(otherStaff.cookie)).url);
    expect(other.events.map((e) => e.uid)).toEqual([uid(someoneElses)]);
  });

  it("lists a client's own appointments, with the staff member's first name only, in the client's language", async () => {
    const mine = await appointment(addDaysToDate(today(), 2), { staffId: staff.user.id, clientId: client.user.id });
    await appointment(addDaysToDate(today(), 2), { staffId: staff.user.id });
    const stranger = await registerClient(t);
    await appointment(addDaysToDate(today(), 6), { staffId: staff.user.id, clientId: stranger.user.id });
    await t.app.db.updateTable('users').set({ language: 'es' }).where('id', '=', client.user.id).execute();

    const { url } = await makeFeed(client.cookie);
    const feed = await readOk(url);
    expect(feed.name).toBe(`${defaultBusiness.name} — mis visitas`);
    expect(feed.events.map((e) => e.uid)).toEqual([`appointment-${mine}@localhost`]);
    const [event] = feed.events;
    expect(event?.description).toContain('Viene: Sam');
    expect(event?.description).not.toContain('Rivera');
    expect(event?.url).toBe('http://localhost:3000/es/appointments');
    expect(event?.summary).toContain(defaultBusiness.name);

    // The stranger's own feed: their appointment, never the client's.
    const theirs = await readOk((await makeFeed(stranger.cookie)).url);
    expect(theirs.events.map((e) => e.uid)).not.toContain(`appointment-${mine}@localhost`);
    // Each token opens its own account only: renewing one account's feed leaves the other's working.
    await makeFeed(stranger.cookie);
    expect((await readOk(url)).events).toHaveLength(1);
  });

  it('shows a staff edit of time with a higher SEQUENCE, the same UID as the e-mailed file, and a cancel as CANCELLED', async () => {
    const id = await appointment(weekdayFrom(7), { staffId: staff.user.id, clientId: client.user.id });
    const staffFeed = (await makeFeed(staff.cookie)).url;
    const clientFeed = (await makeFeed(client.cookie)).url;
    const before = (await readOk(staffFeed)).events[0];
    expect(before?.sequence).toBe(0);

    expect(
      (await call('PATCH', `/api/admin/appointments/${id}`, admin.cookie, { startTime: '11:00' })).statusCode,
    ).toBe(200);
    const moved = (await readOk(staffFeed)).events[0];
    expect(moved?.uid).toBe(before?.uid);
    expect(moved?.sequence).toBe(1);
    expect(moved!.start.getTime() - before!.start.getTime()).toBe(60 * 60 * 1000);
    // The file the client downloads (and is e-mailed) carries the same UID and SEQUENCE.
    const file = await call('GET', `/api/appointments/${id}/calendar.ics`, client.cookie);
    const single = readFeed(file.body).events[0];
    expect(single).toMatchObject({ uid: moved?.uid, sequence: 1 });
    expect((await readOk(clientFeed)).events[0]).toMatchObject({ uid: moved?.uid, sequence: 1 });

    expect((await call('PATCH', `/api/appointments/${id}`, admin.cookie, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    for (const url of [staffFeed, clientFeed]) {
      const [cancelled] = (await readOk(url)).events;
      expect(cancelled).toMatchObject({ uid: before?.uid, status: 'CANCELLED', sequence: 2 });
    }
  });

  it('refuses a trusted contact helping with a client, and anyone signed out', async () => {
    const contact = await helpingContact(t, client.user.id, 'appointments,act');
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await call(method, '/api/calendar-feed', contact.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: CIRCLE_MESSAGES.ownerOnly });
      expect((await call(method, '/api/calendar-feed')).statusCode).toBe(401);
    }
    expect(await t.app.db.selectFrom('calendarFeeds').select('id').orderBy('id').execute()).toEqual([]);
    // Back on their own account, the contact makes their own feed, which lists none of the client's visits.
    await t.app.repos.sessions.setActingFor(sha256(contact.cookie), null);
    await appointment(addDaysToDate(today(), 2), { staffId: staff.user.id, clientId: client.user.id });
    const own = await readOk((await makeFeed(contact.cookie)).url);
    expect(own.events).toEqual([]);
  });

  it('leaves a deactivated account’s feed closed', async () => {
    const { url } = await makeFeed(staff.cookie);
    await t.app.db.updateTable('users').set({ active: false }).where('id', '=', staff.user.id).execute();
    expect((await call('GET', pathOf(url))).statusCode).toBe(404);
  });
});

describe.each(engines)('the account page calendar forms without JavaScript on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPageApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  it('makes the address and shows it once in a page never stored, renews it and stops it, in either language', async () => {
    const client = await registerClient(t);
    const as = cookieHeader(t, client.cookie);
    const made = await postForm(t, '/es/profile', { _form: 'calendar-feed-make' }, as);
    expect(made.statusCode).toBe(200);
    expect(made.headers['cache-control']).toBe('private, no-store');
    const rendered = renderedInput(made.body);
    expect(rendered.url).toBe('/es/profile');
    const { url } = rendered.form?.outcome as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await t.app.inject({ method: 'GET', url: pathOf(url) })).statusCode).toBe(200);
    // Reading the page again shows that there is a feed, never its address.
    const page = await t.app.inject({ method: 'GET', url: '/profile', headers: as });
    expect(page.body).not.toContain(pathOf(url));

    const renewed = await postForm(t, '/profile', { _form: 'calendar-feed-make' }, as);
    const second = (renderedInput(renewed.body).form?.outcome as { url: string }).url;
    expect(second).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: pathOf(url) })).statusCode).toBe(404);

    const stopped = await postForm(t, '/profile', { _form: 'calendar-feed-stop' }, as);
    expect(stopped.statusCode).toBe(200);
    expect(renderedInput(stopped.body).form).toMatchObject({ form: 'calendar-feed-stop', outcome: { active: false } });
    expect((await t.app.inject({ method: 'GET', url: pathOf(second) })).statusCode).toBe(404);
  });

  it('sends the page’s other forms, posted before the script loaded, back to the page without making a feed', async () => {
    const client = await registerClient(t);
    const other = await postForm(t, '/es/profile', { firstName: 'Mary' }, cookieHeader(t, client.cookie));
    expect(other.statusCode).toBe(303);
    expect(other.headers.location).toBe('/es/profile');
    expect(await t.app.db.selectFrom('calendarFeeds').select('id').orderBy('id').execute()).toEqual([]);
  });

  it('counts an address made by the page in the JSON call’s limit: 10 an hour in all, then the page says why', async () => {
    const client = await registerClient(t);
    const as = cookieHeader(t, client.cookie);
    const make = () => t.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: as });
    for (let i = 0; i < 9; i += 1) expect((await make()).statusCode).toBe(201);
    expect((await postForm(t, '/profile', { _form: 'calendar-feed-make' }, as)).statusCode).toBe(200);
    // The tenth was the form's: the JSON call is now refused, and so is the form, on its page.
    expect((await make()).statusCode).toBe(429);
    const refused = await postForm(t, '/es/profile', { _form: 'calendar-feed-make' }, as);
    expect(refused.statusCode).toBe(429);
    expect(renderedInput(refused.body).form).toMatchObject({
      form: 'calendar-feed-make',
      message: AUTH_MESSAGES.tooManyRequests,
      code: 'rate_limited',
    });
    // Stopping is not limited.
    expect((await postForm(t, '/profile', { _form: 'calendar-feed-stop' }, as)).statusCode).toBe(200);
  });

  it('sends a signed-out visitor to sign in, and answers a helping contact on the page with the refusal', async () => {
    const signedOut = await postForm(t, '/profile', { _form: 'calendar-feed-make' });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toMatch(/^\/auth\?/);

    const client = await registerClient(t);
    const contact = await helpingContact(t, client.user.id, 'appointments');
    const refused = await postForm(t, '/profile', { _form: 'calendar-feed-make' }, cookieHeader(t, contact.cookie));
    expect(refused.statusCode).toBe(403);
    expect(renderedInput(refused.body).form).toMatchObject({
      form: 'calendar-feed-make',
      message: CIRCLE_MESSAGES.ownerOnly,
    });
    expect(await t.app.db.selectFrom('calendarFeeds').select('id').orderBy('id').execute()).toEqual([]);
  });
});
