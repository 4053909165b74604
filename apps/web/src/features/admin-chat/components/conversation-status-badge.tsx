import { CHAT_CONVERSATION_STATUS_LABELS, type ChatConversationStatus } from '@ta/shared';
import { CircleDot, Lock } from 'lucide-react';
import { StatusBadge } from '../../../components/ui/status-badge';

/** Open or Closed. */
export function ConversationStatusBadge({ status }: { status: ChatConversationStatus }) {
  const open = status === 'open';
  return (
    <StatusBadge
      tone={open ? 'brand' : 'neutral'}
      icon={open ? CircleDot : Lock}
      label={CHAT_CONVERSATION_STATUS_LABELS[status]}
    />
  );
}
