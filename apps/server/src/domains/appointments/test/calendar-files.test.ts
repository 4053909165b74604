import { defaultBusiness } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calendarAttachments, longestLineOctets, readCalendar } from '../../../../test/calendar-reader.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';

// Words people really type here: accents, ñ, an emoji. Long enough that every line of it folds.
const LOCATION = 'Residencia Peñalosa, 1234 Calle de la Señora Muñoz, apartamento 5B, São Paulo Lane, Dade City 🏡';
const NOTES =
  'Señora Muñoz prefers café con leche; the garage code is on the note by the door. Bring the ñ keyboard 😀 for her tablet, and the crème brûlée recipe.';

describe.each(engines)('calendar files on %s', (engine) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let client: Awaited<ReturnType<typeof registerClient>>;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    staff = await createStaff(t);
    client = await registerClient(t);
  });
  afterEach(async () => {
    await t.close();
  });

  const as = (cookie: string) => cookieHeader(t, cookie);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: as(cookie), ...(payload ? { payload } : {}) });
  /** The .ics files e-mailed so far, oldest first, with the kind of e-mail that carried each. */
  const mailedCalendars = async () => {
    const rows = await t.app.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute();
    return rows.flatMap((row) => calendarAttachments(row.attachments).map((file) => ({ kind: row.kind, ...file })));
  };
  const download = async (id: number) => {
    const res = await call('GET', `/api/appointments/${id}/calendar.ics`, client.cookie);
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const scheduleFromRequest = async () => {
    // The client's own request, sent while signed in, so the appointment is on their account.
    const sent = await call('POST', '/api/contact', client.cookie, {
      firstName: 'Dolores',
      lastName: 'Muñoz',
      email: 'dolores@example.com',
      phone: '(352) 555-0199',
      serviceInterest: 'Home & Tech Support',
      message: 'Set up my tablet, please.',
      consentGiven: true,
    });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json() as { id: number };
    const res = await call('POST', `/api/contact/${id}/schedule`, staff.cookie, {
      appointmentDate: '2099-07-15',
      startTime: '10:00',
      endTime: '13:00',
      serviceTypeId: 2,
      location: LOCATION,
      notes: NOTES,
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { appointment: { id: number } }).appointment.id;
  };

  it('folds every line at 75 octets, with non-ASCII place and notes that parse back whole', async () => {
    const id = await scheduleFromRequest();
    const [confirmation] = await mailedCalendars();
    const downloaded = await download(id);
    for (const text of [confirmation?.text ?? '', downloaded]) {
      expect(longestLineOctets(text)).toBeLessThanOrEqual(75);
      const event = readCalendar(text);
      expect(event.location).toBe(LOCATION);
      expect(event.description).toContain(NOTES);
      expect(event.description).toContain(defaultBusiness.phoneDisplay);
    }
  });

  it('leaves notes that hold a door, gate, lockbox or alarm code out of every e-mail and calendar file', async () => {
    const id = await scheduleFromRequest();
    for (const notes of ['Gate code 4512, then the side door.', 'Lockbox: 4512', 'Código de la alarma 4512#']) {
      const changed = await call('PATCH', `/api/admin/appointments/${id}`, staff.cookie, { notes, startTime: '11:00' });
      expect(changed.statusCode, changed.body).toBe(200);
      // Staff still read the notes where they typed them.
      const detail = await call('GET', `/api/admin/appointments/${id}`, staff.cookie);
      expect(detail.json().notes).toBe(notes);
      expect(await download(id)).not.toContain('4512');
      await call('PATCH', `/api/admin/appointments/${id}`, staff.cookie, { startTime: '10:00' });
    }
    const rows = await t.app.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute();
    expect(rows.map((r) => r.kind)).toContain('appointment-changed');
    for (const row of rows) expect(JSON.stringify(row), row.kind).not.toContain('4512');
    // Notes without a code still go out, as before.
    expect(readCalendar(rows.length ? (await mailedCalendars())[0]!.text : '').description).toContain(NOTES);
  });

  it('keeps one UID, raises SEQUENCE with each change the client is told of, and cancels with METHOD:CANCEL', async () => {
    const id = await scheduleFromRequest();
    const booked = readCalendar(await download(id));
    expect(booked).toMatchObject({ method: 'PUBLISH', sequence: 0, status: 'CONFIRMED' });
    expect(booked.uid).toBe(`appointment-${id}@localhost`);
    expect(booked.organizer).toBe(`mailto:${defaultBusiness.email}`);
    expect(booked.attendees).toEqual([]);

    // A note alone is not something the calendar shows as changed: same sequence, no e-mail.
    await call('PATCH', `/api/admin/appointments/${id}`, staff.cookie, { notes: 'Gate code 1234' });
    expect(readCalendar(await download(id)).sequence).toBe(0);

    const moved = await call('PATCH', `/api/admin/appointments/${id}`, staff.cookie, { startTime: '11:00' });
    expect(moved.statusCode).toBe(200);
    const placed = await call('PATCH', `/api/admin/appointments/${id}`, staff.cookie, { location: '12 Palm Way' });
    expect(placed.statusCode).toBe(200);
    const pending = await call('PATCH', `/api/appointments/${id}`, staff.cookie, { status: 'pending' });
    expect(pending.statusCode).toBe(200);
    expect(readCalendar(await download(id))).toMatchObject({ sequence: 3, status: 'TENTATIVE', uid: booked.uid });

    const cancelled = await call('DELETE', `/api/appointments/${id}`, client.cookie);
    expect(cancelled.statusCode).toBe(200);

    const mailed = await mailedCalendars();
    expect(mailed.map((m) => m.kind)).toEqual([
      'appointment-confirmation',
      'appointment-changed',
      'appointment-changed',
      'appointment-cancelled',
    ]);
    const events = mailed.map((m) => readCalendar(m.text));
    expect(events.map((e) => e.uid)).toEqual([booked.uid, booked.uid, booked.uid, booked.uid]);
    expect(events.map((e) => e.sequence)).toEqual([0, 1, 2, 4]);
    expect(events.map((e) => e.method)).toEqual(['PUBLISH', 'PUBLISH', 'PUBLISH', 'CANCEL']);
    expect(mailed.map((m) => m.contentType)).toEqual([
      'text/calendar; charset=utf-8; method=PUBLISH',
      'text/calendar; charset=utf-8; method=PUBLISH',
      'text/calendar; charset=utf-8; method=PUBLISH',
      'text/calendar; charset=utf-8; method=CANCEL',
    ]);
    // iTIP (RFC 5546) CANCEL: the organizer, the attendee whose event ends, status CANCELLED.
    expect(events[3]).toMatchObject({
      status: 'CANCELLED',
      organizer: `mailto:${defaultBusiness.email}`,
      attendees: ['mailto:dolores@example.com'],
    });
    expect(events[1]?.start.toISOString()).toBe('2099-07-15T15:00:00.000Z');
    for (const m of mailed) expect(longestLineOctets(m.text)).toBeLessThanOrEqual(75);
  });

  it('cancelling from the back office mails METHOD:CANCEL; putting it back mails a new, higher sequence', async () => {
    const res = await call('POST', '/api/admin/appointments', staff.cookie, {
      clientName: 'Dolores Muñoz',
      clientEmail: 'dolores@example.com',
      serviceTypeId: '4',
      appointmentDate: '2099-07-15',
      startTime: '10:00',
      endTime: '13:00',
      location: LOCATION,
      notes: NOTES,
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };
    await call('PATCH', `/api/appointments/${id}`, staff.cookie, { status: 'cancelled' });
    await call('PATCH', `/api/appointments/${id}`, staff.cookie, { status: 'scheduled' });

    const mailed = await mailedCalendars();
    expect(mailed.map((m) => m.kind)).toEqual([
      'appointment-confirmation',
      'appointment-cancelled',
      'appointment-confirmation',
    ]);
    const events = mailed.map((m) => readCalendar(m.text));
    expect(events.map((e) => [e.method, e.status, e.sequence])).toEqual([
      ['PUBLISH', 'CONFIRMED', 0],
      ['CANCEL', 'CANCELLED', 1],
      ['PUBLISH', 'CONFIRMED', 2],
    ]);
    expect(new Set(events.map((e) => e.uid)).size).toBe(1);
    expect(events[1]?.attendees).toEqual(['mailto:dolores@example.com']);
    for (const m of mailed) expect(longestLineOctets(m.text)).toBeLessThanOrEqual(75);
  });
});
