import type { Storm } from '@ta/shared';
import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatAppointmentDate } from '../../../lib/appointment-format';
import { checksWord, PHASE_LABELS, PHASE_LOOKS, stormHref } from '../storm-words';

/** "3 to do, 1 in progress, 8 finished, 1 urgent". */
export function countsInWords(counts: Storm['counts']): string {
  const parts = [`${counts.planned} to do`, `${counts.inProgress} in progress`, `${counts.finished} finished`];
  if (counts.urgent > 0) parts.push(`${counts.urgent} urgent`);
  return parts.join(', ');
}

/** Every storm, newest first: name (to its board), phase, day, area and how far its checks are. */
export function StormsList({ storms }: { storms: readonly Storm[] }) {
  const columns: DataColumn<Storm>[] = [
    {
      header: 'Storm',
      rowHeader: true,
      className: 'min-w-40',
      cell: (storm) => (
        <Link href={stormHref(storm.id)} className="inline-flex min-h-11 items-center font-bold wrap-anywhere">
          {storm.name}
        </Link>
      ),
    },
    {
      header: 'Phase',
      cell: (storm) => <StatusBadge {...PHASE_LOOKS[storm.phase]} label={PHASE_LABELS[storm.phase]} />,
    },
    { header: 'Date', className: 'whitespace-nowrap', cell: (storm) => formatAppointmentDate(storm.date) },
    { header: 'Area', cell: (storm) => storm.areaDescription },
    {
      header: 'Checks',
      cell: (storm) => (
        <>
          <span className="block font-bold">{checksWord(storm.counts.total)}</span>
          <span className={storm.counts.urgent > 0 ? 'block font-bold text-danger-700' : 'block text-muted'}>
            {countsInWords(storm.counts)}
          </span>
        </>
      ),
    },
  ];
  return <DataTable caption="Storms, newest first" rows={storms} columns={columns} rowKey={(storm) => storm.id} />;
}
