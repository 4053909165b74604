import { BOOKING_MESSAGES, businessInstant, slotAnswerSchema } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, createStaff, type TestApp } from '../../../../test/helper.js';
import { FURNITURE, nextWorkday, setServiceRules, setStaffHours, WORKDAYS } from '../../../../test/support/booking.js';

describe.each(engines)('GET /api/booking/slots on %s', (engine) => {
  let t: TestApp;
  let staffId: number;
  const day = nextWorkday(3);
  beforeEach(async () => {
    t = await buildTestApp(engine);
    staffId = (await createStaff(t)).user.id;
    await setStaffHours(t, staffId, WORKDAYS, '09:00', '17:00');
    await setServiceRules(t, FURNITURE, { duration: 120, minNoticeHours: 24, bookingMode: 'hold', atHome: true });
  });
  afterEach(async () => {
    await t.close();
  });

  const slots = (query: string) => t.app.inject({ method: 'GET', url: `/api/booking/slots?${query}` });
  const daySlots = async (query: string) => {
    const res = await slots(query);
    expect(res.statusCode).toBe(200);
    return slotAnswerSchema.parse(res.json());
  };

  it('lists the open times of a fortnight, without naming the staff', async () => {
    const answer = await daySlots(`serviceTypeId=${FURNITURE}&county=Pasco&from=${day}`);
    expect(answer.from).toBe(day);
    expect(answer.service).toMatchObject({ id: FURNITURE, bookingMode: 'hold', atHome: true, duration: 120 });
    const first = answer.days[0];
    expect(first?.date).toBe(day);
    // Staff work 9 to 5, a visit lasts two hours: 9:00 to 15:00 starts.
    expect(first?.slots.map((s) => s.start)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
    ]);
    expect(first?.slots[0]).toEqual({ date: day, start: '09:00', end: '11:00' });
    expect(answer.days.length).toBeLessThanOrEqual(14);
    const body = JSON.stringify(answer);
    expect(body).not.toContain('staff');
    expect(body).not.toContain('Rivera');
  });

  it('refuses a query it cannot read, with the message the form shows', async () => {
    const cases: [string, string][] = [
      ['', BOOKING_MESSAGES.serviceRequired],
      ['serviceTypeId=abc', BOOKING_MESSAGES.serviceRequired],
      [`serviceTypeId=${FURNITURE}&county=Pasco&from=2026-02-30`, BOOKING_MESSAGES.dateInvalid],
      [`serviceTypeId=${FURNITURE}&county=Pasco&days=63`, BOOKING_MESSAGES.daysInvalid],
      [`serviceTypeId=${FURNITURE}&county=Pasco&days=0`, BOOKING_MESSAGES.daysInvalid],
    ];
    for (const [query, message] of cases) {
      const res = await slots(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });

  it('answers 404 for a service unknown or switched off', async () => {
    expect((await slots('serviceTypeId=9999&county=Pasco')).statusCode).toBe(404);
    await setServiceRules(t, FURNITURE, { active: false });
    const res = await slots(`serviceTypeId=${FURNITURE}&county=Pasco`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(BOOKING_MESSAGES.serviceNotOffered);
  });

  it('needs the county of a visit at home, and offers nothing in a county not served', async () => {
    const missing = await slots(`serviceTypeId=${FURNITURE}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(BOOKING_MESSAGES.countyRequired);
    expect((await daySlots(`serviceTypeId=${FURNITURE}&county=Orange&from=${day}`)).days).toEqual([]);
    expect((await daySlots(`serviceTypeId=${FURNITURE}&county=Hernando&from=${day}`)).days).not.toEqual([]);
    // Staff who cover Pasco only: none for Hernando.
    await t.app.db.insertInto('staffCounties').values({ staffId, county: 'Pasco' }).execute();
    expect((await daySlots(`serviceTypeId=${FURNITURE}&county=Hernando&from=${day}`)).days).toEqual([]);
    // A service at the business's place needs no county.
    await setServiceRules(t, FURNITURE, { atHome: false });
    expect((await daySlots(`serviceTypeId=${FURNITURE}&from=${day}`)).days).not.toEqual([]);
  });

  it('offers no times for a service arranged by phone', async () => {
    await setServiceRules(t, FURNITURE, { bookingMode: 'call' });
    const answer = await daySlots(`serviceTypeId=${FURNITURE}&county=Pasco&from=${day}`);
    expect(answer.service.bookingMode).toBe('call');
    expect(answer.days).toEqual([]);
  });

  it('keeps the notice: nothing starts sooner than the service’s notice hours from now', async () => {
    await setServiceRules(t, FURNITURE, { minNoticeHours: 72 });
    const now = Date.now();
    const answer = await daySlots(`serviceTypeId=${FURNITURE}&county=Pasco`);
    const starts = answer.days.flatMap((d) => d.slots.map((s) => businessInstant(s.date, s.start).getTime()));
    expect(starts.length).toBeGreaterThan(0);
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(now + 72 * 3600_000 - 60_000);
  });

  it('leaves out a holiday and a staff member’s day off', async () => {
    const before = await daySlots(`serviceTypeId=${FURNITURE}&county=Pasco&from=${day}&days=1`);
    expect(before.days.map((d) => d.date)).toEqual([day]);
    await t.app.db.insertInto('holidays').values({ day, name: 'Closed for the day' }).execute();
    expect((await daySlots(`serviceTypeId=${FURNITURE}&county=Pasco&from=${day}&days=1`)).days).toEqual([]);
    await t.app.db.deleteFrom('holidays').execute();
    await t.app.db
      .insertInto('staffTimeOff')
      .values({ staffId, firstDay: day, lastDay: day, note: null, createdAt: new Date().toISOString() })
      .execute();
    expect((await daySlots(`serviceTypeId=${FURNITURE}&county=Pasco&from=${day}&days=1`)).days).toEqual([]);
  });
});
