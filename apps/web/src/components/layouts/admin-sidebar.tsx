import type { SessionUser } from '@ta/shared';
import { cn } from '../../lib/cn';
import { AdminNavList, type AdminNavCounts } from './admin-nav-list';

export const ADMIN_SIDEBAR_ID = 'admin-sidebar';

/** The desktop sidebar: full labels, or icons only when collapsed (the choice is remembered). */
export function AdminSidebar({
  user,
  collapsed,
  counts,
}: {
  user: SessionUser;
  collapsed: boolean;
  counts?: AdminNavCounts;
}) {
  return (
    <div
      id={ADMIN_SIDEBAR_ID}
      className={cn('hidden shrink-0 border-r border-line bg-white lg:block', collapsed ? 'w-20' : 'w-64')}
    >
      <nav aria-label="Back office" className="sticky top-[4.5rem] max-h-[calc(100dvh-4.5rem)] overflow-y-auto p-3">
        <AdminNavList user={user} collapsed={collapsed} counts={counts} />
      </nav>
    </div>
  );
}
