import type { QuoteStatus } from '@ta/shared';
import { CircleCheck, CircleSlash, Clock, FilePen, MessageSquareText } from 'lucide-react';
import { StatusBadge, type BadgeLook } from '../../../components/ui/status-badge';
import type { MessageId } from '../../../i18n/messages/en';
import { useT } from '../../../i18n/use-t';

const LOOKS: Record<QuoteStatus, BadgeLook & { label: MessageId }> = {
  draft: { tone: 'gray', icon: FilePen, label: 'quotes.status.draft' },
  sent: { tone: 'yellow', icon: Clock, label: 'quotes.status.sent' },
  changes_requested: { tone: 'blue', icon: MessageSquareText, label: 'quotes.status.changes_requested' },
  approved: { tone: 'green', icon: CircleCheck, label: 'quotes.status.approved' },
  withdrawn: { tone: 'red', icon: CircleSlash, label: 'quotes.status.withdrawn' },
};

/** A quote's state as the client reads it: a word and an icon, the colour only repeating them. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const t = useT();
  const { label, ...look } = LOOKS[status];
  return <StatusBadge {...look} label={t(label)} srPrefix={`${t('quotes.status.label')} `} />;
}
