import type { MessageId } from '../../i18n/messages/en';

export interface StatusInfo {
  /** The word on the badge: the colour never carries the meaning alone. */
  label: MessageId;
  explanation: MessageId;
  nextSteps?: MessageId;
  tone: 'new' | 'in-progress' | 'completed' | 'cancelled' | 'unknown';
}

/** What the tracking page says for each status; any other value reads "Status information unavailable". */
const STATUSES: Record<string, StatusInfo> = {
  new: {
    label: 'tracking.status.new',
    tone: 'new',
    explanation: 'tracking.status.new.explanation',
    nextSteps: 'tracking.status.new.next',
  },
  'in-progress': {
    label: 'tracking.status.in-progress',
    tone: 'in-progress',
    explanation: 'tracking.status.in-progress.explanation',
  },
  completed: {
    label: 'tracking.status.completed',
    tone: 'completed',
    explanation: 'tracking.status.completed.explanation',
  },
  cancelled: {
    label: 'tracking.status.cancelled',
    tone: 'cancelled',
    explanation: 'tracking.status.cancelled.explanation',
  },
};

export function statusInfo(status: string): StatusInfo {
  return (
    (Object.hasOwn(STATUSES, status) ? STATUSES[status] : undefined) ?? {
      label: 'tracking.status.unknown',
      tone: 'unknown',
      explanation: 'tracking.status.unknown.explanation',
    }
  );
}
