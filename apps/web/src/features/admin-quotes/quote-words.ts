import type { LineKind, QuoteStatus } from '@ta/shared';

/** The back office's words for each kind of line. */
export const KIND_LABELS: Record<LineKind, string> = {
  package: 'Package',
  hourly: 'Hourly',
  travel: 'Travel',
  notary: 'Notary',
  discount: 'Discount',
  item: 'Other item',
  overtime: 'Additional time',
  groceries: 'Groceries',
  parts: 'Parts',
  cancellation: 'Late cancellation',
};

export const STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  changes_requested: 'Changes asked',
  approved: 'Approved',
  withdrawn: 'Withdrawn',
};
