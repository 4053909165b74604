import type { VisitState } from '@ta/shared';
import { AlarmClock, CalendarClock, CircleCheck, CircleSlash, PlayCircle } from 'lucide-react';
import { StatusBadge, type BadgeLook } from '../../../components/ui/status-badge';
import { VISIT_STATE_WORDS } from '../home-watch-words';

const LOOKS: Record<VisitState, BadgeLook> = {
  planned: { tone: 'brand', icon: CalendarClock },
  overdue: { tone: 'danger', icon: AlarmClock },
  'in-progress': { tone: 'accent', icon: PlayCircle },
  finished: { tone: 'success', icon: CircleCheck },
  cancelled: { tone: 'neutral', icon: CircleSlash },
};

/** A visit's state as a badge: its word, an icon and a colour that only repeats the word. */
export function VisitStateBadge({ state }: { state: VisitState }) {
  return <StatusBadge {...LOOKS[state]} label={VISIT_STATE_WORDS[state]} srPrefix="State: " />;
}
