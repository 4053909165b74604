import {
  PostgresAdapter,
  sql,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type SqlBool,
  type Updateable,
} from 'kysely';
import {
  isAdminRole,
  isClientRole,
  ROLES,
  type AdminUser,
  type AdminUsersQuery,
  type Locale,
  type Page,
  type SessionUser,
  type UserFormRole,
} from '@ta/shared';
import { USERS_SEARCH_TABLE } from '../../db/migrations/2026-11-22-003-users-list.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { likePattern } from '../../db/search.js';
import type { Database, Session, User, UsersTable } from '../../db/types.js';
import { inGivenTransaction } from '../../db/transactions.js';
import { countOf, onPage, pageOf } from '../../db/paging.js';
import type { CircleLink } from '../circle/index.js';

/** An account as the server works with it (the password hash included: never sent anywhere). */
export type UserRecord = Omit<
  User,
  | 'passwordChangedAt'
  | 'totpSecretSealed'
  | 'totpPendingSealed'
  | 'totpLastStep'
  | 'smsPhone'
  | 'smsKinds'
  | 'photoKey'
  | 'referralCode'
  | 'referredById'
>;

/** A new account's row; it is created now. */
export type NewUserInput = Omit<Insertable<UsersTable>, 'id' | 'createdAt' | 'updatedAt' | 'passwordChangedAt'>;

/** An account's columns for UserRecord: named, because on PostgreSQL the row also has the search column. */
const USER_COLUMNS = [
  'id',
  'username',
  'email',
  'firstName',
  'lastName',
  'role',
  'active',
  'createdAt',
  'updatedAt',
  'passwordHash',
  'language',
  'totpEnabledAt',
  'visitNotices',
] as const;

/**
 * What the browser is told about the signed-in person. `newClient`: a client in the session that
 * creating their account started, known from the session row, never from anything the browser sends.
 */
export function toSessionUser(
  user: UserRecord,
  session: Pick<Session, 'startedByRegistration' | 'signInMethod'> | null,
  circle: { actingFor: CircleLink | null; actingEnded: boolean } = { actingFor: null, actingEnded: false },
  officeAddedContacts: string[] = [],
): SessionUser {
  const { actingFor } = circle;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    newClient: isClientRole(user.role) && session?.startedByRegistration === true,
    ...(isClientRole(user.role) ? { language: user.language } : {}),
    ...(session ? { signInMethod: session.signInMethod } : {}),
    ...(isClientRole(user.role) ? {} : { twoStepEnabled: user.totpEnabledAt !== null }),
    actingFor: actingFor
      ? { clientId: actingFor.clientId, name: actingFor.clientName, rights: actingFor.rights }
      : null,
    ...(circle.actingEnded ? { actingEnded: true } : {}),
    ...(officeAddedContacts.length > 0 ? { officeAddedContacts } : {}),
  };
}

/** What the back office's Users screen may see of an account: never the password hash. */
export function toAdminUser(user: UserRecord): AdminUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    active: user.active,
    language: user.language,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    twoStepEnabled: !isClientRole(user.role) && user.totpEnabledAt !== null,
  };
}

/** An admin's changes to someone's account; absent fields stay as they are. No account becomes a client. */
export type AccountChanges = Pick<
  Updateable<UsersTable>,
  'username' | 'email' | 'firstName' | 'lastName' | 'active' | 'passwordHash'
> & { role?: UserFormRole };

export type AccountUpdateResult =
  { status: 'updated'; before: UserRecord; user: UserRecord } | { status: 'not-found' } | { status: 'last-admin' };

