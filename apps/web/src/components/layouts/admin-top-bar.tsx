import type { SessionUser } from '@ta/shared';
import { House } from 'lucide-react';
import { Link } from 'wouter';
import { BrandLink } from './brand-link';
import { UserMenu } from './user-menu-lazy';

interface AdminTopBarProps {
  user: SessionUser;
  onLogout: () => void;
}

export function AdminTopBar({ user, onLogout }: AdminTopBarProps) {
  return (
    <header className="sticky top-0 z-40 bg-brand-950 text-white shadow-header-raised">
      <div className="flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
        <BrandLink href="/admin" subtitle="Back Office" inverse />
        <div className="flex items-center gap-1 sm:gap-3">
          <Link
            href="/"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-bold text-white no-underline hover:bg-white/10"
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
