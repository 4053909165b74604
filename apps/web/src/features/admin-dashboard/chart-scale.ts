import type { RequestsOnDay } from '@ta/shared';

/**
 * A round, even top for the chart's axis at or above the busiest day (2, 4, 6, 8, 10, 20, 40, …),
 * so the middle line is a whole number too.
 */
export function niceMax(max: number): number {
  if (max <= 2) return 2;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const unit of [magnitude / 10, magnitude]) {
    for (const step of [2, 4, 6, 8, 10]) {
      if (step * unit >= max) return step * unit;
    }
  }
  return 10 * magnitude;
}

export interface ChartBar {
  date: string;
  count: number;
  /** Position and size in the chart's 0-100 square; bars grow up from y = 100. */
  x: number;
  width: number;
  y: number;
  height: number;
}

/** Bars side by side with a small gap, each as tall as its share of the axis top. */
export function chartBars(days: readonly RequestsOnDay[], top: number): ChartBar[] {
  const slot = 100 / Math.max(days.length, 1);
  const gap = slot * 0.2;
  return days.map((day, i) => {
    const height = top > 0 ? (day.count / top) * 100 : 0;
    return { date: day.date, count: day.count, x: i * slot + gap / 2, width: slot - gap, y: 100 - height, height };
  });
}

/** The chart's text summary for screen readers and everyone: total, and the busiest day. */
export function chartSummary(days: readonly RequestsOnDay[], formatDay: (date: string) => string): string {
  const total = days.reduce((sum, d) => sum + d.count, 0);
  if (total === 0) return `No requests in the last ${days.length} days.`;
  const busiest = days.reduce((best, d) => (d.count > best.count ? d : best));
  const noun = total === 1 ? 'request' : 'requests';
  return `${total} ${noun} in the last ${days.length} days. Busiest day: ${formatDay(busiest.date)}, with ${busiest.count}.`;
}
