import { sql, type Kysely } from 'kysely';
import type { Role, SessionUser } from '@ta/shared';
import type { Database, User } from '../db/types.js';

export interface UserRecord extends SessionUser {
  active: boolean;
  createdAt: string;
  passwordHash: string;
}

export interface NewUserInput {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: Role;
  active?: boolean;
}

function toRecord(row: User): UserRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    active: row.active,
    createdAt: row.createdAt,
    passwordHash: row.passwordHash,
  };
}

export function toSessionUser(user: UserRecord): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
  };
}

export function createUsersRepository(db: Kysely<Database>) {
  return {
    async findById(id: number): Promise<UserRecord | undefined> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    /** Login accepts the username (any case) or the e-mail address. */
    async findByLogin(login: string): Promise<UserRecord | undefined> {
      const value = login.trim().toLowerCase();
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([eb(sql`lower(username)`, '=', value), eb('email', '=', value)]))
        .orderBy('id')
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /** Which of the unique fields are already used by someone other than `exceptId`. */
    async findConflicts(
      fields: { username?: string; email?: string },
      exceptId?: number,
    ): Promise<{ username: boolean; email: boolean }> {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'username', 'email'])
        .where((eb) =>
          eb.or([
            ...(fields.username ? [eb(sql`lower(username)`, '=', fields.username.toLowerCase())] : []),
            ...(fields.email ? [eb('email', '=', fields.email.toLowerCase())] : []),
          ]),
        )
        .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId as number))
        .execute();
      return {
        username: rows.some((r) => fields.username && r.username.toLowerCase() === fields.username.toLowerCase()),
        email: rows.some((r) => fields.email && r.email === fields.email.toLowerCase()),
      };
    },

    async create(input: NewUserInput): Promise<UserRecord> {
      const row = await db
        .insertInto('users')
        .values({
          username: input.username,
          email: input.email.toLowerCase(),
          passwordHash: input.passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          active: input.active ?? true,
          createdAt: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async updateProfile(
      id: number,
      profile: { firstName: string; lastName: string; email: string },
    ): Promise<UserRecord | undefined> {
      const row = await db
        .updateTable('users')
        .set({ ...profile, email: profile.email.toLowerCase(), updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      const now = new Date().toISOString();
      await db
        .updateTable('users')
        .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
        .where('id', '=', id)
        .execute();
    },

    async countActiveAdmins(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'admin')
        .where('active', '=', true)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
