import type { Kysely } from 'kysely';
import type { AppointmentStatus, ClientAppointment } from '@ta/shared';
import type { Database } from '../db/types.js';

export interface NewAppointment {
  clientId: number | null;
  contactRequestId?: number | null;
  clientName: string;
  clientEmail: string;
  clientPhone?: string | null;
  serviceTypeId: number | null;
  staffId?: number | null;
  /** yyyy-MM-dd in the business's time zone. */
  appointmentDate: string;
  /** HH:mm (or HH:mm:ss) in the business's time zone. */
  startTime: string;
  endTime: string;
  status?: AppointmentStatus;
  notes?: string | null;
  location?: string | null;
}

/** What the server needs beyond the client's view: whose it is and where to write. */
export interface AppointmentRecord extends ClientAppointment {
  clientId: number | null;
  clientEmail: string;
}

/** 'H:mm', 'HH:mm' or 'HH:mm:ss' as 'HH:mm'; anything else is left for the caller to notice. */
export function normalizeTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  return match ? `${match[1]?.padStart(2, '0')}:${match[2]}` : value;
}

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
    notes: record.notes,
    location: record.location,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export function createAppointmentsRepository(db: Kysely<Database>) {
  /** Appointments with their service type's name and colour (null when the type was removed). */
  const withService = () =>
    db
      .selectFrom('appointments as a')
      .leftJoin('serviceTypes as s', 's.id', 'a.serviceTypeId')
      .select([
        'a.id',
        'a.clientId',
        'a.clientEmail',
        'a.serviceTypeId',
        's.name as serviceName',
        's.color as serviceColor',
        'a.clientName',
        'a.appointmentDate',
        'a.startTime',
        'a.endTime',
        'a.status',
        'a.notes',
        'a.location',
        'a.createdAt',
        'a.updatedAt',
      ]);

  type Row = Awaited<ReturnType<ReturnType<typeof withService>['executeTakeFirstOrThrow']>>;
  const toRecord = (row: Row): AppointmentRecord => ({
    ...row,
    startTime: normalizeTime(row.startTime),
    endTime: normalizeTime(row.endTime),
  });

  /** Oldest first: by date, then start time (both zero-padded text), then id for equal starts. */
  const sorted = () => withService().orderBy('a.appointmentDate').orderBy('a.startTime').orderBy('a.id');

  async function findById(id: number): Promise<AppointmentRecord | undefined> {
    const row = await withService().where('a.id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  return {
    findById,

    /** One client's own appointments, whatever their status. */
    async listForClient(userId: number): Promise<ClientAppointment[]> {
      const rows = await sorted().where('a.clientId', '=', userId).execute();
      return rows.map((row) => toClientAppointment(toRecord(row)));
    },

    /** Every appointment, for staff. The back office's paged list replaces this (issue 5). */
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
    ): Promise<{ appointment: AppointmentRecord; changed: boolean } | undefined> {
      // One statement: the ownership check and the change cannot be separated by another request.
      const updated = await db
        .updateTable('appointments')
        .set({ status: 'cancelled', updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .where('clientId', '=', userId)
        .where('status', '!=', 'cancelled')
        .returning('id')
        .executeTakeFirst();
      const appointment = await findById(id);
      if (!appointment || appointment.clientId !== userId) return undefined;
      return { appointment, changed: updated !== undefined };
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
