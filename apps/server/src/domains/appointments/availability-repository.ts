import {
  byWeekThenStart,
  isClientRole,
  type Holiday,
  type HolidayValues,
  type OpeningHoursValues,
  type ServiceRules,
  type ServiceRulesPatch,
  type StaffAvailability,
  type StaffHoursValues,
  type TimeOffValues,
} from '@ta/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { inGivenTransaction } from '../../db/transactions.js';

/**
 * The availability screens' reads and writes (docs/booking.md, "Availability screens"): opening
 * hours, holidays, services' booking rules, and each staff member's hours, time off, services and
 * counties. The open-slot computation reads the same tables through booking-queries.ts. A list
 * that is edited as a whole (hours, services, counties) is replaced in the service's transaction, so a slot
 * read meanwhile sees the old list or the new one, never half of each.
 */
export function createAvailabilityRepository(db: Kysely<Database>) {
  return {
    async openingHours(): Promise<OpeningHoursValues> {
      const rows = await db.selectFrom('businessHours').select(['weekday', 'opens', 'closes']).execute();
      return { hours: byWeekThenStart(rows, (r) => r.opens) };
    },

    async replaceOpeningHours(input: OpeningHoursValues): Promise<void> {
      await inGivenTransaction(db, async (trx) => {
        await trx.deleteFrom('businessHours').execute();
        if (input.hours.length > 0) await trx.insertInto('businessHours').values(input.hours).execute();
      });
    },

    /** Holidays from `from` (yyyy-MM-dd) on, earliest first. */
    async holidaysFrom(from: string): Promise<Holiday[]> {
      return db.selectFrom('holidays').select(['day', 'name']).where('day', '>=', from).orderBy('day').execute();
    },

    async holiday(day: string): Promise<Holiday | undefined> {
      return db.selectFrom('holidays').select(['day', 'name']).where('day', '=', day).executeTakeFirst();
    },

    /** False when the day is a holiday already (two adds at once: one wins, the other is told). */
    async addHoliday(input: HolidayValues): Promise<boolean> {
      const result = await db
        .insertInto('holidays')
        .values(input)
        .onConflict((oc) => oc.column('day').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async removeHoliday(day: string): Promise<boolean> {
      const result = await db.deleteFrom('holidays').where('day', '=', day).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Every service, active or not, with its booking rules, in the order the site lists them. */
    async serviceRules(): Promise<ServiceRules[]> {
      return db.selectFrom('serviceTypes').select(SERVICE_RULE_COLUMNS).orderBy('id').execute();
    },

    async serviceRule(id: number): Promise<ServiceRules | undefined> {
      return db.selectFrom('serviceTypes').select(SERVICE_RULE_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    async updateServiceRules(id: number, changes: ServiceRulesPatch): Promise<boolean> {
      const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      const result = await db
        .updateTable('serviceTypes')
        .set({ ...set, updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Of `ids`, those that name a service. */
    async existingServiceIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('serviceTypes').select('id').where('id', 'in', ids).execute();
      return rows.map((r) => r.id);
    },

    /** An active staff or admin account: whose availability can be set (clients and inactive accounts have none). */
    async staffMember(id: number): Promise<StaffAvailability['staff'] | undefined> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'firstName', 'lastName', 'role'])
        .where('id', '=', id)
        .where('role', 'in', ['staff', 'admin'])
        .where('active', '=', true)
        .executeTakeFirst();
      return row && !isClientRole(row.role) ? { ...row, role: row.role } : undefined;
    },

    /** Their hours, time off ending `today` or later, services and counties. */
    async staffAvailability(staff: StaffAvailability['staff'], today: string): Promise<StaffAvailability> {
      const [hours, timeOff, services, counties] = await Promise.all([
        db.selectFrom('staffHours').select(['weekday', 'starts', 'ends']).where('staffId', '=', staff.id).execute(),
        db
          .selectFrom('staffTimeOff')
          .select(['id', 'firstDay', 'lastDay', 'note'])
          .where('staffId', '=', staff.id)
          .where('lastDay', '>=', today)
          .orderBy('firstDay')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('staffServices')
          .select('serviceTypeId')
          .where('staffId', '=', staff.id)
          .orderBy('serviceTypeId')
          .execute(),
        db.selectFrom('staffCounties').select('county').where('staffId', '=', staff.id).orderBy('county').execute(),
      ]);
      return {
        staff,
        hours: byWeekThenStart(hours, (h) => h.starts),
        timeOff,
        serviceIds: services.map((s) => s.serviceTypeId),
        counties: counties.map((c) => c.county),
      };
    },

    async replaceStaffHours(staffId: number, input: StaffHoursValues): Promise<void> {
      await inGivenTransaction(db, async (trx) => {
        await trx.deleteFrom('staffHours').where('staffId', '=', staffId).execute();
        if (input.hours.length > 0) {
          await trx
            .insertInto('staffHours')
            .values(input.hours.map((h) => ({ staffId, ...h })))
            .execute();
        }
      });
    },

    async replaceStaffServices(staffId: number, serviceIds: readonly number[]): Promise<void> {
      await inGivenTransaction(db, async (trx) => {
        await trx.deleteFrom('staffServices').where('staffId', '=', staffId).execute();
        if (serviceIds.length > 0) {
          await trx
            .insertInto('staffServices')
            .values(serviceIds.map((serviceTypeId) => ({ staffId, serviceTypeId })))
            .execute();
        }
      });
    },

    async replaceStaffCounties(staffId: number, counties: readonly string[]): Promise<void> {
      await inGivenTransaction(db, async (trx) => {
        await trx.deleteFrom('staffCounties').where('staffId', '=', staffId).execute();
        if (counties.length > 0) {
          await trx
            .insertInto('staffCounties')
            .values(counties.map((county) => ({ staffId, county })))
            .execute();
        }
      });
    },

    async addTimeOff(staffId: number, input: TimeOffValues): Promise<number> {
      const row = await db
        .insertInto('staffTimeOff')
        .values({
          staffId,
          firstDay: input.firstDay,
          lastDay: input.lastDay,
          note: input.note ?? null,
          createdAt: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The time off, when it is this staff member's. */
    async timeOff(staffId: number, id: number) {
      return db
        .selectFrom('staffTimeOff')
        .select(['id', 'firstDay', 'lastDay', 'note'])
        .where('id', '=', id)
        .where('staffId', '=', staffId)
        .executeTakeFirst();
    },

    async removeTimeOff(staffId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('staffTimeOff')
        .where('id', '=', id)
        .where('staffId', '=', staffId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

const SERVICE_RULE_COLUMNS = [
  'id',
  'name',
  'duration',
  'bufferBefore',
  'bufferAfter',
  'minNoticeHours',
  'maxDaysAhead',
  'bookingMode',
  'atHome',
  'active',
] as const;

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
