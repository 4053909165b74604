import { describe, expect, it } from 'vitest';
import { chartBars, chartSummary, niceMax } from './chart-scale';

describe('niceMax', () => {
  it('rounds the busiest day up to an even, round number', () => {
    expect([0, 1, 2, 3, 7, 9, 10, 11, 42, 120].map(niceMax)).toEqual([2, 2, 2, 4, 8, 10, 10, 20, 60, 200]);
  });
});

describe('chartBars', () => {
  it('scales each bar to the axis top, side by side', () => {
    const bars = chartBars(
      [
        { date: '2026-03-01', count: 0 },
        { date: '2026-03-02', count: 5 },
      ],
      10,
    );
    expect(bars[0]).toMatchObject({ height: 0, y: 100 });
    expect(bars[1]).toMatchObject({ height: 50, y: 50 });
    expect(bars[0]?.x).toBeCloseTo(5);
    expect(bars[1]?.x).toBeCloseTo(55);
    expect(bars[1]?.width).toBeCloseTo(40);
  });
});

describe('chartSummary', () => {
  const format = (d: string) => `day ${d.slice(-2)}`;
  it('says so when nothing came in', () => {
    expect(chartSummary([{ date: '2026-03-01', count: 0 }], format)).toBe('No requests in the last 1 days.');
  });
  it('gives the total and the first busiest day', () => {
    const days = [
      { date: '2026-03-01', count: 2 },
      { date: '2026-03-02', count: 4 },
      { date: '2026-03-03', count: 4 },
    ];
    expect(chartSummary(days, format)).toBe('10 requests in the last 3 days. Busiest day: day 02, with 4.');
  });
});
