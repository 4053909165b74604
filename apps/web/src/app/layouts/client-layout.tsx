import type { ReactNode } from 'react';
import { ClientNavbar } from '../../components/layouts/client-navbar';
import { BackLink } from '../../components/ui/back-link';
import { CallMeBackBand } from '../../features/callback/components/call-me-back-band';
import { ActingBanner } from '../../features/circle/components/acting-banner';
import { OfficeNoticeBanner } from '../../features/circle/components/office-notice-banner';
import { SiteFooter } from '../../components/layouts/site-footer';
import { SiteHeader } from '../../components/layouts/site-header';
import { SkipLink } from '../../components/layouts/skip-link';
import { PageMeta } from '../../lib/page-meta';
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

interface ClientPageProps {
  /** The page's title and description, for its meta (the page writes its own heading). */
  title: string;
  description: string;
  /** The centred column's width and spacing: "max-w-4xl space-y-6". */
  className: string;
  children: ReactNode;
}

/** A page of the client area in ClientLayout, its content in a centred column; never indexed. */
export function ClientPage({ title, description, className, children }: ClientPageProps) {
  return (
    <ClientLayout>
      <PageMeta title={title} description={description} noIndex />
      <div className="container-page py-10 sm:py-14">
        <div className={`mx-auto ${className}`}>{children}</div>
      </div>
    </ClientLayout>
  );
}

interface ClientPageHeadingProps {
  /** The words of the link back to the dashboard, above the heading. */
  back: string;
  title: string;
  /** The paragraph under the heading. */
  intro: ReactNode;
  /** The page's main action, beside the heading on a wide screen. */
  children?: ReactNode;
}

/** The top of a client page listing the account's things: back to the dashboard, the heading and its action. */
export function ClientPageHeading({ back, title, intro, children }: ClientPageHeadingProps) {
  return (
    <>
      <BackLink href="/dashboard" spaced>
        {back}
      </BackLink>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">{title}</h1>
          {intro}
        </div>
        {children}
      </div>
    </>
  );
}
