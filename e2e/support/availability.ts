import Database from 'better-sqlite3';
import { businessTimeOfDay, businessToday } from '@ta/shared';
import { e2eDatabaseFile } from './database';

/**
 * A staff member's working hours, written straight in the server's database (WAL lets us write beside
 * it), standing in for the availability screens in tests of booking. Replaces that person's hours.
 */
export function setStaffHours(
  username: string,
  { weekdays = [0, 1, 2, 3, 4, 5, 6], starts = '08:00', ends = '18:00' } = {},
): void {
  const db = new Database(e2eDatabaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const staff = db.prepare<[string], { id: number }>('select id from users where username = ?').get(username);
    if (!staff) throw new Error(`no staff member ${username}`);
    db.prepare('delete from staff_hours where staff_id = ?').run(staff.id);
    const insert = db.prepare('insert into staff_hours (staff_id, weekday, starts, ends) values (?, ?, ?, ?)');
    for (const weekday of weekdays) insert.run(staff.id, weekday, starts, ends);
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
