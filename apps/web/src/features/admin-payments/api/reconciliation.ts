import { reconciliationSchema } from '@ta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const RECONCILIATION_PATH = '/api/admin/payments/reconciliation';

/** GET /api/admin/payments/reconciliation (admins): the latest comparison with Stripe, null before the first. */
export function useReconciliation() {
  return useQuery({
    queryKey: queryKeys.reconciliation,
    queryFn: ({ signal }) => getParsed(reconciliationSchema, RECONCILIATION_PATH, signal),
  });
}

/**
 * POST /api/admin/payments/reconciliation/run (admins): compares now; the answer is the new run, and the
 * dashboard's notice is read again.
 */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      reconciliationSchema.parse(await apiRequest<unknown>(`${RECONCILIATION_PATH}/run`, { method: 'POST' })),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.reconciliation, answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
