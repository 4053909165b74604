import type { Kysely, Selectable } from 'kysely';
import { isAdminRole, type StaffMember } from '@ta/shared';
import type { Database, UsersTable } from '../../db/types.js';

/** A staff member as the server needs them to give them work and write to them. */
export type StaffContact = Pick<Selectable<UsersTable>, 'id' | 'email' | 'firstName' | 'lastName'>;

/** Who can be given work: active staff and admin accounts (never clients, never deactivated accounts). */
export function createStaffDirectoryQueries(db: Kysely<Database>) {
  const activeStaff = () => db.selectFrom('users').where('role', 'in', ['staff', 'admin']).where('active', '=', true);

  return {
    /** The directory staff pick from, by name: id, name and role only. */
    async listActive(): Promise<StaffMember[]> {
      const rows = await activeStaff()
        .select(['id', 'firstName', 'lastName', 'role'])
        .orderBy('firstName')
        .orderBy('lastName')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ ...row, role: isAdminRole(row.role) ? 'admin' : 'staff' }));
    },

    /** The account when it is an active staff or admin one; undefined for a client, an inactive or unknown id. */
    async findActive(id: number): Promise<StaffContact | undefined> {
      return activeStaff().select(['id', 'email', 'firstName', 'lastName']).where('id', '=', id).executeTakeFirst();
    },

    /** Every active admin: the office's recipients when no office address is configured. */
    async activeAdmins(): Promise<StaffContact[]> {
      return activeStaff()
        .select(['id', 'email', 'firstName', 'lastName'])
        .where('role', '=', 'admin')
        .orderBy('id')
        .execute();
    },
  };
}

export type StaffDirectoryQueries = ReturnType<typeof createStaffDirectoryQueries>;
