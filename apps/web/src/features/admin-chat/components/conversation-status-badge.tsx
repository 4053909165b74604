import { CHAT_CONVERSATION_STATUS_LABELS, type ChatConversationStatus } from '@ta/shared';
import { CircleDot, Lock } from 'lucide-react';

/** Open or Closed, as a word with an icon. */
export function ConversationStatusBadge({ status }: { status: ChatConversationStatus }) {
  const Icon = status === 'open' ? CircleDot : Lock;
  const look = status === 'open' ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-line bg-sand text-ink';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border-2 px-2.5 py-0.5 text-base font-bold whitespace-nowrap ${look}`}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {CHAT_CONVERSATION_STATUS_LABELS[status]}
    </span>
  );
}
