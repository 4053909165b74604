import { notaryChoicesSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { NOTARY_JOURNAL_PATH } from './get-journal';

/** GET /api/admin/notary-journal/choices: the fee per signature and the notary appointments to link. */
export function choicesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notary.choices(),
    queryFn: ({ signal }) => getParsed(notaryChoicesSchema, `${NOTARY_JOURNAL_PATH}/choices`, signal),
  });
}

export function useNotaryChoices() {
  return useQuery(choicesQueryOptions());
}
