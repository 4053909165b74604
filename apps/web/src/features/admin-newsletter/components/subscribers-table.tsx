import type { Subscriber } from '@ta/shared';
import { CircleCheck, CircleMinus, Hourglass } from 'lucide-react';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { StatusBadge, type BadgeLook } from '../../../components/ui/status-badge';
import { formatInstantDate } from '../../../lib/instant-format';
import { SUBSCRIBER_STATE_LABELS } from '../newsletter-words';

const STATE_LOOKS: Record<Subscriber['state'], BadgeLook> = {
  waiting: { tone: 'accent', icon: Hourglass },
  subscribed: { tone: 'success', icon: CircleCheck },
  unsubscribed: { tone: 'neutral', icon: CircleMinus },
};

const LANGUAGES: Record<Subscriber['language'], string> = { en: 'English', es: 'Spanish' };

function Day({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-muted">—</span>;
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatInstantDate(iso)}
    </time>
  );
}

const COLUMNS: DataColumn<Subscriber>[] = [
  { header: 'E-mail', rowHeader: true, className: 'break-all font-bold', cell: (s) => s.email },
  { header: 'Name', className: 'wrap-anywhere', cell: (s) => s.name ?? <span className="text-muted">—</span> },
  { header: 'Language', cell: (s) => LANGUAGES[s.language] },
  {
    header: 'State',
    cell: (s) => <StatusBadge {...STATE_LOOKS[s.state]} label={SUBSCRIBER_STATE_LABELS[s.state]} />,
  },
  { header: 'Signed up', cell: (s) => <Day iso={s.createdAt} /> },
  { header: 'Confirmed', cell: (s) => <Day iso={s.confirmedAt} /> },
  { header: 'Unsubscribed', cell: (s) => <Day iso={s.unsubscribedAt} /> },
];

/** E-mail, Name, Language, State (in words), and the days they signed up, confirmed and left. */
export function SubscribersTable({ subscribers, caption }: { subscribers: readonly Subscriber[]; caption: string }) {
  return <DataTable caption={caption} rows={subscribers} columns={COLUMNS} rowKey={(s) => s.id} cardsBelow="xl" />;
}
