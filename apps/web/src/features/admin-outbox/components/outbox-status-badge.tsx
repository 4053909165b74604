import { OUTBOX_STATUS_LABELS, type OutboxEmailView } from '@ta/shared';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { StatusBadge, type BadgeLook } from '../../../components/ui/status-badge';

const LOOKS: Record<OutboxEmailView['status'], BadgeLook> = {
  sent: { tone: 'success', icon: CircleCheck },
  queued: { tone: 'brand', icon: Clock },
  failed: { tone: 'danger', icon: CircleAlert },
};

/** The e-mail's state: Sent, Queued or Failed. */
export function OutboxStatusBadge({ status }: { status: OutboxEmailView['status'] }) {
  return <StatusBadge {...LOOKS[status]} label={OUTBOX_STATUS_LABELS[status]} />;
}
