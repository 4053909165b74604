import type { VisitItem } from '@ta/shared';
import { SEVERITY_ORDER } from './visit-labels';

export interface ReportSection {
  name: string;
  items: VisitItem[];
}

const severityRank = (item: VisitItem) => (item.severity ? SEVERITY_ORDER[item.severity] : SEVERITY_ORDER.note + 1);

/** The issues of a report, the most serious first; equal ones keep the checklist's order. */
export function reportIssues(items: readonly VisitItem[]): VisitItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.answer === 'issue')
    .sort((a, b) => severityRank(a.item) - severityRank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

/** The checklist by section, in the checklist's order; within a section its issues come first. */
export function reportSections(items: readonly VisitItem[]): ReportSection[] {
  const sections = new Map<string, VisitItem[]>();
  for (const item of items) sections.set(item.section, [...(sections.get(item.section) ?? []), item]);
  return [...sections].map(([name, sectionItems]) => ({
    name,
    items: [...reportIssues(sectionItems), ...sectionItems.filter((item) => item.answer !== 'issue')],
  }));
}
