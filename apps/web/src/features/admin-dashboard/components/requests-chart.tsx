import type { RequestsOnDay } from '@ta/shared';
import { format } from 'date-fns';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { chartBars, chartSummary, niceMax } from '../chart-scale';

/** A New York calendar day (yyyy-MM-dd) as written, never shifted through the device's zone. */
function dayOf(date: string): Date {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(y, m - 1, d);
}
const shortDay = (date: string) => format(dayOf(date), 'MMM d');
const longDay = (date: string) => format(dayOf(date), 'MMMM d, yyyy');

/**
 * Requests over the last 30 days: a bar chart drawn in SVG, described by its summary, with the
 * same numbers as a table behind "Show the numbers" (and for screen readers).
 */
export function RequestsChart({ days }: { days: readonly RequestsOnDay[] }) {
  const summaryId = useId();
  const top = niceMax(Math.max(0, ...days.map((d) => d.count)));
  const bars = chartBars(days, top);
  const summary = chartSummary(days, longDay);
  const first = days[0]?.date;
  const middle = days[Math.floor(days.length / 2)]?.date;
  const last = days.at(-1)?.date;

  return (
    <div>
      <p id={summaryId} className="text-lg">
        {summary}
      </p>
      <div className="mt-4 flex gap-2">
        {/* Axis labels in HTML: they keep their size whatever the chart's width. */}
        <div aria-hidden className="flex h-48 flex-col justify-between text-right text-sm text-muted">
          <span>{top}</span>
          <span>{top / 2}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-labelledby={summaryId}
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="block h-48 w-full border-b-2 border-l-2 border-field"
          >
            {[0, 50].map((y) => (
              <line
                key={y}
                x1="0"
                x2="100"
                y1={y}
                y2={y}
                vectorEffect="non-scaling-stroke"
                strokeDasharray="4 4"
                className="stroke-line"
              />
            ))}
            {bars.map((bar) => (
              <rect key={bar.date} x={bar.x} y={bar.y} width={bar.width} height={bar.height} className="fill-brand-700">
                <title>{`${longDay(bar.date)}: ${bar.count}`}</title>
              </rect>
            ))}
          </svg>
          <div aria-hidden className="mt-1 flex justify-between text-sm text-muted">
            <span>{first ? shortDay(first) : ''}</span>
            <span>{middle ? shortDay(middle) : ''}</span>
            <span>{last ? shortDay(last) : ''}</span>
          </div>
        </div>
      </div>
      <details className="group mt-4">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-lg px-2 font-bold text-brand-800 hover:bg-brand-50">
          <ChevronRight
            aria-hidden
            className="size-5 transition-transform group-open:rotate-90 motion-reduce:transition-none"
          />
          Show the numbers
        </summary>
        <div role="region" aria-label="Requests per day" tabIndex={0} className="mt-2 max-h-80 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Requests received per day, last {days.length} days</caption>
            <thead>
              <tr className="border-b-2 border-line">
                <th scope="col" className="py-2 pr-4">
                  Day
                </th>
                <th scope="col" className="py-2">
                  Requests
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-b border-line">
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    {longDay(day.date)}
                  </th>
                  <td className="py-1.5">{day.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
