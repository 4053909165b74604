import type { VisitSummary } from '@ta/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { OverdueVisitsList } from './overdue-visits-list';

const visit = (id: number, changes: Partial<VisitSummary> = {}): VisitSummary => ({
  id,
  appointmentId: 100 + id,
  propertyId: 5,
  propertyName: 'The Naples condo',
  address: '12 Palm Way, Naples, FL 34102',
  county: 'Collier',
  clientName: 'Rose Porter',
  kind: 'routine',
  date: '2026-02-03',
  startTime: '09:00',
  endTime: '10:00',
  staffId: 4,
  staffName: 'Ana Staff',
  state: 'overdue',
  startedAt: null,
  finishedAt: null,
  result: null,
  answeredItems: 0,
  totalItems: 30,
  ...changes,
});

const render = (visits: VisitSummary[]) =>
  renderToStaticMarkup(
    <Router ssrPath="/admin">
      <OverdueVisitsList visits={visits} />
    </Router>,
  );

describe('OverdueVisitsList', () => {
  it('lists each overdue visit with its day, time, property and staff, linking to the visit', () => {
    const html = render([visit(7), visit(8, { propertyName: '4 Gulf Blvd', staffName: null, date: '2026-02-04' })]);
    expect(html).toMatch(/href="\/admin\/visits\/7"[^>]*>The Naples condo</);
    expect(html).toMatch(/href="\/admin\/visits\/8"[^>]*>4 Gulf Blvd</);
    expect(html).toContain('February 3, 2026, 9:00 AM to 10:00 AM');
    expect(html).toContain('February 4, 2026');
    expect(html).toContain('12 Palm Way, Naples, FL 34102');
    expect(html).toContain('Ana Staff');
    expect(html).toContain('No one assigned');
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html.indexOf('visits/7')).toBeLessThan(html.indexOf('visits/8'));
  });

  it('says plainly when nothing is overdue', () => {
    const html = render([]);
    expect(html).toContain('No overdue visits.');
    expect(html).not.toContain('<li');
  });
});
