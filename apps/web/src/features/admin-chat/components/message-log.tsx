import type { AdminChatConversation } from '@ta/shared';
import { cn } from '../../../lib/cn';
import { useScrollToEnd } from '../../../lib/use-scroll-to-end';
import { senderLabel, visitorDisplayName } from '../chat-people';
import { formatChatTimeShortDate } from '../../../lib/chat-time-format';

/**
 * The history, oldest first, in a live log (new messages are announced). Who wrote each is in words;
 * the side and colour only repeat it. It scrolls to the newest message when one arrives.
 */
export function MessageLog({ data, now }: { data: AdminChatConversation; now: Date }) {
  const { conversation, messages } = data;
  const box = useScrollToEnd<HTMLDivElement>(messages.at(-1)?.id);

  return (
    <div
      ref={box}
      role="log"
      aria-label={`Messages with ${visitorDisplayName(conversation)}`}
      // Focusable so keyboard users can scroll the history.
      tabIndex={0}
      className="max-h-[60dvh] min-h-48 overflow-y-auto rounded-2xl border border-line bg-canvas p-3 sm:p-4"
    >
      {messages.length === 0 ? (
        <p className="text-lg text-muted">No messages yet.</p>
      ) : (
        <ol className="space-y-3">
          {messages.map((message) => {
            const staff = !message.isFromUser;
            return (
              <li key={message.id} className={cn('flex', staff ? 'justify-end' : 'justify-start')}>
                <div
                  className={cn(
                    'max-w-[85%] min-w-0 rounded-2xl border-2 px-3 py-2',
                    message.note
                      ? 'border-dashed border-accent-700 bg-accent-50'
                      : staff
                        ? 'border-brand-700 bg-brand-50'
                        : 'border-line bg-white',
                  )}
                >
                  {message.note ? <p className="text-base font-bold">Private note: only staff see this</p> : null}
                  <p className="flex flex-wrap items-baseline gap-x-2 text-base">
                    <span className="font-bold text-brand-900">
                      {senderLabel(message, conversation)}
                      {staff && message.senderName ? ' (staff)' : ''}
                    </span>
                    <time dateTime={message.createdAt} className="text-muted">
                      {formatChatTimeShortDate(message.createdAt, now)}
                    </time>
                  </p>
                  <p className="mt-1 text-lg wrap-anywhere whitespace-pre-wrap">{message.message}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
