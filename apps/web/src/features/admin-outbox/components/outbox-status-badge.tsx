import { OUTBOX_STATUS_LABELS, type OutboxEmailView } from '@ta/shared';
import { CircleAlert, CircleCheck, Clock, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

const LOOKS: Record<OutboxEmailView['status'], { className: string; icon: LucideIcon }> = {
  sent: { className: 'border-success-700 bg-success-50 text-success-700', icon: CircleCheck },
  queued: { className: 'border-brand-700 bg-brand-50 text-brand-900', icon: Clock },
  failed: { className: 'border-danger-700 bg-danger-50 text-danger-700', icon: CircleAlert },
};

/** The e-mail's state as a word with an icon, never colour alone. */
export function OutboxStatusBadge({ status }: { status: OutboxEmailView['status'] }) {
  const { className, icon: Icon } = LOOKS[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border-2 px-2.5 py-0.5 text-base font-bold whitespace-nowrap',
        className,
      )}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {OUTBOX_STATUS_LABELS[status]}
    </span>
  );
}
