import { securitySettingsAnswerSchema, type SecuritySettings, type SecuritySettingsAnswer } from '@ta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const PATH = '/api/admin/settings/security';

/** GET /api/admin/settings/security (admins). */
export function useSecuritySettings(enabled = true) {
  return useQuery({
    queryKey: queryKeys.twoStep.settings,
    enabled,
    queryFn: ({ signal }) => getParsed(securitySettingsAnswerSchema, PATH, signal),
  });
}

async function saveSecuritySettings(input: SecuritySettings): Promise<SecuritySettingsAnswer> {
  return securitySettingsAnswerSchema.parse(await apiRequest<unknown>(PATH, { method: 'PUT', body: input }));
}

/** PUT /api/admin/settings/security: turning it on ends staff sessions signed in with a password alone. */
export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSecuritySettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.twoStep.settings, { requireTwoStepForStaff: answer.requireTwoStepForStaff });
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
}
