import type { VisitFrequency, VisitKind } from '@ta/shared';

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
