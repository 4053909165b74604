import {
  availabilityDays,
  availabilityProblems,
  businessInstant,
  type AvailabilityDaysAnswer,
  type AvailabilityInputs,
  type NamedStaff,
  type VisitToCheck,
} from '@ta/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { normalizeTime } from '../../db/time-of-day.js';
import type { BookingQueries } from './booking-queries.js';

type ServiceRow = { id: number; name: string; bufferBefore: number; bufferAfter: number };

/**
 * The back office's availability (docs/booking.md, "Availability in the back office"): who works on the
 * days shown, and why a visit falls outside availability. The rows are the open slots' rows
 * (booking.availability), with names added; the rules are packages/shared/src/availability-warnings.ts.
 */
export function createAvailabilityQueries(db: Kysely<Database>, booking: BookingQueries) {
  async function inputs(from: string, to: string, excludeAppointmentId?: number) {
    const [rows, names, holidays, services] = await Promise.all([
      booking.availability(from, to, excludeAppointmentId),
      db
        .selectFrom('users')
        .select(['id', 'firstName', 'lastName'])
        .where('role', 'in', ['staff', 'admin'])
        .where('active', '=', true)
        .execute(),
      db.selectFrom('holidays').select(['day', 'name']).where('day', '>=', from).where('day', '<=', to).execute(),
      db.selectFrom('serviceTypes').select(['id', 'name', 'bufferBefore', 'bufferAfter']).execute(),
    ]);
    const nameOf = new Map(names.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
    const staff: NamedStaff[] = rows.staff.map((s) => ({ ...s, name: nameOf.get(s.id) ?? `#${s.id}` }));
    return {
      staff,
      calendar: rows.calendar,
      holidayNames: Object.fromEntries(holidays.map((h) => [String(h.day), h.name])),
      services: new Map<number, ServiceRow>(services.map((s) => [s.id, s])),
    };
  }

  const check = (visit: VisitToCheck, loaded: Awaited<ReturnType<typeof inputs>>, staff = loaded.staff) => {
    const service = visit.serviceTypeId === null ? null : (loaded.services.get(visit.serviceTypeId) ?? null);
    const given: AvailabilityInputs = { staff, calendar: loaded.calendar, holidayNames: loaded.holidayNames, service };
    return availabilityProblems(visit, given);
  };

  return {
    /**
     * Why a visit (saved or about to be) falls outside availability; the visit itself, when saved, does not
     * count as one of its staff member's other visits.
     */
    async warningsFor(visit: VisitToCheck, appointmentId?: number): Promise<string[]> {
      return check(visit, await inputs(visit.date, visit.date, appointmentId));
    },

    /** Each day from `from` to `to`: holiday, opening, who works; and the warnings of the visits not cancelled. */
    async days(from: string, to: string): Promise<AvailabilityDaysAnswer> {
      const [loaded, visits] = await Promise.all([
        inputs(from, to),
        db
          .selectFrom('appointments')
          .select(['id', 'appointmentDate', 'startTime', 'endTime', 'staffId', 'serviceTypeId'])
          .where('status', '!=', 'cancelled')
          .where('appointmentDate', '>=', from)
          .where('appointmentDate', '<=', to)
          .execute(),
      ]);
      const visitWarnings: Record<string, string[]> = {};
      for (const v of visits) {
        const visit: VisitToCheck = {
          date: String(v.appointmentDate),
          start: normalizeTime(v.startTime),
          end: normalizeTime(v.endTime),
          staffId: v.staffId,
          serviceTypeId: v.serviceTypeId,
        };
        // The visit is in its staff member's busy list once: take that one entry out, so it does not clash
        // with itself (a second visit at the very same times still does).
        const start = businessInstant(visit.date, visit.start).getTime();
        const end = businessInstant(visit.date, visit.end).getTime();
        const staff = loaded.staff.map((s) => {
          if (s.id !== v.staffId) return s;
          const index = s.busy.findIndex((b) => b.start === start && b.end === end);
          return index < 0 ? s : { ...s, busy: s.busy.filter((_, i) => i !== index) };
        });
        const problems = check(visit, loaded, staff);
        if (problems.length > 0) visitWarnings[String(v.id)] = problems;
      }
      return { days: availabilityDays(from, to, loaded), visitWarnings };
    },
  };
}

export type AvailabilityQueries = ReturnType<typeof createAvailabilityQueries>;
