import { CHAT_CONVERSATION_FILTERS } from '@ta/shared';
import { Link } from 'wouter';
import { cn } from '../../../lib/cn';
import { CHAT_FILTER_LABELS, chatHref, type ChatParams } from '../chat-params';

/** Open / Closed / All as links (they work before the scripts load); the current one is marked in words for screen readers and with a border. */
export function ChatFilterNav({ params }: { params: ChatParams }) {
  return (
    <nav aria-label="Show conversations">
      <ul className="grid grid-cols-3 gap-1 rounded-xl bg-sand p-1.5">
        {CHAT_CONVERSATION_FILTERS.map((filter) => {
          const current = params.status === filter;
          return (
            <li key={filter}>
              <Link
                href={chatHref({ ...params, status: filter, page: 1 })}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-h-12 items-center justify-center rounded-lg border-2 px-2 font-bold no-underline',
                  current
                    ? 'border-brand-700 bg-white text-brand-900'
                    : 'border-transparent text-muted hover:bg-white/70 hover:text-brand-900',
                )}
              >
                {CHAT_FILTER_LABELS[filter]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
