import { jobTimeSchema, RECEIPT_FILE_FIELD, type JobTime, type WorkTimesValues } from '@ta/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { uploadForm } from '../../../lib/upload-form';
import { readAgainOnMount } from '../../../lib/page-data';

/** Time on the job of one appointment (docs/job-time.md): /api/staff/appointments/{id}/…. */
export function jobTimePath(id: number): string {
  return `/api/staff/appointments/${encodeURIComponent(String(id))}`;
}

/** Under the appointments' key, so every appointment write reads it again too. */
const jobTimeKey = (id: number) => [...queryKeys.appointments.detail(id), 'work'] as const;

export function jobTimeQueryOptions(id: number) {
  return queryOptions({
    queryKey: jobTimeKey(id),
    refetchOnMount: readAgainOnMount,
    queryFn: ({ signal }) => getParsed(jobTimeSchema, `${jobTimePath(id)}/work`, signal),
  });
}

export function useJobTime(id: number) {
  return useQuery(jobTimeQueryOptions(id));
}

/** The item's receipt photo, full size or its thumbnail: back office only, never cached. */
export function receiptUrl(appointmentId: number, itemId: number, variant: 'full' | 'thumb'): string {
  return `${jobTimePath(appointmentId)}/items/${itemId}/receipt${variant === 'thumb' ? '/thumb' : ''}`;
}

export type JobTimeWrite =
  | { kind: 'start' }
  | { kind: 'finish' }
  | { kind: 'times'; values: WorkTimesValues }
  | { kind: 'add-item'; fields: { kind: string; description: string; amount: string }; receipt: File | null }
  | { kind: 'remove-item'; itemId: number };

async function write(id: number, change: JobTimeWrite): Promise<JobTime> {
  const base = jobTimePath(id);
  switch (change.kind) {
    case 'start':
    case 'finish':
      return jobTimeSchema.parse(await apiRequest<unknown>(`${base}/work/${change.kind}`, { method: 'POST' }));
    case 'times':
      return jobTimeSchema.parse(await apiRequest<unknown>(`${base}/work`, { method: 'PUT', body: change.values }));
    case 'remove-item':
      return jobTimeSchema.parse(await apiRequest<unknown>(`${base}/items/${change.itemId}`, { method: 'DELETE' }));
    case 'add-item': {
      const form = new FormData();
      form.append('kind', change.fields.kind);
      form.append('description', change.fields.description);
      form.append('amount', change.fields.amount);
      if (change.receipt) form.append(RECEIPT_FILE_FIELD, change.receipt);
      return jobTimeSchema.parse(await uploadForm<unknown>(`${base}/items`, form));
    }
  }
}

/**
 * After a change: its answer replaces the time on the job the screen shows, and what an invoice for the
 * visit would hold (its minutes, items and total, on the same page) is read again.
 */
export function afterJobTimeWrite(queryClient: QueryClient, id: number, answer: JobTime): Promise<void> {
  queryClient.setQueryData(jobTimeKey(id), answer);
  return queryClient.invalidateQueries({ queryKey: queryKeys.invoices.draft(id) });
}

/** Every change answers with the whole time on the job, which replaces what the screen shows. */
export function useJobTimeWrite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: JobTimeWrite) => write(id, change),
    onSuccess: (answer) => afterJobTimeWrite(queryClient, id, answer),
  });
}