export function createUsersRepository(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Every signed-in request reads its user: compiled once (db/prepared-query.ts).
  const byIdQuery = preparedQuery(1, (id: number) => db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id));

  /**
   * Users are searched over username, e-mail, first name, last name and role, answered
   * from migration 003's indexes: the trigram-indexed `search_text` column on PostgreSQL; on SQLite
   * the FTS5 trigram table, whose LIKE uses its index only without an ESCAPE clause, so `%` and `_`
   * typed by a person first narrow as one-character wildcards, then the exact text is checked.
   * A role matches when the term is part of its name (three values: no index needed).
   */
  const searchMatches = (eb: ExpressionBuilder<Database, 'users'>, term: string) => {
    const exact = likePattern(term);
    const text = postgres
      ? sql<SqlBool>`${sql.ref('searchText')} like ${exact} escape '\\'`
      : sql<SqlBool>`${sql.ref('id')} in (select rowid from ${sql.table(USERS_SEARCH_TABLE)}
          where search_text like ${`%${term.toLowerCase().replace(/[%_]/g, '_')}%`} and search_text like ${exact} escape '\\')`;
    const roles = ROLES.filter((role) => role.includes(term.toLowerCase()));
    return roles.length > 0 ? eb.or([text, eb('role', 'in', roles)]) : text;
  };

  return {
    async findById(id: number): Promise<UserRecord | undefined> {
      const [row] = (await db.executeQuery(byIdQuery(id))).rows;
      return row;
    },

    /** Login accepts the username (any case) or the e-mail address. */
    async findByLogin(login: string): Promise<UserRecord | undefined> {
      const value = login.trim().toLowerCase();
      const row = await db
        .selectFrom('users')
        .select(USER_COLUMNS)
        // A name with '@' is an e-mail address: only its owner, never an older username equal to it.
        .where((eb) => (value.includes('@') ? eb('email', '=', value) : eb(sql`lower(username)`, '=', value)))
        .orderBy('id')
        .executeTakeFirst();
      return row;
    },

    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const row = await db
        .selectFrom('users')
        .select(USER_COLUMNS)
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return row;
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
          language: input.language ?? 'en',
          createdAt: new Date().toISOString(),
        })
        .returning(USER_COLUMNS)
        .executeTakeFirstOrThrow();
      return row;
    },

    async updateProfile(
      id: number,
      profile: { firstName: string; lastName: string; email: string },
    ): Promise<UserRecord | undefined> {
      const row = await db
        .updateTable('users')
        .set({ ...profile, email: profile.email.toLowerCase(), updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .returning(USER_COLUMNS)
        .executeTakeFirst();
      return row;
    },

    /** A staff member's photo for clients (its storage key), or null. */
    async photoKeyOf(id: number): Promise<string | null> {
      const row = await db.selectFrom('users').select('photoKey').where('id', '=', id).executeTakeFirst();
      return row?.photoKey ?? null;
    },

    async setPhotoKey(id: number, photoKey: string | null): Promise<void> {
      await db.updateTable('users').set({ photoKey }).where('id', '=', id).execute();
    },

    /** The language of the account's e-mails, as the language switch last chose it. */
    async setLanguage(id: number, language: Locale): Promise<void> {
      await db.updateTable('users').set({ language }).where('id', '=', id).execute();
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      const now = new Date().toISOString();
      await db
        .updateTable('users')
        .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
        .where('id', '=', id)
        .execute();
    },

    /** The Users screen: newest first, with the total matching the search and filters. */
    async list(query: AdminUsersQuery): Promise<Page<AdminUser>> {
      const { search, role, active } = query;
      let filtered = db.selectFrom('users');
      if (search) filtered = filtered.where((eb) => searchMatches(eb, search));
      if (role !== undefined) filtered = filtered.where('role', '=', role);
      if (active !== undefined) filtered = filtered.where('active', '=', active);
      const [rows, total] = await Promise.all([
        filtered.select(USER_COLUMNS).orderBy('createdAt', 'desc').orderBy('id', 'desc').$call(onPage(query)).execute(),
        countOf(filtered),
      ]);
      return pageOf(rows.map(toAdminUser), total, query);
    },

    async findForAdmin(id: number): Promise<AdminUser | undefined> {
      const row = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && toAdminUser(row);
    },

    /**
     * An admin's edit of another account, refusing to leave no active admin. The check and the
     * change are one transaction; on PostgreSQL it locks the active admins' rows first, so two
     * admins demoting each other at the same moment cannot both succeed (SQLite runs one
     * transaction at a time anyway).
     */
    async updateAccount(id: number, changes: AccountChanges): Promise<AccountUpdateResult> {
      const removesAdmin = (changes.role !== undefined && !isAdminRole(changes.role)) || changes.active === false;
      return inGivenTransaction(db, async (trx): Promise<AccountUpdateResult> => {
        if (removesAdmin && postgres) {
          await trx
            .selectFrom('users')
            .select('id')
            .where('role', '=', 'admin')
            .where('active', '=', true)
            .orderBy('id')
            .forUpdate()
            .execute();
        }
        const before = await trx
          .selectFrom('users')
          .select(USER_COLUMNS)
          .where('id', '=', id)
          .$if(postgres, (q) => q.forUpdate())
          .executeTakeFirst();
        if (!before) return { status: 'not-found' };
        if (removesAdmin && isAdminRole(before.role) && before.active) {
          const others = await countOf(
            trx.selectFrom('users').where('role', '=', 'admin').where('active', '=', true).where('id', '!=', id),
          );
          if (others === 0) return { status: 'last-admin' };
        }
        const now = new Date().toISOString();
        const { passwordHash, email, ...rest } = changes;
        const row = await trx
          .updateTable('users')
          .set({
            ...rest,
            ...(email !== undefined ? { email: email.toLowerCase() } : {}),
            ...(passwordHash !== undefined ? { passwordHash, passwordChangedAt: now } : {}),
            updatedAt: now,
          })
          .where('id', '=', id)
          .returning(USER_COLUMNS)
          .executeTakeFirstOrThrow();
        return { status: 'updated', before, user: row };
      });
    },

    async countActiveAdmins(): Promise<number> {
      return countOf(db.selectFrom('users').where('role', '=', 'admin').where('active', '=', true));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
