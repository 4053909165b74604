import type { StormAreaKind, StormPhase, VisitResult, VisitState } from '@ta/shared';
import {
  CircleAlert,
  CircleCheck,
  CircleX,
  CloudLightning,
  Clock,
  Hourglass,
  ShieldCheck,
  TriangleAlert,
  Wind,
  Wrench,
} from 'lucide-react';
import type { BadgeLook } from '../../components/ui/status-badge';

/** The back office's words and badge looks for storm mode (English; colour only repeats the word). */

export const PHASE_LABELS: Record<StormPhase, string> = {
  'pre-storm': 'Pre-storm',
  'post-storm': 'Post-storm',
};
export const PHASE_LOOKS: Record<StormPhase, BadgeLook> = {
  'pre-storm': { tone: 'accent', icon: Wind },
  'post-storm': { tone: 'brand', icon: CloudLightning },
};

export const AREA_KIND_LABELS: Record<StormAreaKind, { label: string; hint: string }> = {
  counties: { label: 'Counties', hint: 'Every property in the counties you tick.' },
  zips: { label: 'ZIP codes', hint: 'Every property in the ZIP codes you type.' },
  away: { label: 'Owners away', hint: 'Every property whose owner is away on the day of the checks.' },
};

export const STATE_LABELS: Record<VisitState, string> = {
  planned: 'Planned',
  overdue: 'Overdue',
  'in-progress': 'In progress',
  finished: 'Finished',
  cancelled: 'Cancelled',
};
export const STATE_LOOKS: Record<VisitState, BadgeLook> = {
  planned: { tone: 'brand', icon: Clock },
  overdue: { tone: 'danger', icon: Hourglass },
  'in-progress': { tone: 'accent', icon: Wrench },
  finished: { tone: 'success', icon: CircleCheck },
  cancelled: { tone: 'neutral', icon: CircleX },
};

export const RESULT_LABELS: Record<VisitResult, string> = {
  'all-clear': 'All clear',
  issues: 'Issues found',
  urgent: 'Urgent',
};
export const RESULT_LOOKS: Record<VisitResult, BadgeLook> = {
  'all-clear': { tone: 'success', icon: ShieldCheck },
  issues: { tone: 'accent', icon: TriangleAlert },
  urgent: { tone: 'danger-solid', icon: CircleAlert },
};

/** "1 check" / "12 checks". */
export function checksWord(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'check' : 'checks'}`;
}

/** Where a visit's page is (the visit screen of the back office). */
export function visitHref(id: number): string {
  return `/admin/visits/${id}`;
}

export function stormHref(id: number): string {
  return `/admin/storms/${id}`;
}
