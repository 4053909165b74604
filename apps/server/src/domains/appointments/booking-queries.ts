import {
  businessInstant,
  openSlots,
  pickStaff,
  SLOT_STEP_MINUTES,
  addDaysToDate,
  DEFAULT_CHANGE_CUTOFF_HOURS,
  type BookingMode,
  type OpenDay,
  type OpenSlot,
  type SlotCalendar,
  type SlotService,
  type SlotStaff,
} from '@ta/shared';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { normalizeTime } from '../../db/time-of-day.js';
import { inGivenTransaction } from '../../db/transactions.js';

/** A service with its booking rules, as the picker and the booking read it. */
export interface BookingService extends SlotService {
  name: string;
  bookingMode: BookingMode;
  atHome: boolean;
}

export interface SlotInputs {
  service: BookingService;
  staff: SlotStaff[];
  calendar: SlotCalendar;
}

/** A slot to take: the service, the county of a visit at home, the day and start picked. */
export interface SlotClaim {
  serviceTypeId: number;
  county: string | null;
  date: string;
  start: string;
  /** When moving a visit: that visit does not count as busy. */
  excludeAppointmentId?: number;
  /** A standing visit's staff member: taken when free at that time, else whoever is picked. */
  preferStaffId?: number | null;
}

/** The staff member picked and the slot as computed (its end time is the service's length later). */
export interface ClaimedSlot {
  staffId: number;
  slot: OpenSlot;
  service: BookingService;
}

export type ClaimResult<T> =
  { status: 'booked'; value: T; claimed: ClaimedSlot } | { status: 'taken' } | { status: 'not-bookable' };

const CUTOFF_KEY = 'booking.change_cutoff_hours';

/** Busy times are read a day either side, so a visit late the day before still counts. */
const MARGIN_DAYS = 1;

/**
 * The rows behind the open slots (docs/booking.md): the service's rules, the business's opening
 * hours and holidays, and each active staff or admin account's hours, time off, services, counties
 * and visits not cancelled. Works over the app's database or a transaction.
 */
