import type { ReactNode } from 'react';
import { CallMeBackBand } from '../../features/callback/components/call-me-back-band';
import { SiteFooter } from '../../components/layouts/site-footer';
import { SiteHeader } from '../../components/layouts/site-header';
import { SkipLink } from '../../components/layouts/skip-link';
import { useSessionUser } from '../../lib/session';
import { useSignOut } from './use-sign-out';

export function SiteLayout({ children }: { children: ReactNode }) {
  const { data: user = null } = useSessionUser();
  const signOut = useSignOut('/');
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader user={user} onLogout={signOut} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none focus-visible:shadow-none">
        {children}
      </main>
      <CallMeBackBand user={user} />
      <SiteFooter user={user} />
    </div>
  );
}
