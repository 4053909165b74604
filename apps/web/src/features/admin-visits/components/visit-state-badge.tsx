import type { VisitState } from '@ta/shared';
import { CircleCheck, CircleDashed, CircleX, Clock, TriangleAlert } from 'lucide-react';
import { StatusBadge, type BadgeLook } from '../../../components/ui/status-badge';

const LOOKS: Record<VisitState, BadgeLook & { label: string }> = {
  planned: { label: 'Planned', tone: 'brand', icon: CircleDashed },
  overdue: { label: 'Overdue', tone: 'danger-solid', icon: TriangleAlert },
  'in-progress': { label: 'In progress', tone: 'accent', icon: Clock },
  finished: { label: 'Finished', tone: 'success', icon: CircleCheck },
  cancelled: { label: 'Cancelled', tone: 'neutral', icon: CircleX },
};

export function visitStateLabel(state: VisitState): string {
  return LOOKS[state].label;
}

/** A visit's state in words with its icon. */
export function VisitStateBadge({ state }: { state: VisitState }) {
  const look = LOOKS[state];
  return <StatusBadge tone={look.tone} icon={look.icon} label={look.label} srPrefix="State: " />;
}
