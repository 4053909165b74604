import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/**
 * Home-watch visits (alias `v`) with what the visit queries read beside them: the appointment that
 * holds the visit's day, times, staff member and status (`a`), the property (`p`), its owner (`c`),
 * and the staff member attending (`st`, its columns null while nobody is assigned).
 */
export function fromVisits(db: Kysely<Database>) {
  return db
    .selectFrom('propertyVisits as v')
    .innerJoin('appointments as a', 'a.id', 'v.appointmentId')
    .innerJoin('properties as p', 'p.id', 'v.propertyId')
    .innerJoin('users as c', 'c.id', 'p.clientId')
    .leftJoin('users as st', 'st.id', 'a.staffId');
}
