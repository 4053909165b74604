import { defaultBusiness } from '@ta/shared';

export interface StatusInfo {
  /** The word on the badge: the colour never carries the meaning alone. */
  label: string;
  explanation: string;
  nextSteps?: string;
  tone: 'new' | 'in-progress' | 'completed' | 'cancelled' | 'unknown';
}

/** What the tracking page says for each status; any other value reads "Status information unavailable". */
const STATUSES: Record<string, StatusInfo> = {
  new: {
    label: 'New',
    tone: 'new',
    explanation: 'We have received your request and it is waiting to be reviewed by our team.',
    nextSteps: 'We will contact you within 24 to 48 hours, with a quote if one applies.',
  },
  'in-progress': {
    label: 'In Progress',
    tone: 'in-progress',
    explanation: 'Our team is actively working on your request. We will keep you posted.',
  },
  completed: {
    label: 'Completed',
    tone: 'completed',
    explanation: `Your request is complete. Thank you for choosing ${defaultBusiness.name}!`,
  },
  cancelled: {
    label: 'Cancelled',
    tone: 'cancelled',
    explanation: 'This request has been cancelled. If you still need help, please contact us and we will gladly help.',
  },
};

export function statusInfo(status: string): StatusInfo {
  return STATUSES[status] ?? { label: 'Unknown', tone: 'unknown', explanation: 'Status information unavailable.' };
}
