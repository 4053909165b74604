import { BOOKING_MESSAGES } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { FURNITURE, nextWorkday, setServiceRules, setStaffHours, WORKDAYS } from '../../../../test/support/booking.js';
import { appointmentPayload } from '../../../../test/support/contact-requests.js';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { buildPageApp, postForm } from '../../../../test/page-form-posts.js';

describe.each(engines)('booking a picked time on %s', (engine) => {
  let t: TestApp;
  let staffId: number;
  const day = nextWorkday(3);
  beforeEach(async () => {
    t = await buildTestApp(engine);
    staffId = (await createStaff(t)).user.id;
    // One two-hour visit fits a 9 to 11 day: a single free slot.
    await setStaffHours(t, staffId, WORKDAYS, '09:00', '11:00');
    await setServiceRules(t, FURNITURE, {
      duration: 120,
      minNoticeHours: 24,
      bufferBefore: 30,
      bufferAfter: 30,
      bookingMode: 'hold',
      atHome: true,
    });
  });
  afterEach(async () => {
    await t.close();
  });

  const pick = (n: number, extra: object = {}, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers,
      payload: {
        ...appointmentPayload,
        name: `Walter Green${n}`,
        email: `walter${n}@example.com`,
        slot: `${day}T09:00`,
        county: 'Pasco',
        ...extra,
      },
    });
  const appointments = () => t.app.db.selectFrom('appointments').selectAll().orderBy('id').execute();
  const requests = () => t.app.db.selectFrom('contactRequests').selectAll().orderBy('id').execute();
  const openOn = async (date: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/booking/slots?serviceTypeId=${FURNITURE}&county=Pasco&from=${date}&days=1`,
    });
    return (res.json() as { days: { slots: { start: string }[] }[] }).days.flatMap((d) => d.slots.map((s) => s.start));
  };

  it('gives the last free time to exactly one of eight people sending at once', async () => {
    expect(await openOn(day)).toEqual(['09:00']);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => pick(n)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe(BOOKING_MESSAGES.slotTaken);
    }
    const [appointment, ...more] = await appointments();
    expect(more).toEqual([]);
    const [request, ...otherRequests] = await requests();
    expect(otherRequests).toEqual([]);
    expect(appointment).toMatchObject({
      contactRequestId: request?.id,
      staffId,
      appointmentDate: day,
      status: 'pending',
      location: appointmentPayload.location,
      clientId: null,
    });
    expect(appointment?.startTime.slice(0, 5)).toBe('09:00');
    expect(appointment?.endTime.slice(0, 5)).toBe('11:00');
    // The pick wins over the preferred date and time sent with it.
    expect(request).toMatchObject({ preferredDate: day });
    expect(request?.preferredTime?.slice(0, 5)).toBe('09:00');
    const winner = answers.find((a) => a.statusCode === 201)?.json();
    expect(winner.booking).toEqual({ date: day, start: '09:00', end: '11:00', status: 'pending' });
    expect(await openOn(day)).toEqual([]);
  });

  it('books an instant service as confirmed, on the signed-in client’s account, with the e-mails saying so', async () => {
    await setServiceRules(t, FURNITURE, { bookingMode: 'instant' });
    const client = await registerClient(t);
    const res = await pick(1, { email: client.body.email }, cookieHeader(t, client.cookie));
    expect(res.statusCode).toBe(201);
    const [appointment] = await appointments();
    expect(appointment).toMatchObject({ status: 'confirmed', clientId: client.user.id });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/appointments',
      headers: cookieHeader(t, client.cookie),
    });
    expect(JSON.stringify(mine.json())).toContain(day);
    const [mail] = await t.app.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('kind', '=', 'contact-confirmation')
      .orderBy('id')
      .execute();
    expect(mail?.textBody ?? '').toContain('Your visit is booked for');
    expect(JSON.stringify(mail)).toContain('text/calendar');
  });

  it('holds a time with the e-mails saying so, in Spanish too, and tells the office the time held', async () => {
    const admin = await createStaff(t, 'admin');
    const res = await pick(1, {}, { 'x-language': 'es' });
    expect(res.statusCode).toBe(201);
    const mails = await t.app.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute();
    const toClient = mails.find((m) => m.kind === 'contact-confirmation');
    expect(JSON.stringify(toClient)).toMatch(/Le estamos guardando el .+; se lo confirmaremos pronto\./);
    expect(JSON.stringify(toClient)).not.toContain('text/calendar');
    const toOffice = mails.find((m) => m.kind === 'staff-new-request');
    expect(toOffice?.toAddress).toBe(admin.user.email);
    expect(toOffice?.textBody).toMatch(/When: .+ 9:00 AM to 11:00 AM \(held for them: please confirm it\)/);
  });

  it('books for the client when a trusted contact with the act right picks, keeping the contact as the one who acted', async () => {
    const client = await registerClient(t);
    const contact = await registerClient(t);
    await t.app.db
      .insertInto('trustedContacts')
      .values({
        clientId: client.user.id,
        contactUserId: contact.user.id,
        name: `${contact.body.firstName} ${contact.body.lastName}`,
        email: contact.body.email,
        rights: 'requests,appointments,act',
        status: 'active',
      })
      .execute();
    await t.app.repos.sessions.setActingFor(sha256(contact.cookie), client.user.id);
    const res = await pick(1, { email: client.body.email }, cookieHeader(t, contact.cookie));
    expect(res.statusCode, res.body).toBe(201);
    const [appointment] = await appointments();
    const [request] = await requests();
    expect(appointment).toMatchObject({ clientId: client.user.id, contactRequestId: request?.id, status: 'pending' });
    expect(request).toMatchObject({ userId: client.user.id, actedById: contact.user.id });
    // In the client's My Appointments at once.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/appointments',
      headers: cookieHeader(t, client.cookie),
    });
    expect(JSON.stringify(mine.json())).toContain(day);
  });

  it('shows the time held on the tracking page', async () => {
    const res = await pick(1);
    const code = res.json().trackingToken as string;
    const tracked = await t.app.inject({ method: 'GET', url: `/api/contact/track/${code}` });
    expect(tracked.json().booking).toEqual({ date: day, start: '09:00', end: '11:00', status: 'pending' });
    const plain = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...appointmentPayload } });
    const untracked = await t.app.inject({ method: 'GET', url: `/api/contact/track/${plain.json().trackingToken}` });
    expect(untracked.json().booking).toBeNull();
  });

  it('keeps the buffers and the time off end to end', async () => {
    await setStaffHours(t, staffId, WORKDAYS, '09:00', '17:00');
    expect((await pick(1, { slot: `${day}T09:00` })).statusCode).toBe(201);
    // The visit ends at 11:00; with 30 minutes' travel the next starts at 11:30 at the earliest.
    const open = await openOn(day);
    expect(open[0]).toBe('11:30');
    const tooSoon = await pick(2, { slot: `${day}T11:00` });
    expect(tooSoon.statusCode).toBe(409);
    expect((await pick(3, { slot: `${day}T11:30` })).statusCode).toBe(201);
    const next = nextWorkday(4);
    await t.app.db
      .insertInto('staffTimeOff')
      .values({ staffId, firstDay: next, lastDay: next, note: null, createdAt: new Date().toISOString() })
      .execute();
    const offDay = await pick(4, { slot: `${next}T09:00` });
    expect(offDay.statusCode).toBe(409);
    expect(await appointments()).toHaveLength(2);
    expect(await requests()).toHaveLength(2);
  });

  it('refuses a pick that cannot be booked online, storing nothing', async () => {
    const cases: [object, number, string][] = [
      [{ county: '' }, 400, BOOKING_MESSAGES.countyRequired],
      [{ county: 'Orange' }, 400, BOOKING_MESSAGES.countyNotServed],
      [{ slot: `${day}T9` }, 400, BOOKING_MESSAGES.slotIncomplete],
    ];
    for (const [extra, code, message] of cases) {
      const res = await pick(1, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(code);
      expect(JSON.stringify(res.json()), JSON.stringify(extra)).toContain(message);
    }
    await setServiceRules(t, FURNITURE, { bookingMode: 'call' });
    const call = await pick(1);
    expect(call.statusCode).toBe(400);
    expect(call.json().message).toBe(BOOKING_MESSAGES.notBookable);
    expect(await appointments()).toEqual([]);
    expect(await requests()).toEqual([]);
  });
});

describe.each(engines)('booking a picked time without JavaScript on %s', (engine) => {
  let t: TestApp;
  const day = nextWorkday(3);
  beforeEach(async () => {
    t = await buildPageApp(engine);
    const { user } = await createStaff(t);
    await setStaffHours(t, user.id, WORKDAYS, '09:00', '11:00');
    await setServiceRules(t, FURNITURE, { duration: 120, bookingMode: 'hold', atHome: true });
  });
  afterEach(async () => {
    await t.close();
  });

  const fields = (n: number) => ({
    _form: 'appointment',
    name: `Walter Green${n}`,
    email: `walter${n}@example.com`,
    phone: '352-555-0123',
    serviceTypeId: String(FURNITURE),
    preferredDate: '',
    preferredTime: '',
    location: '12 Palm Way, Dade City',
    message: 'Please assemble a bookcase and a desk in the study.',
    county: 'Pasco',
    slot: `${day}T09:00`,
  });
  // The form posts back to the page's address, which names the service, the county and the first day.
  const url = `/contact?serviceTypeId=${FURNITURE}&county=Pasco&from=${day}`;

  it('holds the time for the first, and shows the second the page again with the message and what was typed', async () => {
    const first = await postForm(t, url, fields(1));
    expect(first.statusCode).toBe(303);
    expect(String(first.headers.location)).toMatch(/^\/track-request\?token=/);
    const second = await postForm(t, url, fields(2));
    expect(second.statusCode).toBe(409);
    const page = renderedInput(second.body);
    expect(page.url).toBe(url);
    expect(page.form).toMatchObject({
      form: 'appointment',
      values: { name: 'Walter Green2', county: 'Pasco' },
      errors: { slot: BOOKING_MESSAGES.slotTaken },
    });
    expect(await t.app.db.selectFrom('appointments').selectAll().orderBy('id').execute()).toHaveLength(1);
    expect(await t.app.db.selectFrom('contactRequests').selectAll().orderBy('id').execute()).toHaveLength(1);
  });
});
