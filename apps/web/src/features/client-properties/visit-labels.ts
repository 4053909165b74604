import type { FindingDecision, FindingSeverity, VisitKind, VisitResult, VisitState } from '@ta/shared';
import { CircleCheck, Info, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { BadgeTone } from '../../components/ui/status-badge';
import type { MessageId } from '../../i18n/messages/en';

/**
 * A home-watch visit on the owner's pages (report, history, findings): the catalogue ids of its words,
 * translated where shown, and the icon and colour that repeat them. The back office's own English words
 * for plans and visits are admin-properties/plan-and-visit-words.ts.
 */

/** How a result or a severity looks: its words first, then an icon and a colour that repeat them. */
export interface Look {
  label: MessageId;
  icon: LucideIcon;
  tone: BadgeTone;
}

/** A visit's overall result, as the owner reads it. */
export const RESULT_LOOKS: Record<VisitResult, Look> = {
  'all-clear': { label: 'properties.result.all-clear', icon: CircleCheck, tone: 'green' },
  issues: { label: 'properties.result.issues', icon: TriangleAlert, tone: 'yellow' },
  urgent: { label: 'properties.result.urgent', icon: OctagonAlert, tone: 'red' },
};

/** How serious one finding is. */
export const SEVERITY_LOOKS: Record<FindingSeverity, Look> = {
  note: { label: 'properties.severity.note', icon: Info, tone: 'blue' },
  attention: { label: 'properties.severity.attention', icon: TriangleAlert, tone: 'yellow' },
  urgent: { label: 'properties.severity.urgent', icon: OctagonAlert, tone: 'red' },
};

/** Issues first, the most serious at the top; the rest keep the checklist's order. */
export const SEVERITY_ORDER: Record<FindingSeverity, number> = { urgent: 0, attention: 1, note: 2 };

export const VISIT_KIND_LABELS: Record<VisitKind, MessageId> = {
  routine: 'properties.kind.routine',
  'pre-storm': 'properties.kind.pre-storm',
  'post-storm': 'properties.kind.post-storm',
};

export const VISIT_STATE_LABELS: Record<VisitState, MessageId> = {
  planned: 'properties.state.planned',
  overdue: 'properties.state.overdue',
  'in-progress': 'properties.state.in-progress',
  finished: 'properties.state.finished',
  cancelled: 'properties.state.cancelled',
};

export const DECISION_LABELS: Record<FindingDecision, MessageId> = {
  repair: 'properties.decision.repair-asked',
  'no-action': 'properties.decision.no-action-chosen',
};

/** An answer the report shows beside each item that is not an issue. */
export const ANSWER_LABELS = { ok: 'properties.answer.ok', na: 'properties.answer.na' } as const satisfies Record<
  string,
  MessageId
>;
