import { defaultBusiness, LOCALE_TAGS } from '@ta/shared';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import { useScrollToEnd } from '../../../lib/use-scroll-to-end';
import type { ChatEntry } from '../chat-entries';
import { autoReplyText } from '../chat-auto-reply-text';
import { formatChatTimeLongDay } from '../../../lib/chat-time-format';

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
  const t = useT();
  const locale = useLocale();
  const localeTag = LOCALE_TAGS[locale];
  const authorOf = (entry: ChatEntry): string => {
    if (entry.automatic) return t('chat.author.automatic');
    return entry.fromVisitor ? t('chat.author.you') : t('chat.author.team', { name: defaultBusiness.name });
  };
  const textOf = (entry: ChatEntry): string =>
    entry.automatic ? autoReplyText(entry.text, entry.at, locale, t, localeTag) : entry.text;

  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-label={t('chat.list.label')}
      // Scrollable, so it takes keyboard focus (arrow keys scroll it).
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-3"
    >
      {entries.length === 0 ? (
        <p className="px-1 text-muted">{t('chat.list.empty')}</p>
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
                      {formatChatTimeLongDay(entry.at, undefined, localeTag)}
                    </time>
                  </p>
                  <p className="wrap-anywhere whitespace-pre-wrap">{textOf(entry)}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
