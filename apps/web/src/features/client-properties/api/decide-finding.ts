import { visitItemSchema, type FindingDecisionInput, type VisitItem, type VisitReport } from '@ta/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh-after';

export interface FindingDecisionVariables {
  visitId: number;
  itemId: number;
  input: FindingDecisionInput;
}

/** The owner's decision about a finding (POST /api/findings/:id/decision): the item comes back with it. */
export async function decideFinding({ itemId, input }: FindingDecisionVariables): Promise<VisitItem> {
  return visitItemSchema.parse(
    await apiRequest<unknown>(`/api/findings/${itemId}/decision`, { method: 'POST', body: input }),
  );
}

/** The report with one item replaced by the server's answer. */
export function withItem(report: VisitReport, item: VisitItem): VisitReport {
  return { ...report, items: report.items.map((each) => (each.id === item.id ? item : each)) };
}

/**
 * The answer shows in the report at once (the decision and the repair request's code), then the
 * counts of findings waiting and the requests list reload.
 */
export function decideFindingOptions(queryClient: QueryClient) {
  return {
    mutationFn: decideFinding,
    onSuccess: (item: VisitItem, { visitId }: FindingDecisionVariables) => {
      queryClient.setQueryData<VisitReport | null>(queryKeys.clientProperties.report(visitId), (report) =>
        report ? withItem(report, item) : report,
      );
      void refreshAfter(queryClient, 'findingDecision');
    },
  };
}

export function useDecideFinding() {
  return useMutation(decideFindingOptions(useQueryClient()));
}
