import type { VisitSummary } from '@ta/shared';
import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatAppointmentDate, formatTimeRange } from '../../../lib/appointment-format';
import { VISIT_RESULT_WORDS, VisitStateBadge } from '../../../components/home-watch/visit-badges';
import { VISIT_KIND_WORDS } from '../plan-and-visit-words';

const linkClass = 'inline-flex min-h-11 items-center gap-2 font-bold text-brand-800 underline underline-offset-2';

const COLUMNS: DataColumn<VisitSummary>[] = [
  {
    header: 'Day',
    rowHeader: true,
    cell: (visit) => (
      <Link href={`/admin/visits/${visit.id}`} className={linkClass}>
        {formatAppointmentDate(visit.date)}
        <span className="sr-only">, open the visit</span>
      </Link>
    ),
  },
  { header: 'Time', cell: (visit) => formatTimeRange(visit.startTime, visit.endTime), className: 'whitespace-nowrap' },
  { header: 'Kind', cell: (visit) => VISIT_KIND_WORDS[visit.kind] },
  { header: 'Staff', cell: (visit) => visit.staffName ?? 'No one yet' },
  { header: 'State', cell: (visit) => <VisitStateBadge state={visit.state} /> },
  {
    header: 'Result',
    cell: (visit) =>
      visit.state === 'finished' && visit.result ? (
        <span className="flex flex-wrap items-center gap-x-3">
          {VISIT_RESULT_WORDS[visit.result]}
          <a href={`/api/visits/${visit.id}/report.pdf`} className={linkClass}>
            <FileText aria-hidden className="size-5" />
            Report (PDF)
            <span className="sr-only"> of {formatAppointmentDate(visit.date)}</span>
          </a>
        </span>
      ) : visit.state === 'in-progress' ? (
        `${visit.answeredItems} of ${visit.totalItems} items answered`
      ) : (
        '—'
      ),
  },
];

/** The property's visits, in the order the server sends them: each opens its visit page. */
export function VisitsList({ visits }: { visits: readonly VisitSummary[] }) {
  if (visits.length === 0) return <p className="text-muted">No visits yet. Make a plan or add one visit below.</p>;
  return (
    <DataTable caption="Visits of this property" rows={visits} columns={COLUMNS} rowKey={(v) => v.id} variant="rows" />
  );
}
