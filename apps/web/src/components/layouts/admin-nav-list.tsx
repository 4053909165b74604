import type { SessionUser } from '@ta/shared';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn';
import { adminNavLinkName, adminNavLinksFor, isCurrentAdminPage } from './admin-nav-links';

/** Unread counts by link (e.g. `{ '/admin/chat': 3 }`), shown as a badge beside the link. */
export type AdminNavCounts = Readonly<Partial<Record<string, number>>>;

interface AdminNavListProps {
  user: SessionUser;
  /** Icons only, each still named for screen readers and with a tooltip. */
  collapsed?: boolean;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
  counts?: AdminNavCounts;
}

const linkClass =
  'relative flex min-h-12 items-center gap-3 rounded-lg border-l-4 py-2 font-bold text-brand-900 no-underline hover:bg-brand-50';

/** The back office's sections; the current one is marked with aria-current and a bar, not colour alone. */
export function AdminNavList({ user, collapsed = false, onNavigate, counts = {} }: AdminNavListProps) {
  const [location] = useLocation();
  return (
    <ul className="space-y-1">
      {adminNavLinksFor(user.role).map(({ href, label, icon: Icon }) => {
        const current = isCurrentAdminPage(location, href);
        const count = counts[href] ?? 0;
        return (
          <li key={href}>
            <Link
              href={href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              aria-label={count > 0 ? adminNavLinkName(label, count) : undefined}
              title={collapsed ? adminNavLinkName(label, count) : undefined}
              className={cn(
                linkClass,
                collapsed ? 'justify-center px-2' : 'px-3',
                current ? 'border-brand-700 bg-brand-50' : 'border-transparent',
              )}
            >
              <Icon aria-hidden className="size-6 shrink-0" />
              <span className={collapsed ? 'sr-only' : 'flex-1 text-lg'}>{label}</span>
              {count > 0 ? (
                // The number is seen here; screen readers hear the link's name, "Chat, 3 unread".
                <span
                  aria-hidden
                  className={cn(
                    'min-w-7 rounded-full bg-accent-700 px-2 text-center text-base leading-7 font-bold text-white',
                    collapsed ? 'absolute top-0 right-0' : '',
                  )}
                >
                  {count > 99 ? '99+' : count}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
