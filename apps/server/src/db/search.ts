import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';

/** `%` and `_` typed by a person are letters to find, not wildcards. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive "contains" over several text columns, the same on SQLite and PostgreSQL
 * (every back-office search is a case-insensitive substring match). Null columns never match.
 */
export function containsAny<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly string[],
  term: string,
): Expression<SqlBool> {
  const pattern = likePattern(term);
  return eb.or(columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`));
}
