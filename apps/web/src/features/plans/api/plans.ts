import {
  servicePlanSchema,
  type PlanChangeInput,
  type PlanPauseInput,
  type ServicePlan,
  type ServicePlanValues,
} from '@ta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

const PLANS_PATH = '/api/user/plans';
const listSchema = servicePlanSchema.array();

/** Read by the server before the standing-visits page: the plans are in its HTML, with or without JavaScript. */
export const plansRead: ServerRead = { queryKey: queryKeys.myPlans, path: PLANS_PATH, signedInOnly: true };

/** GET /api/user/plans: the client's standing visits, running ones first, with their next days. */
export function usePlans() {
  return useQuery({
    queryKey: queryKeys.myPlans,
    queryFn: ({ signal }) => getParsed(listSchema, PLANS_PATH, signal),
  });
}

/** A change whose answer (the plan as it is now) replaces that plan in the list; the appointments are read again. */
function usePlanChange<I>(send: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => servicePlanSchema.parse(await send(input)),
    onSuccess: (plan: ServicePlan) => {
      queryClient.setQueryData<ServicePlan[]>(queryKeys.myPlans, (plans) =>
        plans?.some((p) => p.id === plan.id)
          ? plans.map((p) => (p.id === plan.id ? plan : p))
          : [plan, ...(plans ?? [])],
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.appointments.all });
    },
  });
}

const path = (planId: string, rest = '') => `${PLANS_PATH}/${encodeURIComponent(planId)}${rest}`;

export const useCreatePlan = () =>
  usePlanChange((input: ServicePlanValues) => apiRequest<unknown>(PLANS_PATH, { method: 'POST', body: input }));

export const useSkipPlanDay = () =>
  usePlanChange(({ planId, day }: { planId: string; day: string }) =>
    apiRequest<unknown>(path(planId, '/skip'), { method: 'POST', body: { day } }),
  );

export const usePausePlan = () =>
  usePlanChange(({ planId, ...pause }: PlanPauseInput & { planId: string }) =>
    apiRequest<unknown>(path(planId, '/pauses'), { method: 'POST', body: pause }),
  );

export const useEndPause = () =>
  usePlanChange(({ planId, pauseId }: { planId: string; pauseId: string }) =>
    apiRequest<unknown>(path(planId, `/pauses/${encodeURIComponent(pauseId)}`), { method: 'DELETE' }),
  );

export const useChangePlan = () =>
  usePlanChange(({ planId, ...change }: PlanChangeInput & { planId: string }) =>
    apiRequest<unknown>(path(planId), { method: 'PUT', body: change }),
  );

export const useStopPlan = () =>
  usePlanChange(({ planId }: { planId: string }) => apiRequest<unknown>(path(planId, '/stop'), { method: 'POST' }));
