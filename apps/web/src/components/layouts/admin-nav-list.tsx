import type { SessionUser } from '@ta/shared';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn';
import { adminNavLinksFor, isCurrentAdminPage } from '../../features/admin-shell/admin-nav-links';

interface AdminNavListProps {
  user: SessionUser;
  /** Icons only, each still named for screen readers and with a tooltip. */
  collapsed?: boolean;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

const linkClass =
  'flex min-h-12 items-center gap-3 rounded-lg border-l-4 py-2 font-bold text-brand-900 no-underline hover:bg-brand-50';

/** The back office's sections; the current one is marked with aria-current and a bar, not colour alone. */
export function AdminNavList({ user, collapsed = false, onNavigate }: AdminNavListProps) {
  const [location] = useLocation();
  return (
    <ul className="space-y-1">
      {adminNavLinksFor(user.role).map(({ href, label, icon: Icon }) => {
        const current = isCurrentAdminPage(location, href);
        return (
          <li key={href}>
            <Link
              href={href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              title={collapsed ? label : undefined}
              className={cn(
                linkClass,
                collapsed ? 'justify-center px-2' : 'px-3',
                current ? 'border-brand-700 bg-brand-50' : 'border-transparent',
              )}
            >
              <Icon aria-hidden className="size-6 shrink-0" />
              <span className={collapsed ? 'sr-only' : 'text-lg'}>{label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
