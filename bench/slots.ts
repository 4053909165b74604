// npm run bench:slots — the open-slot computation (packages/shared/src/slots.ts) over 30 days × 10 staff, two
// visits per staff member per working day, 30-minute buffers, computed BENCH_RUNS times; then
// repos.booking.openDays (load the rows + compute) on a SQLite file seeded with the same data.
// Prints median and p95 in ms; goal: within 50 ms (docs/performance.md). Figures only, no assertions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addDaysToDate,
  businessInstant,
  businessToday,
  openSlots,
  type SlotCalendar,
  type SlotService,
  type SlotStaff,
} from '../packages/shared/src/index.js';
import { connectDatabase, migrateToLatest } from '../apps/server/src/db/connect.js';
import { createBookingQueries } from '../apps/server/src/domains/appointments/booking-queries.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const DAYS = 30;
const STAFF = 10;
const GOAL_MS = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function time(runs: number, fn: () => unknown) {
  await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

const now = new Date();
const from = addDaysToDate(businessToday(now), 1);
const weekdays = [1, 2, 3, 4, 5, 6];
const opening = weekdays.map((weekday) => ({ weekday, starts: '08:00', ends: weekday === 6 ? '13:00' : '18:00' }));
const service: SlotService = {
  id: 1,
  duration: 60,
  bufferBefore: 30,
  bufferAfter: 30,
  minNoticeHours: 24,
  maxDaysAhead: 60,
};
const calendar: SlotCalendar = {
  openingHours: opening,
  holidays: [addDaysToDate(from, 10)],
  stepMinutes: 30,
};

/** Two visits a working day: 9:00–10:30 and 13:00–14:00, shifted by an hour for every other staff member. */
function visitsOf(index: number): { date: string; start: string; end: string }[] {
  const shift = index % 2;
  const out: { date: string; start: string; end: string }[] = [];
  for (let d = 0; d < DAYS; d++) {
    const date = addDaysToDate(from, d);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (!weekdays.includes(weekday) || weekday === 6) continue;
    out.push({
      date,
      start: `${String(9 + shift).padStart(2, '0')}:00`,
      end: `${String(10 + shift).padStart(2, '0')}:30`,
    });
    out.push({ date, start: `${String(13 + shift)}:00`, end: `${String(14 + shift)}:00` });
  }
  return out;
}

const staff: SlotStaff[] = Array.from({ length: STAFF }, (_, i) => ({
  id: i + 1,
  hours: weekdays.map((weekday) => ({ weekday, starts: i % 3 === 0 ? '10:00' : '08:00', ends: '17:00' })),
  timeOff: i === 4 ? [{ firstDay: addDaysToDate(from, 3), lastDay: addDaysToDate(from, 7) }] : [],
  serviceIds: [],
  counties: [],
  busy: visitsOf(i).map((v) => ({
    start: businessInstant(v.date, v.start).getTime(),
    end: businessInstant(v.date, v.end).getTime(),
    bufferBefore: 30,
    bufferAfter: 30,
  })),
}));

const query = { from, days: DAYS, county: null, now };
const days = openSlots(service, staff, calendar, query);
const slots = days.reduce((n, d) => n + d.slots.length, 0);
const busy = staff.reduce((n, s) => n + s.busy.length, 0);
const pure = await time(RUNS, () => openSlots(service, staff, calendar, query));

// The same data in a SQLite file, read and computed by repos.booking.openDays.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-slots-'));
let repo: { median: number; p95: number } | undefined;
try {
  const handle = connectDatabase({ sqliteFile: path.join(dir, 'bench.sqlite') });
  await migrateToLatest(handle.db);
  const db = handle.db;
  const createdAt = new Date().toISOString();
  const { id: serviceId } = await db
    .insertInto('serviceTypes')
    .values({
      name: 'Bench visit',
      description: null,
      duration: 60,
      color: '#1d4ed8',
      active: true,
      createdAt,
      bufferBefore: 30,
      bufferAfter: 30,
      minNoticeHours: 24,
      maxDaysAhead: 60,
      bookingMode: 'instant',
      atHome: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('businessHours').execute(); // the migration's default hours
  await db
    .insertInto('businessHours')
    .values(opening.map((o) => ({ weekday: o.weekday, opens: o.starts, closes: o.ends })))
    .execute();
  await db
    .insertInto('holidays')
    .values({ day: calendar.holidays[0] ?? from, name: 'Bench holiday' })
    .execute();
  for (const [i, s] of staff.entries()) {
    const { id } = await db
      .insertInto('users')
      .values({
        username: `bench${i}`,
        email: `bench${i}@example.com`,
        passwordHash: 'x',
        firstName: `Staff${i}`,
        lastName: 'Bench',
        role: 'staff',
        active: true,
        createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('staffHours')
      .values(s.hours.map((h) => ({ staffId: id, weekday: h.weekday, starts: h.starts, ends: h.ends })))
      .execute();
    for (const off of s.timeOff)
      await db
        .insertInto('staffTimeOff')
        .values({ staffId: id, firstDay: off.firstDay, lastDay: off.lastDay, note: null })
        .execute();
    const visits = visitsOf(i);
    await db
      .insertInto('appointments')
      .values(
        visits.map((v) => ({
          clientId: null,
          contactRequestId: null,
          clientName: 'Bench client',
          clientEmail: 'client@example.com',
          clientPhone: null,
          serviceTypeId: serviceId,
          staffId: id,
          appointmentDate: v.date,
          startTime: v.start,
          endTime: v.end,
          status: 'scheduled',
          notes: null,
          location: null,
          createdAt,
        })),
      )
      .execute();
  }
  const booking = createBookingQueries(db);
  const bookingService = await booking.bookingService(serviceId);
  if (!bookingService) throw new Error('no bench service');
  const fromDb = await booking.openDays(bookingService, query);
  const dbSlots = fromDb.reduce((n, d) => n + d.slots.length, 0);
  if (dbSlots !== slots) console.log(`note: the database gave ${dbSlots} slots, the pure computation ${slots}`);
  repo = await time(Math.min(RUNS, 100), () => booking.openDays(bookingService, query));
  await handle.close();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

const fmt = (n: number) => n.toFixed(2).padStart(8);
console.log(
  `open slots: ${DAYS} days × ${STAFF} staff, ${busy} busy visits, 30-minute buffers, ${slots} open slots over ${days.length} days`,
);
console.log(`goal: within ${GOAL_MS} ms`);
console.log(`                                  median      p95`);
console.log(`openSlots (pure)              ${fmt(pure.median)} ${fmt(pure.p95)} ms   (${RUNS} runs)`);
if (repo)
  console.log(`repos.booking.openDays (SQLite)${fmt(repo.median)} ${fmt(repo.p95)} ms   (${Math.min(RUNS, 100)} runs)`);
