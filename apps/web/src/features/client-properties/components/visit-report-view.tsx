import { findingTitle, inChecklistLanguage, type VisitItem, type VisitReport } from '@ta/shared';
import { CircleCheck, CircleMinus, Download, Printer, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatDayHeading } from '../../../lib/appointment-format';
import { formatInstant } from '../../../lib/instant-format';
import { visitReportPdfUrl } from '../api/visit-report';
import { ANSWER_LABELS, VISIT_KIND_LABELS } from '../visit-labels';
import { reportIssues, reportSections } from '../report-sections';
import { FindingDecision } from './finding-decision';
import { FindingPhotos } from './finding-photos';
import { ResultBadge, SeverityBadge } from './result-badge';

/** The id a finding's card has, so the property page can link straight to it. */
export const findingAnchor = (itemId: number) => `finding-${itemId}`;

/**
 * A finished visit's report as its owner reads and prints it: the visit, the problems found (the most
 * serious first, with their photos and a choice of what happens next), then every item checked.
 */
export function VisitReportView({ report }: { report: VisitReport }) {
  const t = useT();
  const locale = useLocale();
  const { visit, property } = report;
  // The checklist's words in the page's language (English where no Spanish was written).
  const items = report.items.map((item) => inChecklistLanguage(item, locale));
  const issues = reportIssues(items);
  const time = (iso: string | null) => (iso ? formatInstant(iso, locale).time : t('properties.report.not-recorded'));
  const facts: [string, string][] = [
    [t('properties.report.date'), formatDayHeading(visit.date, locale)],
    [t('properties.report.kind'), t(VISIT_KIND_LABELS[visit.kind])],
    [t('properties.report.time-in'), time(visit.startedAt)],
    [t('properties.report.time-out'), time(visit.finishedAt)],
    [t('properties.report.checked-by'), visit.staffFirstName ?? t('properties.report.our-team')],
  ];

  return (
    <article data-printable className="space-y-10">
      <div className="space-y-4">
        <p className="text-lg font-bold text-muted">{t('properties.report.eyebrow')}</p>
        <h1 className="text-3xl wrap-anywhere sm:text-4xl">{property.name}</h1>
        <p className="text-lg wrap-anywhere">{property.address}</p>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-bold">{term}</dt>
              <dd className="mb-2 sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        {visit.result ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-xl font-bold">{t('properties.report.result')}</p>
            <ResultBadge result={visit.result} size="lg" />
          </div>
        ) : null}
        {visit.summary ? (
          <div className="rounded-xl bg-sand p-4">
            <p className="font-bold">{t('properties.report.summary')}</p>
            <p className="wrap-anywhere whitespace-pre-line">{visit.summary}</p>
          </div>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row print:hidden">
          <Button type="button" variant="outline" size="lg" onClick={() => window.print()}>
            <Printer aria-hidden />
            {t('properties.report.print')}
          </Button>
          <a href={visitReportPdfUrl(visit.id)} download className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <Download aria-hidden />
            {t('properties.report.pdf')}
          </a>
        </div>
      </div>

      <ReportPart title={t('properties.report.problems', { count: issues.length })}>
        {issues.length === 0 ? (
          <p className="flex items-start gap-2 text-lg">
            <CircleCheck aria-hidden className="mt-1 size-6 shrink-0 text-success-700" />
            {t('properties.report.no-problems')}
          </p>
        ) : (
          <ul className="space-y-5">
            {issues.map((item) => (
              <li key={item.id}>
                <IssueCard visitId={visit.id} item={item} />
              </li>
            ))}
          </ul>
        )}
      </ReportPart>

      <ReportPart title={t('properties.report.checklist')}>
        <div className="space-y-6">
          {reportSections(items).map((section) => (
            <section key={section.name} className="break-inside-avoid">
              <h3 className="mb-2 text-xl">{section.name}</h3>
              <ul className="divide-y divide-line rounded-xl border border-line bg-white">
                {section.items.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                    <span className="min-w-0 wrap-anywhere">
                      {item.label}
                      {/* A reading or remark written with OK or N/A (an issue's note is in its card above). */}
                      {item.answer !== 'issue' && item.note ? (
                        <span className="block text-muted">{item.note}</span>
                      ) : null}
                    </span>
                    <AnswerWords item={item} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </ReportPart>
    </article>
  );
}

function ReportPart({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * One problem found: what was found (the staff member's note, not the checklist's "all is well"
 * wording), the item that was checked, how serious it is, photos, and the owner's choice.
 */
function IssueCard({ visitId, item }: { visitId: number; item: VisitItem }) {
  const t = useT();
  const { title, shortened } = findingTitle(item);
  return (
    <div
      id={findingAnchor(item.id)}
      className="scroll-mt-40 space-y-3 rounded-xl border-2 border-accent-700 bg-white p-4 break-inside-avoid sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="flex items-start gap-2 text-xl wrap-anywhere">
            <TriangleAlert aria-hidden className="mt-1 size-6 shrink-0 text-accent-700" />
            {title}
          </h3>
          <p className="text-muted">
            {t('properties.report.item-checked', { section: item.section, label: item.label })}
          </p>
        </div>
        {item.severity ? <SeverityBadge severity={item.severity} /> : null}
      </div>
      {shortened && item.note ? <p className="wrap-anywhere whitespace-pre-line">{item.note}</p> : null}
      <FindingPhotos photos={item.photos} label={item.label} />
      <FindingDecision visitId={visitId} item={item} />
    </div>
  );
}

/** What the item's check found, in words (with an icon); an issue shows how serious it is. */
function AnswerWords({ item }: { item: VisitItem }) {
  const t = useT();
  if (item.answer === 'issue') {
    return item.severity ? (
      <SeverityBadge severity={item.severity} />
    ) : (
      <span className="font-bold">{t('properties.answer.issue')}</span>
    );
  }
  if (item.answer === 'ok') {
    return (
      <span className="inline-flex items-center gap-1.5 font-bold text-success-700">
        <CircleCheck aria-hidden className="size-5 shrink-0" />
        {t(ANSWER_LABELS.ok)}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 text-muted">
      <CircleMinus aria-hidden className="size-5 shrink-0" />
      {t(item.answer === 'na' ? ANSWER_LABELS.na : 'properties.answer.none')}
    </span>
  );
}
