import type { VisitSummary } from '@ta/shared';
import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatDayHeading, formatTimeRange } from '../../../lib/appointment-format';
import { KIND_WORDS, STATE_WORDS } from '../home-watch-words';
import { ResultBadge } from './result-badge';

/** A property's visits, newest first: when, what kind, where it stands, and the report once finished. */
export function VisitHistory({ visits }: { visits: readonly VisitSummary[] }) {
  const t = useT();
  const locale = useLocale();
  if (visits.length === 0) return <p className="text-lg">{t('properties.history.empty')}</p>;
  const newestFirst = [...visits].sort((a, b) => `${b.date} ${b.startTime}`.localeCompare(`${a.date} ${a.startTime}`));
  return (
    <ul className="space-y-3">
      {newestFirst.map((visit) => (
        <li key={visit.id} className="rounded-xl border border-line bg-white p-4 sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-bold">
                <CalendarDays aria-hidden className="size-5 shrink-0 text-brand-800" />
                {formatDayHeading(visit.date, locale)}
              </p>
              <p>{formatTimeRange(visit.startTime, visit.endTime, locale)}</p>
              <p>
                {t(KIND_WORDS[visit.kind])} · {t(STATE_WORDS[visit.state])}
              </p>
            </div>
            {visit.state === 'finished' && visit.result ? <ResultBadge result={visit.result} /> : null}
          </div>
          {visit.state === 'finished' ? (
            <Link
              href={`/reports/${visit.id}`}
              className="mt-2 inline-flex min-h-11 items-center gap-2 font-bold underline"
            >
              {t('properties.history.read-report')}
              <span className="sr-only">: {formatDayHeading(visit.date, locale)}</span>
              <ArrowRight aria-hidden className="size-5" />
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
