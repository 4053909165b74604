import { dashboardPathFor, type SessionUser } from '@ta/shared';
import { ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '../../i18n/use-t';
import { fullNameOf } from '../../lib/initials';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { dashboardLabelId } from './dashboard-label';
import { InitialsAvatar } from './initials-avatar';

interface UserMenuProps {
  user: SessionUser;
  onLogout: () => void;
  /** The back office already is the dashboard, so it leaves this entry out. */
  showDashboardEntry?: boolean;
  inverse?: boolean;
}

export function UserMenu({ user, onLogout, showDashboardEntry = true, inverse = false }: UserMenuProps) {
  const name = fullNameOf(user);
  const t = useT();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={
          inverse
            ? 'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full py-1 pr-3 pl-1 font-bold text-white hover:bg-white/10'
            : 'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-line bg-white py-1 pr-3 pl-1 font-bold text-brand-900 hover:border-brand-700'
        }
      >
        <InitialsAvatar user={user} inverse={inverse} />
        <span className="max-w-40 truncate">{user.firstName || user.username}</span>
        <span className="sr-only">{t('chrome.account-menu')}</span>
        <ChevronDown aria-hidden className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="flex items-center gap-3">
          <InitialsAvatar user={user} />
          <span className="min-w-0">
            <span className="block truncate font-bold text-brand-950">{name}</span>
            <span className="block truncate text-base text-muted">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {showDashboardEntry ? (
          <DropdownMenuItem asChild>
            <Link href={dashboardPathFor(user.role)}>
              <LayoutDashboard aria-hidden />
              {t(dashboardLabelId(user.role))}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <UserRound aria-hidden />
            {t('chrome.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden />
          {t('chrome.log-out')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
