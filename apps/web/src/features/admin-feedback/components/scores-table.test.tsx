import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { monthLabel, ScoresTable } from './scores-table';

describe('the scores table', () => {
  it('puts the year first, then this month and back, with a dash for a month without answers', () => {
    const html = renderToStaticMarkup(
      <ScoresTable
        caption="Scores by staff member"
        first="Staff member"
        months={['2026-10', '2026-11']}
        rows={[
          {
            id: 4,
            name: 'Maria Lopez',
            total: { answers: 3, averageHundredths: 433 },
            months: [
              { answers: 0, averageHundredths: null },
              { answers: 3, averageHundredths: 433 },
            ],
          },
        ]}
      />,
    );
    const cells = [...html.matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map((match) => match[1]);
    expect(cells).toEqual([
      'Staff member',
      '12 months',
      'Nov 2026',
      'Oct 2026',
      'Maria Lopez',
      '4.3 (3)',
      '4.3 (3)',
      '–',
    ]);
    expect(html).toContain('in brackets, how many answers');
  });

  it('names months as people read them', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });
});
