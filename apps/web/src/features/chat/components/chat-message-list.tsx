import { defaultBusiness } from '@ta/shared';
import { cn } from '../../../lib/cn';
import { useScrollToEnd } from '../../../lib/use-scroll-to-end';
import type { ChatEntry } from '../chat-entries';
import { formatChatTime } from '../chat-time';

const TEAM = `${defaultBusiness.name} team`;

function authorOf(entry: ChatEntry): string {
  if (entry.automatic) return 'Automatic reply';
  return entry.fromVisitor ? 'You' : TEAM;
}

const bubble = {
  visitor: 'border-brand-800 bg-brand-800 text-white',
  team: 'border-line bg-white text-ink',
  automatic: 'border-dashed border-brand-700 bg-brand-50 text-ink',
} as const;

/**
 * The conversation: the visitor's messages on the right, the team's on the left, each
 * saying in words who wrote it and when, so nothing depends on colour or side alone.
 */
export function ChatMessageList({ entries }: { entries: readonly ChatEntry[] }) {
  // The newest message stays in view as messages arrive.
  const log = useScrollToEnd<HTMLDivElement>(entries.at(-1)?.key);

  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-label="Chat messages"
      // Scrollable, so it takes keyboard focus (arrow keys scroll it).
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-3"
    >
      {entries.length === 0 ? (
        <p className="px-1 text-muted">No messages yet. Write to us below and we will answer here.</p>
      ) : (
        <ol className="space-y-3">
          {entries.map((entry) => {
            const look = entry.automatic ? 'automatic' : entry.fromVisitor ? 'visitor' : 'team';
            return (
              <li key={entry.key} className={cn('flex', entry.fromVisitor ? 'justify-end' : 'justify-start')}>
                <div className={cn('max-w-[88%] rounded-2xl border-2 px-3.5 py-2', bubble[look])}>
                  <p className="flex flex-wrap items-baseline gap-x-2 font-bold">
                    <span>{authorOf(entry)}</span>
                    <time dateTime={entry.at} className="font-normal">
                      {formatChatTime(entry.at)}
                    </time>
                  </p>
                  <p className="break-words whitespace-pre-wrap">{entry.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
