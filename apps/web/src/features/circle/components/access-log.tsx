import type { CircleLogEntry } from '@ta/shared';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatInstant } from '../../../lib/instant-format';
import { logActionWords } from '../circle-words';

/** One line: "Anna Lee viewed a home-check report — November 24, 2026, 3:10 PM"; an unknown action shows the log's own words. */
export function useLogLine(): (entry: CircleLogEntry) => { what: string; when: string } {
  const t = useT();
  const locale = useLocale();
  return (entry) => {
    const words = logActionWords(entry);
    const { date, time } = formatInstant(entry.at, locale);
    return { what: words ? t(words.id, { name: words.name }) : entry.summary, when: `${date}, ${time}` };
  };
}

/** What the circle did on the account holder's behalf, newest first. */
export function AccessLog({ entries }: { entries: readonly CircleLogEntry[] }) {
  const t = useT();
  const line = useLogLine();
  if (entries.length === 0) return <p className="text-lg">{t('circle.log.empty')}</p>;
  return (
    <ol className="divide-y divide-line rounded-2xl border border-line bg-white" data-testid="circle-log">
      {entries.map((entry, index) => {
        const { what, when } = line(entry);
        return (
          <li key={`${entry.at}-${index}`} className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-4">
            <span className="min-w-0 wrap-anywhere">{what}</span>
            <time dateTime={entry.at} className="text-muted">
              {when}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
