import type { SessionUser } from '@ta/shared';
import { House, Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link } from 'wouter';
import { ADMIN_SIDEBAR_ID } from './admin-sidebar';
import { AdminSearchForm } from './admin-search-form';
import { BrandLink } from './brand-link';
import { UserMenu } from './user-menu-lazy';

interface AdminTopBarProps {
  user: SessionUser;
  onLogout: () => void;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  onOpenDrawer: () => void;
}

const barButtonClass =
  'min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-white/80 px-3 font-bold text-white hover:bg-white/10';

/**
 * The back office's top bar: menu toggle (the drawer on small screens, the
 * sidebar's width on large ones), brand link to /admin, search, public site and account menu.
 */
export function AdminTopBar({ user, onLogout, sidebarCollapsed, onToggleSidebar, onOpenDrawer }: AdminTopBarProps) {
  const ToggleIcon = sidebarCollapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    // Sticky only on large screens: on a phone the wrapped bar would cover too much of the page.
    <header className="relative z-40 bg-brand-950 text-white shadow-header-raised lg:sticky lg:top-0">
      <div className="flex min-h-16 flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 sm:px-5">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={onOpenDrawer}
          className={`${barButtonClass} inline-flex lg:hidden`}
        >
          <Menu aria-hidden className="size-5" />
          Menu
        </button>
        <button
          type="button"
          aria-expanded={!sidebarCollapsed}
          aria-controls={ADMIN_SIDEBAR_ID}
          onClick={onToggleSidebar}
          className={`${barButtonClass} hidden lg:inline-flex`}
        >
          <ToggleIcon aria-hidden className="size-5" />
          Menu
        </button>
        {/* On the narrowest screens the brand takes its own row under Menu and the account menu. */}
        <div className="order-last w-full sm:order-none sm:w-auto">
          <BrandLink href="/admin" subtitle="Back Office" inverse />
        </div>
        <div className="mx-auto hidden w-full max-w-md lg:block">
          <AdminSearchForm tone="bar" />
        </div>
        <div className="ml-auto flex items-center gap-1 sm:gap-3 lg:ml-0">
          <Link
            href="/"
            className="hidden min-h-11 items-center gap-2 rounded-lg px-3 font-bold text-white no-underline hover:bg-white/10 sm:inline-flex"
          >
            <House aria-hidden className="size-5" />
            Public site
          </Link>
          <UserMenu user={user} onLogout={onLogout} showDashboardEntry={false} inverse />
        </div>
      </div>
    </header>
  );
}
