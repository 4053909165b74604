import type { Insertable, Kysely } from 'kysely';
import type { AppointmentStatus, ClientAppointment } from '@ta/shared';
import type { AppointmentsTable, Database } from '../../db/types.js';
import { normalizeTime } from '../../db/time-of-day.js';
import { oldestFirst, selectAppointments, toAppointmentRecord, type AppointmentRecord } from './appointment-rows.js';
import { createStaffAppointmentQueries } from './staff-appointment-queries.js';

/** A new appointment's row (times HH:mm or HH:mm:ss); the reminder flag, sequence and dates are the repository's. */
export type NewAppointment = Omit<
  Insertable<AppointmentsTable>,
  'id' | 'reminderSent' | 'calendarSequence' | 'createdAt' | 'updatedAt'
>;

export type { AppointmentRecord };

export function toClientAppointment(record: AppointmentRecord): ClientAppointment {
  return {
    id: record.id,
    serviceTypeId: record.serviceTypeId,
    serviceName: record.serviceName,
    serviceColor: record.serviceColor,
    clientName: record.clientName,
    appointmentDate: record.appointmentDate,
    startTime: record.startTime,
    endTime: record.endTime,
    status: record.status,
    staffFirstName: record.staffFirstName,
    notes: record.notes,
    location: record.location,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    onMyWayAt: record.onMyWayAt ?? null,
    arrivedAt: record.arrivedAt ?? null,
    doneAt: record.doneAt ?? null,
    visitCode: record.visitCode ?? null,
    staffPhoto: record.staffPhotoKey !== null,
  };
}

export function createAppointmentsRepository(db: Kysely<Database>) {
  const withService = () => selectAppointments(db);
  const toRecord = toAppointmentRecord;
  const sorted = () => oldestFirst(withService());

  async function findById(id: number): Promise<AppointmentRecord | undefined> {
    const row = await withService().where('a.id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  return {
    findById,

    /** The back office's lists, summary cards, edits and the reminder job's claims. */
    ...createStaffAppointmentQueries(db, findById),

    /** One client's own appointments, whatever their status. */
    async listForClient(userId: number): Promise<ClientAppointment[]> {
      const rows = await sorted().where('a.clientId', '=', userId).execute();
      return rows.map((row) => toClientAppointment(toRecord(row)));
    },

    /** Every appointment, for staff (GET /api/appointments); the back office pages with listPage. */
    async listAll(): Promise<ClientAppointment[]> {
      const rows = await sorted().execute();
      return rows.map((row) => toClientAppointment(toRecord(row)));
    },

    /**
     * A client's cancel: the record stays, with status cancelled. Undefined when the appointment
     * is missing or someone else's; `changed` is false when it was already cancelled.
     */
    async cancelForClient(
      id: number,
      userId: number,
      { late, now = new Date() }: { late: boolean; now?: Date },
    ): Promise<{ appointment: AppointmentRecord; changed: boolean } | undefined> {
      // One statement: the ownership check and the change cannot be separated by another request.
      // When, and whether inside the late-cancellation window, are kept (docs/booking.md).
      const updated = await db
        .updateTable('appointments')
        .set((eb) => ({
          status: 'cancelled',
          cancelledAt: now.toISOString(),
          cancelledLate: late,
          calendarSequence: eb('calendarSequence', '+', 1),
          updatedAt: now.toISOString(),
        }))
        .where('id', '=', id)
        .where('clientId', '=', userId)
        .where('status', '!=', 'cancelled')
        .returning('id')
        .executeTakeFirst();
      const appointment = await findById(id);
      if (!appointment || appointment.clientId !== userId) return undefined;
      return { appointment, changed: updated !== undefined };
    },

    /**
     * A client's move to the slot claimed for it: the reminder is due again and the calendar SEQUENCE
     * goes up. Only while the visit is still the client's, in none of `closed`, and at the time it was
     * read (another tab may have cancelled or moved it): false when nothing was written.
     */
    async moveForClient(
      before: Pick<AppointmentRecord, 'id' | 'appointmentDate' | 'startTime'>,
      userId: number,
      to: { date: string; start: string; end: string; staffId: number; status: AppointmentStatus },
      closed: readonly AppointmentStatus[],
      now: Date,
    ): Promise<boolean> {
      const updated = await db
        .updateTable('appointments')
        .set((eb) => ({
          appointmentDate: to.date,
          startTime: to.start,
          endTime: to.end,
          staffId: to.staffId,
          status: to.status,
          reminderSent: false,
          calendarSequence: eb('calendarSequence', '+', 1),
          updatedAt: now.toISOString(),
        }))
        .where('id', '=', before.id)
        .where('clientId', '=', userId)
        .where('status', 'not in', [...closed])
        .where('appointmentDate', '=', before.appointmentDate)
        .where('startTime', '=', before.startTime)
        .returning('id')
        .executeTakeFirst();
      return updated !== undefined;
    },

    /** Staff delete: the row is removed. False when there was none. */
    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('appointments').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async create(input: NewAppointment): Promise<AppointmentRecord> {
      const { id } = await db
        .insertInto('appointments')
        .values({
          ...input,
          startTime: normalizeTime(input.startTime),
          endTime: normalizeTime(input.endTime),
          createdAt: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await findById(id);
      if (!created) throw new Error(`Appointment ${id} vanished after insert`);
      return created;
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
