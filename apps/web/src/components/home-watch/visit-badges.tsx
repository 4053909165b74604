import type { VisitResult, VisitState } from '@ta/shared';
import { CalendarClock, CircleAlert, CircleCheck, CircleSlash, Clock, ShieldCheck, TriangleAlert } from 'lucide-react';
import { StatusBadge, type BadgeLook } from '../ui/status-badge';

/**
 * A home-watch visit's state and result in the back office's words (English), one look each: the
 * visit screens, a property's visits and a storm's board all say them the same way. The colour only
 * repeats the word.
 */
export const VISIT_STATE_WORDS: Record<VisitState, string> = {
  planned: 'Planned',
  overdue: 'Overdue',
  'in-progress': 'In progress',
  finished: 'Finished',
  cancelled: 'Cancelled',
};
const STATE_LOOKS: Record<VisitState, BadgeLook> = {
  planned: { tone: 'brand', icon: CalendarClock },
  overdue: { tone: 'danger-solid', icon: TriangleAlert },
  'in-progress': { tone: 'accent', icon: Clock },
  finished: { tone: 'success', icon: CircleCheck },
  cancelled: { tone: 'neutral', icon: CircleSlash },
};

export const VISIT_RESULT_WORDS: Record<VisitResult, string> = {
  'all-clear': 'All clear',
  issues: 'Issues found',
  urgent: 'Urgent',
};
const RESULT_LOOKS: Record<VisitResult, BadgeLook> = {
  'all-clear': { tone: 'success', icon: ShieldCheck },
  issues: { tone: 'accent', icon: TriangleAlert },
  urgent: { tone: 'danger-solid', icon: CircleAlert },
};

export function VisitStateBadge({ state }: { state: VisitState }) {
  return <StatusBadge {...STATE_LOOKS[state]} label={VISIT_STATE_WORDS[state]} srPrefix="State: " />;
}

export function VisitResultBadge({ result }: { result: VisitResult }) {
  return <StatusBadge {...RESULT_LOOKS[result]} label={VISIT_RESULT_WORDS[result]} srPrefix="Result: " />;
}
