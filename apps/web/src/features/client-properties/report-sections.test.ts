import { describe, expect, it } from 'vitest';
import { visitsWithFindings, isWaiting } from './api/waiting-findings';
import { reportIssues, reportSections } from './report-sections';
import { splitVisits } from './components/visit-history';
import { idOf } from './id-of';
import { itemFixture, reportFixture, visitFixture } from './test-fixtures';

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
    const visits = [
      visitFixture(1, { state: 'finished', result: 'issues' }),
      visitFixture(2, { state: 'finished', result: 'all-clear' }),
      visitFixture(3, { state: 'finished', result: 'urgent' }),
      visitFixture(4),
    ];
    expect(visitsWithFindings(visits).map((v) => v.id)).toEqual([3, 1]);
  });
});

describe('splitVisits', () => {
  it('puts the visits to come soonest first, and those done or cancelled latest first', () => {
    const { coming, past } = splitVisits([
      visitFixture(1, { state: 'finished', result: 'all-clear' }),
      visitFixture(5),
      visitFixture(2, { state: 'cancelled' }),
      visitFixture(4, { state: 'overdue' }),
      visitFixture(3, { state: 'finished', result: 'issues' }),
    ]);
    expect(coming.map((visit) => visit.id)).toEqual([4, 5]);
    expect(past.map((visit) => visit.id)).toEqual([3, 2, 1]);
  });
});

describe('idOf', () => {
  it('reads a positive whole number from an address, and nothing else', () => {
    expect(idOf('7')).toBe(7);
    expect(idOf('2147483647')).toBe(2147483647);
    for (const text of ['0', '-1', '07', '1.5', 'abc', '7abc', '', '2147483648', '99999999999']) {
      expect(idOf(text), text).toBeNull();
    }
  });
});
