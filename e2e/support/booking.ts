import { changeDatabase, e2eDatabaseFile } from './database';

/**
 * Working hours for a staff member, written straight to the browser tests' database (WAL lets us write
 * beside the server), standing in for the availability screens: the same hours on each weekday given.
 */
export function setStaffHours(username: string, weekdays: readonly number[], starts: string, ends: string): number {
  return changeDatabase(e2eDatabaseFile, (db) => {
    db.pragma('busy_timeout = 5000');
    const staff = db.prepare<[string], { id: number }>('select id from users where username = ?').get(username);
    if (!staff) throw new Error(`no staff member ${username}`);
    db.prepare('delete from staff_hours where staff_id = ?').run(staff.id);
    const insert = db.prepare('insert into staff_hours (staff_id, weekday, starts, ends) values (?, ?, ?, ?)');
    for (const weekday of weekdays) insert.run(staff.id, weekday, starts, ends);
    return staff.id;
  });
}

/** The id of a service by its name. */
export function serviceId(name: string): number {
  return changeDatabase(e2eDatabaseFile, (db) => {
    const row = db.prepare<[string], { id: number }>('select id from service_types where name = ?').get(name);
    if (!row) throw new Error(`no service ${name}`);
    return row.id;
  });
}
