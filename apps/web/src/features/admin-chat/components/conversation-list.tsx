import type { ChatConversationSummary } from '@ta/shared';
import { useStaffDirectory } from '../../../lib/staff-directory';
import { Link } from 'wouter';
import { useHydrated } from '../../../lib/use-hydrated';
import { cn } from '../../../lib/cn';
import { visitorDisplayName } from '../chat-people';
import { chatHref, type ChatParams } from '../chat-params';
import { timeAgo } from '../../../lib/instant-format';
import { formatChatTimeShortDate } from '../../../lib/chat-time-format';
import { ConversationStatusBadge, TextThreadBadge } from './conversation-status-badge';
import { UnreadBadge } from './unread-badge';

interface ConversationListProps {
  conversations: readonly ChatConversationSummary[];
  params: ChatParams;
  now: Date;
}

/** One link per conversation, named by the visitor first; the open one is marked with aria-current and a bar. */
export function ConversationList({ conversations, params, now }: ConversationListProps) {
  const hydrated = useHydrated();
  const staff = useStaffDirectory();
  const firstNameOf = (id: number) => staff.data?.find((member) => member.id === id)?.firstName ?? null;
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-card">
      {conversations.map((conversation) => {
        const current = conversation.id === params.conversation;
        const preview = conversation.lastMessagePreview;
        return (
          <li key={conversation.id}>
            <Link
              href={chatHref({ ...params, conversation: conversation.id })}
              aria-current={current ? 'true' : undefined}
              className={cn(
                'block border-l-4 px-4 py-3 text-ink no-underline hover:bg-brand-50',
                current ? 'border-brand-700 bg-brand-50' : 'border-transparent',
              )}
            >
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="text-lg font-bold wrap-anywhere text-brand-900">
                  {visitorDisplayName(conversation)}
                </span>
                <time dateTime={conversation.lastMessageAt} className="text-base text-muted">
                  {hydrated
                    ? timeAgo(conversation.lastMessageAt, now)
                    : formatChatTimeShortDate(conversation.lastMessageAt, now)}
                </time>
              </span>
              {conversation.visitorEmail ? (
                <span className="block text-base break-all text-muted">{conversation.visitorEmail}</span>
              ) : null}
              {conversation.assignedToId !== null && firstNameOf(conversation.assignedToId) ? (
                <span className="block text-base font-bold">Given to {firstNameOf(conversation.assignedToId)}</span>
              ) : null}
              <span className="mt-1 line-clamp-2 block text-base wrap-anywhere">
                {preview === null ? (
                  <span className="text-muted">No messages yet</span>
                ) : (
                  <>
                    {conversation.lastMessageFromUser === false ? <span className="font-bold">Staff: </span> : null}
                    {preview}
                  </>
                )}
              </span>
              {conversation.unreadCount > 0 || conversation.status === 'closed' || conversation.channel === 'sms' ? (
                <span className="mt-2 flex flex-wrap gap-2">
                  {conversation.channel === 'sms' ? <TextThreadBadge /> : null}
                  {conversation.unreadCount > 0 ? <UnreadBadge count={conversation.unreadCount} /> : null}
                  {conversation.status === 'closed' ? <ConversationStatusBadge status="closed" /> : null}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
