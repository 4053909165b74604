import type { InvoiceFilter, InvoiceState, PaymentMethod } from '@ta/shared';

/** The back office's words for an invoice's state (a badge always has its word, never colour alone). */
export const STATE_LABELS: Record<InvoiceState, string> = {
  unpaid: 'Unpaid',
  partly_paid: 'Partly paid',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
};

export const FILTER_LABELS: Record<InvoiceFilter, string> = { open: 'Balance due', ...STATE_LABELS };

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  card_in_person: 'Card in person',
  zelle: 'Zelle',
  online: 'Card, online',
};

export const STATE_CLASSES: Record<InvoiceState, string> = {
  unpaid: 'bg-amber-50 text-amber-900 ring-amber-300',
  partly_paid: 'bg-sky-50 text-sky-900 ring-sky-300',
  overdue: 'bg-red-50 text-red-900 ring-red-300',
  paid: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  void: 'bg-stone-100 text-stone-800 ring-stone-300',
};
