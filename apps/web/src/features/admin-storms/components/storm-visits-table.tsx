import type { VisitSummary } from '@ta/shared';
import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatShortDay, formatTimeRange } from '../../../lib/appointment-format';
import { VisitResultBadge, VisitStateBadge } from '../../../components/home-watch/visit-badges';
import { visitHref } from '../storm-words';

/**
 * A storm's checks: Property (a link to the visit), Owner, Staff, State, Result; cards below
 * 1024 px. Urgent results come first, then what is still to do, so the office sees them at once.
 */
export function StormVisitsTable({ visits, caption }: { visits: readonly VisitSummary[]; caption: string }) {
  const columns: DataColumn<VisitSummary>[] = [
    {
      header: 'Property',
      rowHeader: true,
      className: 'min-w-48',
      cell: (visit) => (
        <>
          <Link href={visitHref(visit.id)} className="inline-flex min-h-11 items-center font-bold wrap-anywhere">
            {visit.propertyName}
          </Link>
          <span className="block text-muted">{visit.address}</span>
          <span className="block text-muted">{visit.county} County</span>
        </>
      ),
    },
    { header: 'Owner', cell: (visit) => visit.clientName },
    {
      header: 'Staff',
      cell: (visit) => (
        <>
          <span className="block">{visit.staffName ?? 'Nobody'}</span>
          {/* One staff member's checks follow one another, some on the next open day. */}
          <span className="block text-muted">
            {`${formatShortDay(visit.date)}, ${formatTimeRange(visit.startTime, visit.endTime)}`}
          </span>
        </>
      ),
    },
    {
      header: 'State',
      cell: (visit) => (
        <>
          <VisitStateBadge state={visit.state} />
          {visit.state === 'in-progress' && visit.totalItems > 0 ? (
            <span className="mt-1 block text-muted">
              {visit.answeredItems} of {visit.totalItems} items
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: 'Result',
      cell: (visit) =>
        visit.result ? <VisitResultBadge result={visit.result} /> : <span className="text-muted">Not yet</span>,
    },
  ];
  return <DataTable caption={caption} rows={sortForBoard(visits)} columns={columns} rowKey={(visit) => visit.id} />;
}

const STATE_ORDER = ['overdue', 'in-progress', 'planned', 'finished', 'cancelled'] as const;

/** Urgent results first, then overdue, in progress, planned, finished and cancelled; by property within. */
export function sortForBoard(visits: readonly VisitSummary[]): VisitSummary[] {
  const rank = (v: VisitSummary) => (v.result === 'urgent' ? -1 : STATE_ORDER.indexOf(v.state));
  return [...visits].sort((a, b) => rank(a) - rank(b) || a.propertyName.localeCompare(b.propertyName) || a.id - b.id);
}
