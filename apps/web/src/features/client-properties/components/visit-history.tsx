import type { VisitSummary } from '@ta/shared';
import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatDayHeading, formatTimeRange } from '../../../lib/appointment-format';
import { VISIT_KIND_LABELS, VISIT_STATE_LABELS } from '../visit-labels';
import { ResultBadge } from './result-badge';

const when = (visit: VisitSummary) => `${visit.date} ${visit.startTime}`;

/** The visits still to come, soonest first, and those done or cancelled, latest first. */
export function splitVisits(visits: readonly VisitSummary[]) {
  const done = (visit: VisitSummary) => visit.state === 'finished' || visit.state === 'cancelled';
  return {
    coming: visits.filter((visit) => !done(visit)).sort((a, b) => when(a).localeCompare(when(b))),
    past: visits.filter(done).sort((a, b) => when(b).localeCompare(when(a))),
  };
}

/** A property's visits: when, what kind, where each stands, and the report once finished. */
export function VisitHistory({ visits }: { visits: readonly VisitSummary[] }) {
  const t = useT();
  if (visits.length === 0) return <p className="text-lg">{t('properties.history.empty')}</p>;
  const { coming, past } = splitVisits(visits);
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <h3 className="text-xl">{t('properties.history.coming')}</h3>
        {coming.length === 0 ? <p>{t('properties.history.none-coming')}</p> : <VisitList visits={coming} />}
      </div>
      {past.length > 0 ? (
        <div className="space-y-3">
          <h3 className="text-xl">{t('properties.history.past')}</h3>
          <VisitList visits={past} />
        </div>
      ) : null}
    </div>
  );
}

function VisitList({ visits }: { visits: readonly VisitSummary[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="space-y-3">
      {visits.map((visit) => (
        <li key={visit.id} className="rounded-xl border border-line bg-white p-4 sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-bold">
                <CalendarDays aria-hidden className="size-5 shrink-0 text-brand-800" />
                {formatDayHeading(visit.date, locale)}
              </p>
              <p>{formatTimeRange(visit.startTime, visit.endTime, locale)}</p>
              <p>
                {t(VISIT_KIND_LABELS[visit.kind])} · {t(VISIT_STATE_LABELS[visit.state])}
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
