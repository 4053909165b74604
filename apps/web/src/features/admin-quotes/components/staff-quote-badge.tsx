import type { QuoteStatus } from '@ta/shared';
import { CircleCheck, CircleSlash, Clock, FilePen, MessageSquareText } from 'lucide-react';
import { StatusBadge, type BadgeLook } from '../../../components/ui/status-badge';
import { STATUS_LABELS } from '../quote-words';

const LOOKS: Record<QuoteStatus, BadgeLook> = {
  draft: { tone: 'neutral', icon: FilePen },
  sent: { tone: 'brand', icon: Clock },
  changes_requested: { tone: 'accent', icon: MessageSquareText },
  approved: { tone: 'success', icon: CircleCheck },
  withdrawn: { tone: 'danger', icon: CircleSlash },
};

export function StaffQuoteBadge({ status }: { status: QuoteStatus }) {
  return <StatusBadge {...LOOKS[status]} label={STATUS_LABELS[status]} srPrefix="Status: " />;
}
