import { describe, expect, it } from 'vitest';
import { lastMonths } from './feedback-overview.js';

describe('the months of the scores page', () => {
  it('counts back across the turn of the year, oldest first', () => {
    expect(lastMonths('2027-02-14', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(lastMonths('2026-12-31', 12)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
  });
});
