import type { InvoiceState } from '@ta/shared';
import { STATE_CLASSES, STATE_LABELS } from '../invoice-words';

export function StateBadge({ state }: { state: InvoiceState }) {
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-sm font-bold ring-1 ${STATE_CLASSES[state]}`}>
      {STATE_LABELS[state]}
    </span>
  );
}
