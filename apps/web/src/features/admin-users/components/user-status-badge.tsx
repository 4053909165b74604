import { CircleCheck, CircleMinus } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** Active or Inactive, as a word with an icon (never colour alone). */
export function UserStatusBadge({ active }: { active: boolean }) {
  const Icon = active ? CircleCheck : CircleMinus;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border-2 px-2.5 py-0.5 text-base font-bold whitespace-nowrap',
        active ? 'border-success-700 bg-success-50 text-success-700' : 'border-line bg-sand text-ink',
      )}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
