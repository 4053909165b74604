import type { Storm, StormBoard, VisitSummary } from '@ta/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { withIntl } from '../../../i18n/test-intl';
import { StormBoardView } from './storm-board-view';
import { sortForBoard } from './storm-visits-table';
import { countsInWords, StormsList } from './storms-list';

const visit = (id: number, overrides: Partial<VisitSummary>): VisitSummary => ({
  id,
  appointmentId: id + 100,
  propertyId: id + 200,
  propertyName: `House ${id}`,
  address: `${id} Gulf Blvd, Naples, FL 34102`,
  county: 'Collier',
  clientName: 'Ann Owner',
  kind: 'pre-storm',
  date: '2099-09-10',
  startTime: '09:00',
  endTime: '10:00',
  staffId: 7,
  staffName: 'Sam Rivera',
  state: 'planned',
  startedAt: null,
  finishedAt: null,
  result: null,
  answeredItems: 0,
  totalItems: 0,
  ...overrides,
});

const storm: Storm = {
  id: 3,
  name: 'Hurricane Zeta',
  phase: 'pre-storm',
  areaDescription: 'Collier, Lee',
  date: '2099-09-10',
  createdAt: '2099-09-08T12:00:00.000Z',
  counts: { total: 4, planned: 1, inProgress: 1, finished: 2, urgent: 1 },
};

const board: StormBoard = {
  ...storm,
  visits: [
    visit(1, { state: 'finished', result: 'all-clear' }),
    visit(2, { state: 'planned', staffName: null, staffId: null }),
    visit(3, { state: 'in-progress', answeredItems: 4, totalItems: 20 }),
    visit(4, { state: 'finished', result: 'urgent' }),
  ],
};

const render = (node: React.ReactNode) => renderToString(withIntl(<Router ssrPath="/admin/storms/3">{node}</Router>));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the storm board', () => {
  it('shows the counts as numbers with their words and links each check to its visit', () => {
    const html = render(<StormBoardView board={board} backHref="/admin/storms" updatedAt={0} refreshing={false} />);
    const words = text(html);
    expect(words).toContain('Hurricane Zeta');
    expect(words).toContain('Pre-storm checks');
    expect(words).toContain('Area: Collier, Lee');
    expect(words).toMatch(/Checks 4 in all/);
    expect(words).toMatch(/To do 1 not started yet/);
    expect(words).toMatch(/In progress 1 started/);
    expect(words).toMatch(/Finished 2 report sent/);
    expect(words).toMatch(/Urgent 1 finished with an urgent result/);
    for (const id of [1, 2, 3, 4]) expect(html).toContain(`href="/admin/visits/${id}"`);
    expect(words).toContain('State: In progress');
    expect(words).toContain('4 of 20 items');
    expect(words).toContain('Result: Urgent');
    expect(words).toContain('Nobody');
    // Each check's own day and time: one staff member's checks follow one another.
    expect(words).toContain('Thu, Sep 10, 9:00 AM');
    expect(words).toContain('every 30 seconds');
  });

  it('puts urgent results first, then what is late or under way, then what is planned and done', () => {
    const order = sortForBoard([
      visit(1, { state: 'finished', result: 'all-clear' }),
      visit(2, { state: 'planned' }),
      visit(3, { state: 'in-progress' }),
      visit(4, { state: 'finished', result: 'urgent' }),
      visit(5, { state: 'overdue' }),
      visit(6, { state: 'cancelled' }),
    ]).map((v) => v.id);
    expect(order).toEqual([4, 5, 3, 2, 1, 6]);
  });
});

describe('the storms list', () => {
  it('links each storm to its board and says how far its checks are', () => {
    const words = text(render(<StormsList storms={[storm]} />));
    expect(render(<StormsList storms={[storm]} />)).toContain('href="/admin/storms/3"');
    expect(words).toContain('4 checks');
    expect(words).toContain('1 to do, 1 in progress, 2 finished, 1 urgent');
    expect(countsInWords({ ...storm.counts, urgent: 0 })).toBe('1 to do, 1 in progress, 2 finished');
  });
});
