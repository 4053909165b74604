import { BOOKING_MODE_LABELS, type ServiceRules } from '@ta/shared';
import { CircleCheck, CircleOff, Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { daysInWords, hoursInWords, minutesInWords } from '../availability-words';

/** Every service's booking rules, with Edit on each row (the dialog). */
export function ServiceRulesTable({
  services,
  onEdit,
}: {
  services: readonly ServiceRules[];
  onEdit: (service: ServiceRules) => void;
}) {
  const columns: DataColumn<ServiceRules>[] = [
    { header: 'Service', rowHeader: true, cell: (s) => <span className="font-bold">{s.name}</span> },
    { header: 'Length', cell: (s) => minutesInWords(s.duration) },
    {
      header: 'Travel before / after',
      cell: (s) => `${minutesInWords(s.bufferBefore)} / ${minutesInWords(s.bufferAfter)}`,
    },
    { header: 'Notice', cell: (s) => hoursInWords(s.minNoticeHours) },
    { header: 'Booked up to', cell: (s) => `${daysInWords(s.maxDaysAhead)} ahead` },
    { header: 'Online', cell: (s) => BOOKING_MODE_LABELS[s.bookingMode] },
    { header: 'Where', cell: (s) => (s.atHome ? 'At the client’s home' : 'Not at home') },
    {
      header: 'Status',
      cell: (s) =>
        s.active ? (
          <StatusBadge tone="success" icon={CircleCheck} label="Offered" />
        ) : (
          <StatusBadge tone="neutral" icon={CircleOff} label="Not offered" />
        ),
    },
    {
      header: 'Edit',
      hideHeader: true,
      cardLabel: false,
      cell: (s) => (
        <Button type="button" variant="outline" size="compact" onClick={() => onEdit(s)}>
          <Pencil aria-hidden />
          Edit<span className="sr-only"> the rules of {s.name}</span>
        </Button>
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