export function createBookingQueries(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  async function bookingService(id: number): Promise<BookingService | undefined> {
    const row = await db
      .selectFrom('serviceTypes')
      .select([
        'id',
        'name',
        'duration',
        'bufferBefore',
        'bufferAfter',
        'minNoticeHours',
        'maxDaysAhead',
        'bookingMode',
        'atHome',
      ])
      .where('id', '=', id)
      .where('active', '=', true)
      .executeTakeFirst();
    return row;
  }

  async function slotInputs(
    service: BookingService,
    from: string,
    to: string,
    excludeAppointmentId?: number,
  ): Promise<SlotInputs> {
    return { service, ...(await availability(from, to, excludeAppointmentId)) };
  }

  /**
   * The staff and calendar half of the slot inputs, for any service: the back office's availability
   * panel and scheduling warnings read it too (docs/booking.md, "Availability in the back office").
   */
  async function availability(
    from: string,
    to: string,
    excludeAppointmentId?: number,
  ): Promise<Omit<SlotInputs, 'service'>> {
    const [opening, holidays, staffRows, hours, timeOff, services, counties, visits] = await Promise.all([
      db.selectFrom('businessHours').select(['weekday', 'opens', 'closes']).execute(),
      db.selectFrom('holidays').select('day').where('day', '>=', from).where('day', '<=', to).execute(),
      db
        .selectFrom('users')
        .select('id')
        .where('role', 'in', ['staff', 'admin'])
        .where('active', '=', true)
        .orderBy('id')
        .execute(),
      db.selectFrom('staffHours').select(['staffId', 'weekday', 'starts', 'ends']).execute(),
      db
        .selectFrom('staffTimeOff')
        .select(['staffId', 'firstDay', 'lastDay'])
        .where('lastDay', '>=', from)
        .where('firstDay', '<=', to)
        .execute(),
      db.selectFrom('staffServices').select(['staffId', 'serviceTypeId']).execute(),
      db.selectFrom('staffCounties').select(['staffId', 'county']).execute(),
      db
        .selectFrom('appointments as a')
        .leftJoin('serviceTypes as s', 's.id', 'a.serviceTypeId')
        .select(['a.staffId', 'a.appointmentDate', 'a.startTime', 'a.endTime', 's.bufferBefore', 's.bufferAfter'])
        .where('a.staffId', 'is not', null)
        .where('a.status', '!=', 'cancelled')
        .where('a.appointmentDate', '>=', addDaysToDate(from, -MARGIN_DAYS))
        .where('a.appointmentDate', '<=', addDaysToDate(to, MARGIN_DAYS))
        .$if(excludeAppointmentId !== undefined, (q) => q.where('a.id', '!=', excludeAppointmentId ?? 0))
        .execute(),
    ]);
    const staff: SlotStaff[] = staffRows.map(({ id }) => ({
      id,
      hours: hours.filter((h) => h.staffId === id).map((h) => ({ weekday: h.weekday, starts: h.starts, ends: h.ends })),
      timeOff: timeOff.filter((t) => t.staffId === id),
      serviceIds: services.filter((s) => s.staffId === id).map((s) => s.serviceTypeId),
      counties: counties.filter((c) => c.staffId === id).map((c) => c.county),
      busy: visits
        .filter((v) => v.staffId === id)
        .map((v) => ({
          start: businessInstant(v.appointmentDate, normalizeTime(v.startTime)).getTime(),
          end: businessInstant(v.appointmentDate, normalizeTime(v.endTime)).getTime(),
          bufferBefore: v.bufferBefore ?? 0,
          bufferAfter: v.bufferAfter ?? 0,
        })),
    }));
    return {
      staff,
      calendar: {
        openingHours: opening.map((o) => ({ weekday: o.weekday, starts: o.opens, ends: o.closes })),
        holidays: holidays.map((h) => h.day),
        stepMinutes: SLOT_STEP_MINUTES,
      },
    };
  }

  return {
    bookingService,
    slotInputs,
    availability,

    /** Hours before a visit until which a client may change or cancel it online. */
    async changeCutoffHours(): Promise<number> {
      const row = await db.selectFrom('appSettings').select('value').where('key', '=', CUTOFF_KEY).executeTakeFirst();
      const hours = row ? Number(row.value) : NaN;
      return Number.isInteger(hours) && hours >= 0 ? hours : DEFAULT_CHANGE_CUTOFF_HOURS;
    },

    async setChangeCutoffHours(hours: number, byId: number): Promise<void> {
      const now = new Date().toISOString();
      const value = String(hours);
      await db
        .insertInto('appSettings')
        .values({ key: CUTOFF_KEY, value, updatedAt: now, updatedById: byId })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: now, updatedById: byId }))
        .execute();
    },

    /** The open days of a service from `from` for `days` days. */
    async openDays(
      service: BookingService,
      query: { from: string; days: number; county: string | null; now: Date; excludeAppointmentId?: number },
    ): Promise<OpenDay[]> {
      if (service.bookingMode === 'call') return [];
      const to = addDaysToDate(query.from, query.days - 1);
      const inputs = await slotInputs(service, query.from, to, query.excludeAppointmentId);
      return openSlots(inputs.service, inputs.staff, inputs.calendar, query);
    },

    /**
     * Takes a slot, in the transaction the service opened (`ctx.inTransaction`): the slot is computed
     * again from the rows as they are now and, if it is still open, `write` stores the booking with the
     * staff member picked. Bookings are serialised: on PostgreSQL by a transaction-scoped advisory lock,
     * on SQLite by its single writer (a transaction keeps the one connection). Two people taking the
     * last slot at once get one booking and one `taken`.
     */
    async claim<T>(claim: SlotClaim, now: Date, write: (claimed: ClaimedSlot) => Promise<T>): Promise<ClaimResult<T>> {
      return inGivenTransaction(db, async (trx): Promise<ClaimResult<T>> => {
        if (postgres) await sql`select pg_advisory_xact_lock(921)`.execute(trx);
        const service = await bookingService(claim.serviceTypeId);
        if (!service || service.bookingMode === 'call') return { status: 'not-bookable' };
        const inputs = await slotInputs(service, claim.date, claim.date, claim.excludeAppointmentId);
        const [day] = openSlots(inputs.service, inputs.staff, inputs.calendar, {
          from: claim.date,
          days: 1,
          county: service.atHome ? claim.county : null,
          now,
        });
        const slot = day?.date === claim.date ? day.slots.find((s) => s.start === claim.start) : undefined;
        const preferred = claim.preferStaffId && slot?.staffIds.includes(claim.preferStaffId);
        const staffId = slot ? (preferred ? (claim.preferStaffId ?? null) : pickStaff(slot, inputs.staff)) : null;
        if (!slot || staffId === null) return { status: 'taken' };
        const claimed = { staffId, slot, service };
        return { status: 'booked', value: await write(claimed), claimed };
      });
    },
  };
}

export type BookingQueries = ReturnType<typeof createBookingQueries>;
