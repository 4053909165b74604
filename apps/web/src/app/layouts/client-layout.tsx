import type { ReactNode } from 'react';
import { ClientNavbar } from '../../components/layouts/client-navbar';
import { CallMeBackBand } from '../../features/callback/components/call-me-back-band';
import { ActingBanner } from '../../features/circle/components/acting-banner';
import { OfficeNoticeBanner } from '../../features/circle/components/office-notice-banner';
import { SiteFooter } from '../../components/layouts/site-footer';
import { SiteHeader } from '../../components/layouts/site-header';
import { SkipLink } from '../../components/layouts/skip-link';
import { useSessionUser } from '../../lib/session';
import { SessionWatchLazy } from './session-watch-lazy';
import { useSignOut } from './use-sign-out';

/**
 * The client area's pages (dashboard, requests, appointments, a client's profile): the client
 * header instead of the public one, and the site footer. Public pages keep the public header
 * even when a client is signed in.
 */
export function ClientLayout({ children }: { children: ReactNode }) {
  const { data: user = null } = useSessionUser();
  const signOut = useSignOut('/');
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/* The session ends for a moment during Log out, before the page moves on. */}
      {user ? <ClientNavbar user={user} onLogout={signOut} /> : <SiteHeader user={null} onLogout={signOut} />}
      {/* Whose account these pages show, on every page, while a trusted contact helps with one. */}
      {user ? <ActingBanner user={user} /> : null}
      {/* Someone the office added to the client's circle, until the client has seen it. */}
      {user ? <OfficeNoticeBanner user={user} /> : null}
      <main id="main" tabIndex={-1} className="flex-1 outline-none focus-visible:shadow-none">
        {children}
      </main>
      <CallMeBackBand user={user} />
      <SiteFooter user={user} />
      {user ? <SessionWatchLazy user={user} onSignOut={signOut} /> : null}
    </div>
  );
}
