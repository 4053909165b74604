import { propertyAddress, propertyName, type PropertySummary } from '@ta/shared';
import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatAppointmentDate, formatAppointmentTime } from '../../../lib/appointment-format';
import { formatInstantDate } from '../../../lib/instant-format';
import { VISIT_RESULT_WORDS } from '../../../components/home-watch/visit-badges';

function awayWords(p: PropertySummary): string {
  if (p.awayFrom && p.awayUntil) return `${formatAppointmentDate(p.awayFrom)} to ${formatAppointmentDate(p.awayUntil)}`;
  if (p.awayFrom) return `From ${formatAppointmentDate(p.awayFrom)}`;
  if (p.awayUntil) return `Until ${formatAppointmentDate(p.awayUntil)}`;
  return 'Not set';
}

const COLUMNS: DataColumn<PropertySummary>[] = [
  {
    header: 'Property',
    rowHeader: true,
    cell: (p) => (
      <>
        <Link
          href={`/admin/properties/${p.id}`}
          className="inline-flex min-h-11 items-center text-lg font-bold wrap-anywhere text-brand-800 underline underline-offset-2"
        >
          {propertyName(p)}
        </Link>
        <p className="wrap-anywhere">{propertyAddress(p)}</p>
      </>
    ),
  },
  { header: 'County', cell: (p) => p.county },
  { header: 'Owner', cell: (p) => p.clientName },
  { header: 'Away', cell: (p) => awayWords(p) },
  {
    header: 'Next visit',
    cell: (p) =>
      p.nextVisit
        ? `${formatAppointmentDate(p.nextVisit.date)} at ${formatAppointmentTime(p.nextVisit.startTime)}`
        : 'None planned',
  },
  {
    header: 'Last result',
    cell: (p) =>
      p.lastReport
        ? `${VISIT_RESULT_WORDS[p.lastReport.result]}, ${formatInstantDate(p.lastReport.finishedAt)}`
        : 'No report yet',
  },
  {
    header: 'Findings waiting',
    cell: (p) =>
      p.findingsAwaitingDecision === 0 ? (
        'None'
      ) : (
        <span className="font-bold text-danger-700">
          {p.findingsAwaitingDecision === 1 ? '1 awaits' : `${p.findingsAwaitingDecision} await`} the owner's decision
        </span>
      ),
  },
];

/** The properties, as a table on wide screens and cards on narrow ones. */
export function PropertiesTable({ properties, caption }: { properties: readonly PropertySummary[]; caption: string }) {
  return <DataTable caption={caption} rows={properties} columns={COLUMNS} rowKey={(p) => p.id} cardsBelow="xl" />;
}
