import { outboxEmailSchema, pageSchema, type OutboxEmailView, type Page } from '@ta/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const OUTBOX_PATH = '/api/admin/outbox';
export const OUTBOX_PAGE_SIZE = 20;

export interface OutboxParams {
  search: string;
  page: number;
}

const outboxPageSchema = pageSchema(outboxEmailSchema);

export function outboxUrl({ search, page }: OutboxParams): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(OUTBOX_PAGE_SIZE) });
  if (search) query.set('search', search);
  return `${OUTBOX_PATH}?${query.toString()}`;
}

/** GET /api/admin/outbox: one page of e-mails, newest first; the last page stays shown while the next loads. */
export function useOutbox(params: OutboxParams) {
  return useQuery({
    queryKey: queryKeys.outbox.list(params),
    placeholderData: keepPreviousData,
    // New e-mails are written all the time: opening the screen reads the list again.
    refetchOnMount: 'always',
    queryFn: async ({ signal }): Promise<Page<OutboxEmailView>> =>
      outboxPageSchema.parse(await apiRequest<unknown>(outboxUrl(params), { signal })),
  });
}
