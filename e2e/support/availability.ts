import Database from 'better-sqlite3';
import { businessTimeOfDay, businessToday } from '@ta/shared';
import { e2eDatabaseFile } from './database';

/**
 * A staff member's working hours, written straight in the server's database (WAL lets us write beside
 * it), standing in for the availability screens in tests of booking. Replaces that person's hours;
 * with `onlyOne`, every other staff member's hours go too, so the free times offered are this
 * person's alone whatever earlier files of the run set up.
 */
export function setStaffHours(
  username: string,
  { weekdays = [0, 1, 2, 3, 4, 5, 6], starts = '08:00', ends = '18:00', onlyOne = false } = {},
): void {
  const db = new Database(e2eDatabaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const staff = db.prepare<[string], { id: number }>('select id from users where username = ?').get(username);
    if (!staff) throw new Error(`no staff member ${username}`);
    if (onlyOne) db.prepare('delete from staff_hours').run();
    else db.prepare('delete from staff_hours where staff_id = ?').run(staff.id);
    const insert = db.prepare('insert into staff_hours (staff_id, weekday, starts, ends) values (?, ?, ?, ?)');
    for (const weekday of weekdays) insert.run(staff.id, weekday, starts, ends);
  } finally {
    db.close();
  }
}

/**
 * Staff availability written straight in the server's database (WAL lets us write beside it), standing in
 * for the admin screens that edit hours and time off. Rows as migration 921 defines them.
 */
export function writeStaffAvailability(
  staffUsername: string,
  {
    hours = [] as { weekday: number; starts: string; ends: string }[],
    timeOff = [] as { firstDay: string; lastDay: string }[],
  } = {},
): number {
  const db = new Database(e2eDatabaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const staff = db.prepare<[string], { id: number }>('select id from users where username = ?').get(staffUsername);
    if (!staff) throw new Error(`no staff member ${staffUsername}`);
    const addHours = db.prepare('insert into staff_hours (staff_id, weekday, starts, ends) values (?, ?, ?, ?)');
    for (const h of hours) addHours.run(staff.id, h.weekday, h.starts, h.ends);
    const addOff = db.prepare(
      'insert into staff_time_off (staff_id, first_day, last_day, note, created_at) values (?, ?, ?, null, ?)',
    );
    for (const t of timeOff) addOff.run(staff.id, t.firstDay, t.lastDay, new Date().toISOString());
    return staff.id;
  } finally {
    db.close();
  }
}

/** The business's day and time `hours` from now, on the hour (a visit inside the change cut-off). */
export function businessTimeIn(hours: number): { date: string; time: string } {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return { date: businessToday(at), time: businessTimeOfDay(at) };
}

/** A visit for a staff member without a client account (as the office books by phone). */
export function addVisitFor(
  staffUsername: string,
  {
    date,
    startTime = '10:00',
    endTime = '11:00',
    clientName = 'Walter Green',
    serviceTypeId = 1,
  }: {
    date: string;
    startTime?: string;
    endTime?: string;
    clientName?: string;
    serviceTypeId?: number;
  },
): number {
  const db = new Database(e2eDatabaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const staff = db.prepare<[string], { id: number }>('select id from users where username = ?').get(staffUsername);
    if (!staff) throw new Error(`no staff member ${staffUsername}`);
    const result = db
      .prepare(
        `insert into appointments (client_id, client_name, client_email, service_type_id, staff_id, appointment_date,
           start_time, end_time, status, notes, location, created_at)
         values (null, ?, 'walter@example.com', ?, ?, ?, ?, ?, 'scheduled', null, '12 Palm Way, Dade City', ?)`,
      )
      .run(clientName, serviceTypeId, staff.id, date, startTime, endTime, new Date().toISOString());
    return Number(result.lastInsertRowid);
  } finally {
    db.close();
  }
}
