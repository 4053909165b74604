import type { SessionUser } from '@ta/shared';
import { cn } from '../../lib/cn';
import { initialsFor } from '../../lib/initials';

interface InitialsAvatarProps {
  user: SessionUser;
  /** `large` for a page's own greeting; `default` fits a menu button. */
  size?: 'default' | 'large';
  /** Light circle for dark backgrounds. */
  inverse?: boolean;
}

export function InitialsAvatar({ user, size = 'default', inverse = false }: InitialsAvatarProps) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-bold',
        size === 'large' ? 'size-16 text-2xl' : 'size-10',
        inverse ? 'bg-white text-brand-900' : 'bg-brand-800 text-white',
      )}
    >
      {initialsFor(user)}
    </span>
  );
}
