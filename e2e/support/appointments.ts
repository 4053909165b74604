import Database from 'better-sqlite3';
import { businessToday } from '@ta/shared';
import { e2eDatabaseFile } from './outbox';

export interface SeededAppointment {
  id: number;
  appointmentDate: string;
}

/** The date `days` after today in New York, as yyyy-MM-dd. */
export function businessDatePlus(days: number): string {
  const [y, m, d] = businessToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The first Monday to Friday at least `days` after today in New York, so a booking at 10 am is within
 * opening hours (a weekend date would ask to confirm booking outside them).
 */
export function businessWeekdayPlus(days: number): string {
  for (let extra = 0; ; extra++) {
    const date = businessDatePlus(days + extra);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

/**
 * Schedules an appointment for a client straight in the server's database, standing in for the
 * back office's Schedule call in tests of the client area. WAL lets us write beside the server.
 */
export function scheduleAppointmentFor(
  username: string,
  {
    days = 7,
    startTime = '10:00',
    endTime = '13:00',
    serviceTypeId = 1,
    notes = 'Help sorting the mail',
    /** The staff member coming, by username; nobody yet when left out. */
    staffUsername = null as string | null,
    /** The day itself, instead of `days` from today. */
    date = null as string | null,
    /** The database of a server a test started itself (support/own-server.ts); the shared one by default. */
    file = e2eDatabaseFile,
  } = {},
): SeededAppointment {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const user = db
      .prepare<[string], { id: number; firstName: string; lastName: string; email: string }>(
        'select id, first_name as firstName, last_name as lastName, email from users where username = ?',
      )
      .get(username);
    if (!user) throw new Error(`no user ${username}`);
    const staffId =
      staffUsername === null
        ? null
        : db.prepare<[string], { id: number }>('select id from users where username = ?').get(staffUsername)?.id;
    if (staffId === undefined) throw new Error(`no staff member ${staffUsername}`);
    const appointmentDate = date ?? businessDatePlus(days);
    const result = db
      .prepare(
        `insert into appointments (client_id, client_name, client_email, service_type_id, staff_id, appointment_date,
           start_time, end_time, status, notes, location, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, 'scheduled', ?, '12 Palm Way, Dade City', ?)`,
      )
      .run(
        user.id,
        `${user.firstName} ${user.lastName}`,
        user.email,
        serviceTypeId,
        staffId,
        appointmentDate,
        startTime,
        endTime,
        notes,
        new Date().toISOString(),
      );
    return { id: Number(result.lastInsertRowid), appointmentDate };
  } finally {
    db.close();
  }
}
