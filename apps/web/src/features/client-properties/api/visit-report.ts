import { visitReportSchema, type VisitReport } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const visitReportPath = (visitId: number) => `/api/visits/${visitId}/report`;

/** A finished visit's report, for the property's owner (GET /api/visits/:id/report); null when there is none for them. */
export const visitReportQueryOptions = (visitId: number) =>
  queryOptions({
    queryKey: queryKeys.clientProperties.report(visitId),
    queryFn: async ({ signal }): Promise<VisitReport | null> => {
      const data = await nullIfNotFound(apiRequest<unknown>(visitReportPath(visitId), { signal }));
      return data === null ? null : visitReportSchema.parse(data);
    },
  });

export function useVisitReport(visitId: number) {
  return useQuery(visitReportQueryOptions(visitId));
}

/** Where the "Download PDF" link gets the same report as a file. */
export function visitReportPdfUrl(visitId: number): string {
  return `${visitReportPath(visitId)}.pdf`;
}
