import type { Kysely } from 'kysely';
import type { Locale, StaffAppointment } from '@ta/shared';
import type { Database } from '../../db/types.js';
import { normalizeTime } from '../../db/time-of-day.js';

/**
 * Appointments (alias `a`) with their service type (`s`, null when the type was removed), the
 * attending staff member (`st`), the client's account (`cu`) and the request it was scheduled from
 * (`cr`). Every appointment query starts here.
 */
export function fromAppointments(db: Kysely<Database>) {
  return db
    .selectFrom('appointments as a')
    .leftJoin('serviceTypes as s', 's.id', 'a.serviceTypeId')
    .leftJoin('users as st', 'st.id', 'a.staffId')
    .leftJoin('users as cu', 'cu.id', 'a.clientId')
    .leftJoin('contactRequests as cr', 'cr.id', 'a.contactRequestId');
}

/**
 * Appointments with their service type's name and colour, the attending staff member's name, and
 * the language of the client's e-mails: their account's, else that of the request it was scheduled
 * from, else English.
 */
export function selectAppointments(db: Kysely<Database>) {
  return fromAppointments(db).select((eb) => [
    'a.id',
    'a.clientId',
    'a.clientEmail',
    'a.clientPhone',
    'a.serviceTypeId',
    's.name as serviceName',
    's.color as serviceColor',
    'a.clientName',
    'a.staffId',
    'st.firstName as staffFirstName',
    'st.lastName as staffLastName',
    'st.photoKey as staffPhotoKey',
    'a.contactRequestId',
    'a.appointmentDate',
    'a.startTime',
    'a.endTime',
    'a.status',
    'a.notes',
    'a.location',
    'a.reminderSent',
    'a.calendarSequence',
    eb.fn.coalesce('cu.language', 'cr.language', eb.val<Locale>('en')).as('clientLanguage'),
    'a.createdAt',
    'a.updatedAt',
    'a.onMyWayAt',
    'a.arrivedAt',
    'a.doneAt',
    'a.visitCode',
    'a.lateAlertAt',
    'a.cancelledAt',
    'a.cancelledLate',
    'a.county',
  ]);
}

/**
 * Everything staff see (and the server needs): whose it is, where to write, who attends, its
 * calendar SEQUENCE, and the language the client reads their e-mails in.
 */
export type AppointmentRecord = StaffAppointment & {
  calendarSequence: number;
  clientLanguage: Locale;
  /** The county of a visit at home when it was booked online; null when unknown (docs/booking.md). */
  county: string | null;
  cancelledAt: string | null;
  cancelledLate: boolean;
  /** The staff member's photo for clients (docs/visit-status.md); never sent, only whether there is one. */
  staffPhotoKey: string | null;
};

export type AppointmentQuery = ReturnType<typeof selectAppointments>;
type Row = Awaited<ReturnType<AppointmentQuery['executeTakeFirstOrThrow']>>;

/** Oldest first: by date, then start time (both zero-padded text), then id for equal starts. */
export function oldestFirst(query: AppointmentQuery): AppointmentQuery {
  return query.orderBy('a.appointmentDate').orderBy('a.startTime').orderBy('a.id');
}

export function toAppointmentRecord({ staffLastName, ...row }: Row): AppointmentRecord {
  const { staffFirstName } = row;
  return {
    ...row,
    staffName: staffFirstName === null ? null : `${staffFirstName} ${staffLastName ?? ''}`.trim(),
    startTime: normalizeTime(row.startTime),
    endTime: normalizeTime(row.endTime),
  };
}
