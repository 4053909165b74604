import {
  businessToday,
  formatBusinessClock,
  FINDING_SEVERITIES,
  findingTitle,
  inChecklistLanguage,
  LOCALE_TAGS,
  type Locale,
  propertyAddress,
  propertyName,
  type VisitItem,
  type VisitReport,
  type VisitResult,
} from '@ta/shared';
import { mailIntl, type MailIntl } from '../../i18n/mail-intl.js';
import type { Repositories } from '../repositories.js';
import type { VisitReportHeader } from './visit-report-queries.js';

/** A report with who it is for: the owner's address, name and language (the report itself never names them). */
export interface VisitReportWithOwner {
  report: VisitReport;
  header: VisitReportHeader;
}

/**
 * A visit's report as the owner and the office read it: the visit (the staff member's first name
 * only), the property, and every item with its answer, photos and the owner's decision. Nothing
 * else of the property (its access notes least of all).
 */
export async function buildVisitReport(
  repos: Pick<Repositories, 'visitReports' | 'visitItems'>,
  visitId: number,
): Promise<VisitReportWithOwner | undefined> {
  const header = await repos.visitReports.header(visitId);
  if (!header) return undefined;
  const items = await repos.visitItems.list(visitId);
  return {
    header,
    report: {
      visit: {
        id: header.id,
        kind: header.kind,
        // The day the house was really checked: the time in's day in the business's time zone
        // (a visit done on another day than planned is moved as it starts; older ones were not).
        date: header.startedAt ? businessToday(new Date(header.startedAt)) : header.date,
        staffFirstName: header.staffFirstName,
        startedAt: header.startedAt,
        finishedAt: header.finishedAt,
        result: header.result,
        summary: header.summary,
      },
      property: { id: header.propertyId, name: propertyName(header), address: propertyAddress(header) },
      items,
    },
  };
}

/**
 * The report with its checklist's sections and items in `language` (English where no Spanish was
 * written): what its e-mail and PDF show, in the reader's language like the rest of their words.
 */
export function reportInLanguage(report: VisitReport, language: Locale): VisitReport {
  return { ...report, items: report.items.map((item) => inChecklistLanguage(item, language)) };
}

/** The issues of a report, the most serious first (then in checklist order). */
export function findingsOf(items: readonly VisitItem[]): VisitItem[] {
  const rank = (item: VisitItem) => -FINDING_SEVERITIES.indexOf(item.severity ?? 'note');
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.answer === 'issue')
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

/** True when the office must hear at once: the visit's result or any finding is urgent. */
export function isUrgent(result: VisitResult | null, items: readonly VisitItem[]): boolean {
  return result === 'urgent' || items.some((i) => i.answer === 'issue' && i.severity === 'urgent');
}

/** The items grouped by section, in checklist order. */
export function sectionsOf(items: readonly VisitItem[]): { section: string; items: VisitItem[] }[] {
  const sections = new Map<string, VisitItem[]>();
  for (const item of items) {
    const list = sections.get(item.section);
    if (list) list.push(item);
    else sections.set(item.section, [item]);
  }
  return [...sections].map(([section, list]) => ({ section, items: list }));
}

/** A report's facts in words of one language: what its e-mail and its PDF both say. */
export interface ReportWords {
  intl: MailIntl;
  /** "Monday, December 7, 2026". */
  date: string;
  kind: string;
  result: string;
  timeIn: string;
  timeOut: string;
  staff: string;
  answer(item: VisitItem): string;
  severity(item: VisitItem): string;
  /** What was found: "Urgent: Water pooling under the sink" (the note, not the checklist's wording). */
  finding(item: VisitItem): string;
  /** "Item checked: Water — No leaks under the sinks". */
  itemChecked(item: VisitItem): string;
  /** The whole note, when the title had to shorten it. */
  fullNote(item: VisitItem): string | null;
}

const select = (value: string) => value.replace(/-/g, '_');

export function reportWords(report: VisitReport, language: Locale): ReportWords {
  const intl = mailIntl(language);
  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[language], { dateStyle: 'full', timeZone: 'UTC' });
  const clock = (iso: string | null) =>
    iso ? formatBusinessClock(iso, LOCALE_TAGS[language]) : intl.t('report.not-recorded');
  const severity = (item: VisitItem) => intl.t('report.severity', { severity: item.severity ?? 'note' });
  return {
    intl,
    // The visit's day is a calendar date: formatted at UTC midnight so no zone moves it.
    date: dateFormat.format(new Date(`${report.visit.date}T00:00:00Z`)),
    kind: intl.t('report.kind', { kind: select(report.visit.kind) }),
    result: intl.t('report.result', { result: select(report.visit.result ?? 'none') }),
    timeIn: clock(report.visit.startedAt),
    timeOut: clock(report.visit.finishedAt),
    staff: report.visit.staffFirstName ?? intl.t('report.not-recorded'),
    answer: (item) => intl.t('report.answer', { answer: item.answer ?? 'none' }),
    severity,
    finding: (item) => `${severity(item)}: ${findingTitle(item).title}`,
    itemChecked: (item) => `${intl.t('report.label.item')}: ${item.section} — ${item.label}`,
    fullNote: (item) =>
      item.note && findingTitle(item).shortened ? `${intl.t('report.label.note')}: ${item.note}` : null,
  };
}
