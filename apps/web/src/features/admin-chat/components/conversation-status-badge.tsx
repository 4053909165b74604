import { CHAT_CONVERSATION_STATUS_LABELS, type ChatConversationStatus } from '@ta/shared';
import { CircleDot, Lock, MessageSquareText } from 'lucide-react';
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

/** A text thread with a phone number (docs/sms.md), told apart from a web chat in words. */
export function TextThreadBadge() {
  return <StatusBadge tone="neutral" icon={MessageSquareText} label="Text messages" />;
}
