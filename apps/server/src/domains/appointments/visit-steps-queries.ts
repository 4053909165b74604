import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { joinList, VISIT_STEPS, type AppointmentStatus, type VisitStep } from '@ta/shared';
import type { Database } from '../../db/types.js';
import { normalizeTime } from '../../db/time-of-day.js';
import { fromAppointments } from './appointment-rows.js';

/** Four digits, evenly drawn, leading zeros kept: what the client checks at the door. */
export function newVisitCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** No step is recorded on what was cancelled or has already been completed. */
const CLOSED: AppointmentStatus[] = ['cancelled', 'completed'];
/** Arriving puts a booked appointment in progress, as starting a home-watch visit does. */
const BEFORE_ARRIVAL: AppointmentStatus[] = ['scheduled', 'pending', 'confirmed', 'approved'];

/** A visit of today not yet started, as the late-alert job and the dashboard read it. */
export interface NotStartedVisit {
  appointmentId: number;
  date: string;
  startTime: string;
  serviceName: string | null;
  clientName: string;
  staffFirstName: string | null;
  staffLastName: string | null;
  onMyWayAt: string | null;
  lateAlertAt: string | null;
}

/**
 * A visit's progress (docs/visit-status.md): the steps the staff member taps, the office's late
 * alert, and the client's choice of step e-mails. Each step is recorded with one conditional UPDATE,
 * so two taps (or two phones) cannot record a step twice or move a visit backwards.
 */
export function createVisitProgressQueries(db: Kysely<Database>) {
  const open = () => db.updateTable('appointments').where('status', 'not in', CLOSED).where('doneAt', 'is', null);

  return {
    /** Records `step` now if it moves the visit forward; false when the row did not qualify. */
    async recordStep(id: number, step: VisitStep, now: Date): Promise<boolean> {
      const at = now.toISOString();
      // Made when the staff member sets off (or arrives without tapping On my way), kept after.
      const visitCode = sql<string>`coalesce(visit_code, ${newVisitCode()})`;
      let query;
      if (step === 'on_my_way') {
        query = open()
          .set({ onMyWayAt: at, updatedAt: at, visitCode })
          .where('onMyWayAt', 'is', null)
          .where('arrivedAt', 'is', null);
      } else if (step === 'arrived') {
        query = open()
          .set({
            arrivedAt: at,
            updatedAt: at,
            visitCode,
            // The status is on the calendar event: a change of it raises the event's SEQUENCE.
            status: sql<AppointmentStatus>`case when status in (${sql.join(BEFORE_ARRIVAL)}) then 'in-progress' else status end`,
            calendarSequence: sql<number>`case when status in (${sql.join(BEFORE_ARRIVAL)}) then calendar_sequence + 1 else calendar_sequence end`,
          })
          .where('arrivedAt', 'is', null);
      } else {
        query = open()
          .set({ doneAt: at, updatedAt: at, status: 'completed', calendarSequence: sql<number>`calendar_sequence + 1` })
          .where('arrivedAt', 'is not', null);
      }
      const result = await query.where('id', '=', id).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Appointments on `date` not cancelled or completed, not arrived at, that are not home-watch
     * visits (those have their own overdue list), earliest first. The caller keeps those whose start
     * plus the grace period has passed.
     */
    async notStartedOn(date: string): Promise<NotStartedVisit[]> {
      const rows = await fromAppointments(db)
        .select([
          'a.id as appointmentId',
          'a.appointmentDate as date',
          'a.startTime',
          's.name as serviceName',
          'a.clientName',
          'st.firstName as staffFirstName',
          'st.lastName as staffLastName',
          'a.onMyWayAt',
          'a.lateAlertAt',
        ])
        .where('a.appointmentDate', '=', date)
        .where('a.status', 'not in', CLOSED)
        .where('a.arrivedAt', 'is', null)
        .where('a.doneAt', 'is', null)
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom('propertyVisits as v').select('v.id').whereRef('v.appointmentId', '=', 'a.id')),
          ),
        )
        .orderBy('a.startTime')
        .orderBy('a.id')
        .execute();
      return rows.map((row) => ({ ...row, startTime: normalizeTime(row.startTime) }));
    },

    /** Claims the office's alert for an appointment still not arrived at; false when already alerted. */
    async claimLateAlert(id: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('appointments')
        .set({ lateAlertAt: now.toISOString() })
        .where('id', '=', id)
        .where('lateAlertAt', 'is', null)
        .where('arrivedAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Gives a claim back when the alert could not be written, so the next run tries again. */
    async releaseLateAlert(id: number): Promise<void> {
      await db.updateTable('appointments').set({ lateAlertAt: null }).where('id', '=', id).execute();
    },

    /** The account holder's own choice of step e-mails. */
    async setVisitNotices(userId: number, steps: readonly VisitStep[]): Promise<void> {
      await db
        .updateTable('users')
        .set({ visitNotices: joinList(steps, VISIT_STEPS), updatedAt: new Date().toISOString() })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type VisitProgressQueries = ReturnType<typeof createVisitProgressQueries>;
