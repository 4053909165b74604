import { notaryJournalListSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const NOTARY_JOURNAL_PATH = '/api/admin/notary-journal';

/** GET /api/admin/notary-journal?month=yyyy-MM: the month's entries, ID numbers masked. */
export function journalQueryOptions(month: string) {
  return queryOptions({
    queryKey: queryKeys.notary.month(month),
    queryFn: ({ signal }) => getParsed(notaryJournalListSchema, withQuery(NOTARY_JOURNAL_PATH, { month }), signal),
  });
}

export function useJournal(month: string) {
  return useQuery(journalQueryOptions(month));
}

/** The month's CSV or PDF, as the browser downloads it (the session cookie goes along). */
export const journalExportPath = (format: 'csv' | 'pdf', month: string) =>
  withQuery(`${NOTARY_JOURNAL_PATH}/export.${format}`, { month });
