import { notaryEntrySchema, type NotaryEntry, type NotaryEntryValues } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';
import { NOTARY_JOURNAL_PATH } from './get-journal';

/**
 * A new entry (or a correction): POST /api/admin/notary-journal; a same-day edit: PUT
 * /api/admin/notary-journal/{id}. The form's own values go as typed; the server checks them with
 * the same schema.
 */
export async function saveEntry({
  id,
  values,
}: {
  id: number | null;
  values: NotaryEntryValues;
}): Promise<NotaryEntry> {
  const answer =
    id === null
      ? await apiRequest<unknown>(NOTARY_JOURNAL_PATH, { method: 'POST', body: values })
      : await apiRequest<unknown>(`${NOTARY_JOURNAL_PATH}/${id}`, { method: 'PUT', body: values });
  return notaryEntrySchema.parse(answer);
}

export const useSaveEntry = () => useWrite(saveEntry, 'notary');
