import { describe, expect, it } from 'vitest';
import { adminSearchQuerySchema, fillRequestDays } from './admin-dashboard.js';

describe('fillRequestDays', () => {
  it('lists every day up to today, oldest first, with zero for days without requests', () => {
    const days = fillRequestDays(
      '2026-03-02',
      4,
      new Map([
        ['2026-02-28', 3],
        ['2026-03-02', 1],
      ]),
    );
    expect(days).toEqual([
      { date: '2026-02-27', count: 0 },
      { date: '2026-02-28', count: 3 },
      { date: '2026-03-01', count: 0 },
      { date: '2026-03-02', count: 1 },
    ]);
  });

  it('gives 30 distinct days across the spring clock change', () => {
    const days = fillRequestDays('2026-03-20', 30, new Map());
    expect(days).toHaveLength(30);
    expect(new Set(days.map((d) => d.date)).size).toBe(30);
    expect(days[0]?.date).toBe('2026-02-19');
  });
});

describe('adminSearchQuerySchema', () => {
  it('needs two characters after trimming', () => {
    expect(adminSearchQuerySchema.safeParse({ q: ' a ' }).success).toBe(false);
    expect(adminSearchQuerySchema.parse({ q: ' ab ' })).toEqual({ q: 'ab' });
  });
});
