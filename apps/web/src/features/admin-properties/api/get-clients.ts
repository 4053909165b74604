import { adminUserSchema, pageSchema } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { getParsed, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const clientsPageSchema = pageSchema(adminUserSchema);

/**
 * The clients a new property can belong to: GET /api/admin/users?role=client&active=true&search=, the
 * Users screen's call (admins only: staff are answered 403, and the form says so).
 */
export function useClientChoices(search: string) {
  const path = withQuery('/api/admin/users', { role: 'client', active: 'true', search, pageSize: 25 });
  return useQuery({
    queryKey: queryKeys.properties.clients(search),
    queryFn: ({ signal }) => getParsed(clientsPageSchema, path, signal),
  });
}
