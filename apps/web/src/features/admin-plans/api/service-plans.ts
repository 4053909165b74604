import {
  centsToInput,
  servicePlanSchema,
  staffInvoiceDetailSchema,
  staffPlansViewSchema,
  type ServicePlanTerms,
  type ServicePlanValues,
} from '@ta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/plans: every running standing visit, and each day no plan could book (booked by hand). */
export function useStaffPlans() {
  return useQuery({
    queryKey: queryKeys.servicePlans.office,
    queryFn: ({ signal }) => getParsed(staffPlansViewSchema, '/api/admin/plans', signal),
  });
}

/** GET /api/admin/clients/:id/plans: a client's standing visits, running and stopped, with their next days. */
export function useClientPlans(clientId: number) {
  return useQuery({
    queryKey: queryKeys.servicePlans.client(clientId),
    queryFn: ({ signal }) => getParsed(z.array(servicePlanSchema), `/api/admin/clients/${clientId}/plans`, signal),
  });
}

/**
 * Refreshes after a plan's write: every plan list, and the calendar (setting one up books its days,
 * stopping one cancels the visits still open to change).
 */
function useRefreshAfterPlanWrite() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.servicePlans.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.appointments.all });
  };
}

/** POST /api/admin/clients/:id/plans: sets up a standing visit for the client and books its first days. */
export function useCreateClientPlan(clientId: number) {
  const refresh = useRefreshAfterPlanWrite();
  return useMutation({
    mutationFn: async (plan: ServicePlanValues) =>
      servicePlanSchema.parse(
        await apiRequest<unknown>(`/api/admin/clients/${clientId}/plans`, { method: 'POST', body: plan }),
      ),
    onSuccess: refresh,
  });
}

/** POST /api/admin/plans/:id/stop: no more days are booked; visits still open to change are cancelled. */
export function useStopPlan() {
  const refresh = useRefreshAfterPlanWrite();
  return useMutation({
    mutationFn: async (planId: number) =>
      servicePlanSchema.parse(await apiRequest<unknown>(`/api/admin/plans/${planId}/stop`, { method: 'POST' })),
    onSuccess: refresh,
  });
}

/**
 * PUT /api/admin/plans/:id/terms (admins): billing, the fixed monthly price, the staff member. Sent as
 * the form's text (the schema reads dollars, not the cents it gives back): blank price for none.
 */
export function useSavePlanTerms() {
  const refresh = useRefreshAfterPlanWrite();
  return useMutation({
    mutationFn: async ({ planId, terms }: { planId: number; terms: ServicePlanTerms }) =>
      servicePlanSchema.parse(
        await apiRequest<unknown>(`/api/admin/plans/${planId}/terms`, {
          method: 'PUT',
          body: {
            billing: terms.billing,
            monthlyPrice: terms.monthlyPrice === undefined ? '' : centsToInput(terms.monthlyPrice),
            staffId: terms.staffId === undefined ? '' : String(terms.staffId),
          },
        }),
      ),
    onSuccess: refresh,
  });
}

/** POST /api/admin/plans/:id/invoices (admins): one month (yyyy-MM) of a plan billed by the month, now. */
export function useBillPlanMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ planId, month }: { planId: number; month: string }) =>
      staffInvoiceDetailSchema.parse(
        await apiRequest<unknown>(`/api/admin/plans/${planId}/invoices`, { method: 'POST', body: { month } }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
  });
}
