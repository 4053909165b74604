import { CircleCheck, CircleDot, CircleHelp, CircleX, Hourglass, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { StatusInfo } from '../request-status';

/** Client badge colours: blue, yellow, green, red; each with its word and an icon. */
const looks: Record<StatusInfo['tone'], { className: string; icon: LucideIcon }> = {
  new: { className: 'border-blue-700 bg-blue-50 text-blue-900', icon: CircleDot },
  'in-progress': { className: 'border-amber-600 bg-amber-50 text-amber-900', icon: Hourglass },
  completed: { className: 'border-green-700 bg-green-50 text-green-900', icon: CircleCheck },
  cancelled: { className: 'border-red-700 bg-red-50 text-red-900', icon: CircleX },
  unknown: { className: 'border-gray-500 bg-gray-50 text-gray-900', icon: CircleHelp },
};

export function StatusBadge({ status, className }: { status: StatusInfo; className?: string }) {
  const { className: look, icon: Icon } = looks[status.tone];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 rounded-full border-2 px-3.5 py-1 text-lg font-bold whitespace-nowrap',
        look,
        className,
      )}
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      {status.label}
    </span>
  );
}
