import { sql, type SelectQueryBuilder } from 'kysely';
import type { Page } from '@ta/shared';

/** Which page of a list the back office asks for: the first is 1. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** A query's rows for that page (`query.$call(onPage(request))`), after its order. */
export function onPage({ page, pageSize }: PageRequest) {
  return <Query extends { limit(limit: number): Query; offset(offset: number): Query }>(query: Query): Query =>
    query.limit(pageSize).offset((page - 1) * pageSize);
}

/** The page as the API answers it; `total` counts every row that matches. */
export function pageOf<T>(items: T[], total: number, { page, pageSize }: PageRequest): Page<T> {
  return { items, total, page, pageSize };
}

/** How many rows a query matches (its filters; whatever it selects is set aside). */
export async function countOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query
    .clearSelect()
    .select(sql<number | string>`count(*)`.as('n'))
    // The selection's type cannot be worked out for any database: say what count(*) gives.
    .$castTo<{ n: number | string }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
