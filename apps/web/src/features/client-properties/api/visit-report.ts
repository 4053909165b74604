import { visitReportSchema, type VisitReport } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

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

/** The same read, made by the server before it renders the report page (lib/server-read.ts). */
export function visitReportRead(visitId: number): ServerRead {
  return { queryKey: visitReportQueryOptions(visitId).queryKey, path: visitReportPath(visitId), signedInOnly: true };
}

export function useVisitReport(visitId: number) {
  return useQuery(visitReportQueryOptions(visitId));
}

/** Where the "Download PDF" link gets the same report as a file. */
export function visitReportPdfUrl(visitId: number): string {
  return `${visitReportPath(visitId)}.pdf`;
}
