import {
  CONTACT_STATUS_FILTERS,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  type ContactCounts,
  type ContactStatus,
  type ContactStatusFilter,
} from '@ta/shared';

/** Badge looks: new secondary, in-progress default, completed outline, cancelled destructive. */
export type ContactBadgeVariant = 'secondary' | 'default' | 'outline' | 'destructive';

const VARIANTS: Record<ContactStatus, ContactBadgeVariant> = {
  new: 'secondary',
  'in-progress': 'default',
  completed: 'outline',
  cancelled: 'destructive',
};

export function isContactStatus(value: string): value is ContactStatus {
  return (CONTACT_STATUSES as readonly string[]).includes(value);
}

/** The badge for a stored status: its look and the word on it (an unknown value shows as itself). */
export function contactStatusBadge(status: string): { variant: ContactBadgeVariant; label: string } {
  if (isContactStatus(status)) return { variant: VARIANTS[status], label: CONTACT_STATUS_LABELS[status] };
  return { variant: 'outline', label: status || 'Unknown' };
}

export const FILTER_LABELS: Record<ContactStatusFilter, string> = { all: 'All', ...CONTACT_STATUS_LABELS };

export function isStatusFilter(value: string | null | undefined): value is ContactStatusFilter {
  return (CONTACT_STATUS_FILTERS as readonly string[]).includes(value ?? '');
}

/** How many requests a tab holds, from GET /api/contact/counts. */
export function countFor(filter: ContactStatusFilter, counts: ContactCounts): number {
  switch (filter) {
    case 'all':
      return counts.total;
    case 'in-progress':
      return counts.inProgress;
    default:
      return counts[filter];
  }
}
