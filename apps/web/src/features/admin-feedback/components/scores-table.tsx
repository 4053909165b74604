import { formatStars, type Score, type ScoreRow } from '@ta/shared';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11" → "Nov 2026". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? month} ${year}`;
}

/** "4.5 (12)": the average and how many answers; a dash when there are none. */
function scoreText(score: Score): string {
  return score.averageHundredths === null ? '–' : `${formatStars(score.averageHundredths)} (${score.answers})`;
}

/**
 * Scores month by month (docs/feedback.md): one row per staff member or service, the year's average
 * first, then the twelve months as columns, this month first (the table scrolls sideways on a phone).
 */
export function ScoresTable({
  caption,
  first,
  rows,
  months,
}: {
  caption: string;
  first: string;
  rows: readonly ScoreRow[];
  months: readonly string[];
}) {
  const newestFirst = months.map((_, index) => months.length - 1 - index);
  return (
    <div
      className="overflow-x-auto rounded-xl border border-line bg-white"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full text-left text-lg">
        <caption className="sr-only">
          {caption}. Each cell: the average stars and, in brackets, how many answers.
        </caption>
        <thead>
          <tr className="border-b-2 border-line">
            <th scope="col" className="px-3 py-2">
              {first}
            </th>
            <th scope="col" className="px-3 py-2 whitespace-nowrap">
              12 months
            </th>
            {newestFirst.map((index) => (
              <th key={months[index]} scope="col" className="px-3 py-2 whitespace-nowrap">
                {monthLabel(months[index] ?? '')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id ?? 'none'} className="border-b border-line last:border-0">
              <th scope="row" className="px-3 py-2 whitespace-nowrap">
                {row.name}
              </th>
              <td className="px-3 py-2 font-bold whitespace-nowrap">{scoreText(row.total)}</td>
              {newestFirst.map((index) => (
                <td key={months[index]} className="px-3 py-2 whitespace-nowrap">
                  {scoreText(row.months[index] ?? { answers: 0, averageHundredths: null })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
