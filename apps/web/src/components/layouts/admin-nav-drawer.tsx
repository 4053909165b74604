import type { SessionUser } from '@ta/shared';
import { House } from 'lucide-react';
import { Link } from 'wouter';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { AdminNavList, type AdminNavCounts } from './admin-nav-list';
import { AdminSearchForm } from './admin-search-form';

interface AdminNavDrawerProps {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  counts?: AdminNavCounts;
}

/** Small screens: the sidebar's links, the search box and the public site in a drawer (Radix dialog). */
export function AdminNavDrawer({ user, open, onOpenChange, counts }: AdminNavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent placement="drawer" closeLabel="Close">
        <DialogTitle>Menu</DialogTitle>
        <DialogDescription className="sr-only">The back office's sections and search.</DialogDescription>
        <div className="mt-5">
          <AdminSearchForm onSearch={close} />
        </div>
        <nav aria-label="Back office" className="mt-5">
          <AdminNavList user={user} onNavigate={close} counts={counts} />
        </nav>
        <div className="mt-4 border-t border-line pt-4">
          <Link
            href="/"
            onClick={close}
            className="flex min-h-12 items-center gap-3 rounded-lg px-3 py-2 text-lg font-bold text-brand-900 no-underline hover:bg-brand-50"
          >
            <House aria-hidden className="size-6" />
            Public site
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}
