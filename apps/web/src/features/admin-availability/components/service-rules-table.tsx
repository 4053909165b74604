import type { BookingMode, ServiceRules } from '@ta/shared';
import { CircleCheck, CircleOff, Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { daysInWords, hoursInWords, minutesInWords } from '../availability-words';

/** The booking mode in a word or two, for the table (the dialog explains each). */
const BOOKING_MODE_SHORT: Record<BookingMode, string> = {
  hold: 'Held to confirm',
  instant: 'Booked at once',
  call: 'By phone only',
};

/** Every service's booking rules, with Edit on each row (the dialog). */
export function ServiceRulesTable({
  services,
  onEdit,
}: {
  services: readonly ServiceRules[];
  onEdit: (service: ServiceRules) => void;
}) {
  const nowrap = 'whitespace-nowrap';
  const columns: DataColumn<ServiceRules>[] = [
    {
      header: 'Service',
      rowHeader: true,
      // Edit sits under the name, so it is in view wherever the table fits beside the sidebar.
      cell: (s) => (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="font-bold">{s.name}</span>
          <Button type="button" variant="outline" size="compact" onClick={() => onEdit(s)}>
            <Pencil aria-hidden />
            Edit<span className="sr-only"> the rules of {s.name}</span>
          </Button>
        </div>
      ),
    },
    { header: 'Length', cell: (s) => minutesInWords(s.duration), className: nowrap },
    {
      header: 'Travel before / after',
      cell: (s) => `${s.bufferBefore} / ${s.bufferAfter} minutes`,
      className: nowrap,
    },
    { header: 'Notice', cell: (s) => hoursInWords(s.minNoticeHours), className: nowrap },
    { header: 'Up to', cell: (s) => `${daysInWords(s.maxDaysAhead)} ahead`, className: nowrap },
    { header: 'Online', cell: (s) => BOOKING_MODE_SHORT[s.bookingMode] },
    { header: 'Where', cell: (s) => (s.atHome ? 'Client’s home' : 'Elsewhere') },
    {
      header: 'Status',
      cell: (s) =>
        s.active ? (
          <StatusBadge tone="success" icon={CircleCheck} label="Offered" />
        ) : (
          <StatusBadge tone="neutral" icon={CircleOff} label="Not offered" />
        ),
    },
  ];
  return (
    <DataTable
      caption="Services and their booking rules"
      rows={services}
      columns={columns}
      rowKey={(s) => s.id}
      cardsBelow="xl"
    />
  );
}
