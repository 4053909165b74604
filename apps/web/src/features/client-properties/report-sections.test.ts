import { describe, expect, it } from 'vitest';
import { visitsWithFindings, isWaiting } from './api/waiting-findings';
import { reportIssues, reportSections } from './report-sections';
import { itemFixture, reportFixture } from './test-fixtures';

describe('reportIssues', () => {
  it('keeps only the issues, the most serious first, equal ones in checklist order', () => {
    const items = [
      itemFixture({ id: 1, answer: 'issue', severity: 'note' }),
      itemFixture({ id: 2, answer: 'ok' }),
      itemFixture({ id: 3, answer: 'issue', severity: 'attention' }),
      itemFixture({ id: 4, answer: 'issue', severity: 'urgent' }),
      itemFixture({ id: 5, answer: 'issue', severity: 'attention' }),
    ];
    expect(reportIssues(items).map((item) => item.id)).toEqual([4, 3, 5, 1]);
  });
});

describe('reportSections', () => {
  it('keeps the sections in checklist order with their issues first', () => {
    const sections = reportSections(reportFixture().items);
    expect(sections.map((section) => [section.name, section.items.map((item) => item.id)])).toEqual([
      ['Outside', [2, 1]],
      ['Inside', [4, 3]],
    ]);
  });
});

describe('findings waiting', () => {
  it('are issues without a decision', () => {
    expect(
      reportFixture()
        .items.filter(isWaiting)
        .map((item) => item.id),
    ).toEqual([4]);
  });

  it('are looked for in finished visits with problems only, newest first', () => {
    const visit = (id: number, state: 'finished' | 'planned', result: 'all-clear' | 'issues' | 'urgent' | null) => ({
      id,
      appointmentId: id,
      propertyId: 7,
      propertyName: 'The beach condo',
      address: '12 Gulf Shore Drive, Naples, FL 34102',
      county: 'Collier',
      clientName: 'Jane Doe',
      kind: 'routine' as const,
      date: `2026-06-0${id}`,
      startTime: '10:00',
      endTime: '11:00',
      staffId: 3,
      staffName: 'Maria Lopez',
      state,
      startedAt: null,
      finishedAt: state === 'finished' ? `2026-06-0${id}T15:00:00.000Z` : null,
      result,
      answeredItems: 0,
      totalItems: 10,
    });
    const visits = [
      visit(1, 'finished', 'issues'),
      visit(2, 'finished', 'all-clear'),
      visit(3, 'finished', 'urgent'),
      visit(4, 'planned', null),
    ];
    expect(visitsWithFindings(visits).map((v) => v.id)).toEqual([3, 1]);
  });
});
