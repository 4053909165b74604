import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Small helpers so one migration serves SQLite and PostgreSQL. They only look at the
 * database handed to the migration, never at application code.
 */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T>) {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** ISO-8601 UTC instants: timestamptz on PostgreSQL, text on SQLite. */
export function timestampType(db: Kysely<any>) {
  return isPostgres(db) ? ('timestamptz' as const) : ('text' as const);
}

export function nowDefault(db: Kysely<any>) {
  return isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

export function createdAt(db: Kysely<any>) {
  return (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(nowDefault(db));
}

export function boolType(db: Kysely<any>) {
  return isPostgres(db) ? ('boolean' as const) : ('integer' as const);
}

export function boolDefault(db: Kysely<any>, value: boolean) {
  return (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(isPostgres(db) ? value : value ? 1 : 0);
}

export function blobType(db: Kysely<any>) {
  return isPostgres(db) ? ('bytea' as const) : ('blob' as const);
}

/** Calendar dates: date on PostgreSQL (read back as 'yyyy-MM-dd' text), text on SQLite. */
export function dateType(db: Kysely<any>) {
  return isPostgres(db) ? ('date' as const) : ('text' as const);
}
