import { serviceRulesListSchema, serviceRulesSchema, type ServiceRules, type ServiceRulesValues } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/refresh-after';

const SERVICES_PATH = '/api/admin/availability/services';

/** GET …/services: every service, active or not, with its booking rules. */
export function useServiceRules() {
  return useQuery({
    queryKey: queryKeys.availability.services(),
    queryFn: ({ signal }) => getParsed(serviceRulesListSchema, SERVICES_PATH, signal),
  });
}

/** PATCH …/services/{id}: the service form sends every rule. */
async function updateServiceRules({ id, rules }: { id: number; rules: ServiceRulesValues }): Promise<ServiceRules> {
  return serviceRulesSchema.parse(
    await apiRequest<unknown>(`${SERVICES_PATH}/${id}`, { method: 'PATCH', body: rules }),
  );
}
export const useUpdateServiceRules = () => useWrite(updateServiceRules, 'availability');
