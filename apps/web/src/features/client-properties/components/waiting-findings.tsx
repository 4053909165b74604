import { checklistWordsIn, findingTitle } from '@ta/shared';
import { ArrowRight, CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatAppointmentDate } from '../../../lib/appointment-format';
import type { VisitSummary } from '@ta/shared';
import { useHydrated } from '../../../lib/use-hydrated';
import type { WaitingFinding } from '../api/waiting-findings';
import { SeverityBadge } from './result-badge';

interface WaitingFindingsProps {
  findings: readonly WaitingFinding[];
  pending: boolean;
  failed: boolean;
  /** The finished visits whose reports hold findings, newest first: the reports the findings are read from. */
  reports: readonly VisitSummary[];
}

/** The problems found at the house that wait for the owner to say what should happen, each with its report. */
export function WaitingFindings({ findings, pending, failed, reports }: WaitingFindingsProps) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  // The reports are read in the browser. Before (or without) JavaScript the page links to each report with
  // findings, where they are answered (docs/home-watch.md, "Without JavaScript").
  if (pending && !hydrated) return <ReportsWithFindings reports={reports} />;
  if (pending) return <p role="status">{t('properties.waiting.loading')}</p>;
  if (findings.length === 0) {
    return <p className="text-lg">{failed ? t('properties.waiting.failed') : t('properties.waiting.none')}</p>;
  }
  return (
    <ul className="space-y-3">
      {findings.map(({ visitId, visitDate, item }) => (
        <li key={item.id} className="rounded-xl border-2 border-accent-700 bg-accent-50 p-4">
          <p className="flex items-start gap-2 font-bold">
            <CircleAlert aria-hidden className="mt-1 size-5 shrink-0 text-accent-700" />
            <span className="min-w-0 wrap-anywhere">
              {findingTitle({ ...item, ...checklistWordsIn(item, locale) }).title}
            </span>
          </p>
          <p className="mt-1 text-muted">{t('properties.report.item-checked', checklistWordsIn(item, locale))}</p>
          {item.severity ? (
            <p className="mt-2">
              <SeverityBadge severity={item.severity} />
            </p>
          ) : null}
          {item.note && findingTitle(item).shortened ? <p className="mt-2 wrap-anywhere">{item.note}</p> : null}
          <Link
            href={`/reports/${visitId}#finding-${item.id}`}
            className="mt-2 inline-flex min-h-11 items-center gap-2 font-bold underline"
          >
            {t('properties.waiting.decide', { date: formatAppointmentDate(visitDate, locale) })}
            <ArrowRight aria-hidden className="size-5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ReportsWithFindings({ reports }: { reports: readonly VisitSummary[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="space-y-3">
      <p className="text-lg">{t('properties.waiting.in-reports')}</p>
      <ul className="space-y-2">
        {reports.map((visit) => (
          <li key={visit.id}>
            <Link href={`/reports/${visit.id}`} className="inline-flex min-h-11 items-center gap-2 font-bold underline">
              {t('properties.waiting.open-report', { date: formatAppointmentDate(visit.date, locale) })}
              <ArrowRight aria-hidden className="size-5" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
