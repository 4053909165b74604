import type { SessionUser } from '@ta/shared';
import type { ReactNode } from 'react';
import { AdminTopBar } from '../../components/layouts/admin-top-bar';
import { SkipLink } from '../../components/layouts/skip-link';
import { useSignOut } from './use-sign-out';

export function AdminLayout({ user, children }: { user: SessionUser; children: ReactNode }) {
  const signOut = useSignOut('/auth');
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <SkipLink />
      <AdminTopBar user={user} onLogout={signOut} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none focus-visible:shadow-none">
        {children}
      </main>
    </div>
  );
}
