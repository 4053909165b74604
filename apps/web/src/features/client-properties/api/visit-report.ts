import { visitReportSchema, type VisitReport } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const visitReportPath = (visitId: number) => `/api/visits/${visitId}/report`;

/** A finished visit's report, for the property's owner (GET /api/visits/:id/report). */
export const visitReportQueryOptions = (visitId: number) =>
  queryOptions({
    queryKey: queryKeys.clientProperties.report(visitId),
    queryFn: async ({ signal }): Promise<VisitReport> =>
      visitReportSchema.parse(await apiRequest<unknown>(visitReportPath(visitId), { signal })),
  });

export function useVisitReport(visitId: number) {
  return useQuery(visitReportQueryOptions(visitId));
}

/** Where the "Download PDF" link gets the same report as a file. */
export function visitReportPdfUrl(visitId: number): string {
  return `${visitReportPath(visitId)}.pdf`;
}
