import { PROPERTY_CLIENT_CHOICES, propertyClientChoiceSchema } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { getParsed, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const choicesSchema = propertyClientChoiceSchema.array();

/** GET /api/admin/property-clients?search=: the active clients a new property can belong to (staff and admins). */
export function useClientChoices(search: string) {
  const path = withQuery('/api/admin/property-clients', { search });
  return useQuery({
    queryKey: queryKeys.properties.clients(search),
    queryFn: ({ signal }) => getParsed(choicesSchema, path, signal),
  });
}

/** At most this many are listed; a search narrows them. */
export const CLIENT_CHOICES_SHOWN = PROPERTY_CLIENT_CHOICES;
