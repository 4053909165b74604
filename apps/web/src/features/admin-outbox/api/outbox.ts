import { outboxEmailSchema, pageSchema } from '@ta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed, withQuery } from '../../../lib/api-client';
import { LIST_PAGES } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';
import type { OutboxParams } from '../outbox-params';

const OUTBOX_PATH = '/api/admin/outbox';
const OUTBOX_PAGE_SIZE = 20;
const outboxPageSchema = pageSchema(outboxEmailSchema);

/** GET /api/admin/outbox: one page of e-mails, newest first; new e-mails are written all the time. */
export function useOutbox(params: OutboxParams) {
  const path = withQuery(OUTBOX_PATH, { page: params.page, pageSize: OUTBOX_PAGE_SIZE, search: params.search });
  return useQuery({
    queryKey: queryKeys.outbox.list(params),
    ...LIST_PAGES,
    queryFn: ({ signal }) => getParsed(outboxPageSchema, path, signal),
  });
}

/** POST /api/admin/outbox/:id/send-again (admins): a failed e-mail is queued again; the list is read again. */
export function useSendAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(`/api/admin/outbox/${id}/send-again`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.outbox.all }),
  });
}
