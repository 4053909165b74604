import type { VisitFrequency, VisitKind } from '@ta/shared';
import { formatDayHeading } from '../../lib/appointment-format';

/**
 * The back office's words for home-watch plans and visits, in English as every staff screen. The owner's
 * pages say them in their own words and language (client-properties/visit-labels.ts).
 */

/** How often a plan's visits come, in words. */
export const FREQUENCY_WORDS: Record<VisitFrequency, string> = {
  weekly: 'Every week',
  'every-two-weeks': 'Every two weeks',
  monthly: 'Every month',
};

export const VISIT_KIND_WORDS: Record<VisitKind, string> = {
  routine: 'Routine',
  'pre-storm': 'Before a storm',
  'post-storm': 'After a storm',
};

/** "12 visits planned", "1 visit planned", "No visits planned" (the dates held none). */
export function visitsPlannedWords(count: number): string {
  if (count === 0) return 'No visits planned: no day between those dates fits the plan';
  return count === 1 ? '1 visit planned' : `${count.toLocaleString('en-US')} visits planned`;
}

/**
 * What a plan did with its days on which the business is closed, one sentence each:
 * "Sunday, November 29 is a closed day: that visit is on Monday, November 30." or "… : skipped".
 */
export function closedDaysWords(moved: readonly { from: string; to: string }[], skipped: readonly string[]): string[] {
  return [
    ...moved.map((m) => `${formatDayHeading(m.from)} is a closed day: that visit is on ${formatDayHeading(m.to)}.`),
    ...skipped.map(
      (day) => `${formatDayHeading(day)} is a closed day, with no open day before the next visit: skipped.`,
    ),
  ];
}
