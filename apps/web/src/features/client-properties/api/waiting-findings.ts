import type { VisitItem, VisitSummary } from '@ta/shared';
import { useQueries } from '@tanstack/react-query';
import { visitReportQueryOptions } from './visit-report';

/** How many of the latest reports with findings the property page reads for findings still waiting. */
export const REPORTS_READ_FOR_WAITING = 12;

/** An issue the owner has not decided about yet. */
export function isWaiting(item: VisitItem): boolean {
  return item.answer === 'issue' && item.decision === null;
}

/** The finished visits whose reports may hold findings: those with a result other than all clear, newest first. */
export function visitsWithFindings(visits: readonly VisitSummary[]): VisitSummary[] {
  return visits
    .filter((visit) => visit.state === 'finished' && (visit.result === 'issues' || visit.result === 'urgent'))
    .sort((a, b) => (b.finishedAt ?? b.date).localeCompare(a.finishedAt ?? a.date))
    .slice(0, REPORTS_READ_FOR_WAITING);
}

export interface WaitingFinding {
  visitId: number;
  visitDate: string;
  item: VisitItem;
}

/** The findings waiting for the owner's decision across the property's latest reports. */
export function useWaitingFindings(visits: readonly VisitSummary[]) {
  const withFindings = visitsWithFindings(visits);
  return useQueries({
    queries: withFindings.map((visit) => visitReportQueryOptions(visit.id)),
    combine: (results) => ({
      pending: results.some((result) => result.isPending),
      failed: results.some((result) => result.isError),
      findings: results.flatMap((result, index): WaitingFinding[] => {
        const visit = withFindings[index];
        if (!result.data || !visit) return [];
        return result.data.items.filter(isWaiting).map((item) => ({ visitId: visit.id, visitDate: visit.date, item }));
      }),
    }),
  });
}
