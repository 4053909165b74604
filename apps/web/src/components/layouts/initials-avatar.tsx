import type { SessionUser } from '@ta/shared';
import { cn } from '../../lib/cn';
import { initialsFor } from '../../lib/initials';

export function InitialsAvatar({ user, className }: { user: SessionUser; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold text-white',
        className,
      )}
    >
      {initialsFor(user)}
    </span>
  );
}
