import type { SessionUser } from '@ta/shared';
import { useState, type ReactNode } from 'react';
import { AdminNavDrawer } from '../../components/layouts/admin-nav-drawer';
import { AdminSidebar } from '../../components/layouts/admin-sidebar';
import { AdminTopBar } from '../../components/layouts/admin-top-bar';
import { SkipLink } from '../../components/layouts/skip-link';
import { useChatUnread } from '../../features/admin-chat/api/get-unread';
import { useSidebarCollapsed } from '../../features/admin-shell/use-sidebar-collapsed';
import { PageMeta, type PageMetaValue } from '../../lib/page-meta';
import { SessionWatchLazy } from './session-watch-lazy';
import { useSignOut } from './use-sign-out';

interface AdminLayoutProps {
  user: SessionUser;
  /** The page's title and description; the back office is never indexed. Left out where the page sets its own. */
  meta?: Pick<PageMetaValue, 'title' | 'description' | 'status'>;
  children: ReactNode;
}

/** The back office's shell: top bar, sidebar (a drawer on small screens) and the page. */
export function AdminLayout({ user, meta, children }: AdminLayoutProps) {
  const signOut = useSignOut('/auth');
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Unread chat messages beside Chat in the sidebar and the drawer, read again every 30 seconds.
  const unread = useChatUnread();
  const counts = { '/admin/chat': unread.data?.messages };
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <SkipLink />
      <AdminTopBar
        user={user}
        onLogout={signOut}
        sidebarCollapsed={collapsed}
        onToggleSidebar={toggleCollapsed}
        onOpenDrawer={() => setDrawerOpen(true)}
      />
      <div className="flex flex-1">
        <AdminSidebar user={user} collapsed={collapsed} counts={counts} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none focus-visible:shadow-none">
          {meta ? <PageMeta {...meta} noIndex /> : null}
          {children}
        </main>
      </div>
      <AdminNavDrawer user={user} open={drawerOpen} onOpenChange={setDrawerOpen} counts={counts} />
      <SessionWatchLazy user={user} onSignOut={signOut} />
    </div>
  );
}
