import { isBackOfficeRole, signInPathFor, type SessionUser } from '@ta/shared';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Spinner } from '../../components/ui/spinner';
import { useSessionUser } from '../../lib/session';
import { AccessDeniedPage } from '../routes/site/access-denied-page';

interface GuardProps {
  children: (user: SessionUser) => ReactNode;
}

function SessionPending() {
  return (
    <main id="main" className="grid min-h-dvh place-items-center p-6">
      <Spinner label="Checking that you are signed in…" showLabel />
    </main>
  );
}

/**
 * Signed-in people only; others go to /auth (on the server this becomes a 302), which sends them back
 * here once they have signed in.
 */
export function RequireSignedIn({ children }: GuardProps) {
  const session = useSessionUser();
  const [path] = useLocation();
  const search = useSearch();
  if (session.isPending) return <SessionPending />;
  if (!session.data) return <Redirect to={signInPathFor(search ? `${path}?${search}` : path)} replace />;
  return children(session.data);
}

/** Staff and admins only; a signed-in client sees Access Denied. */
export function RequireBackOffice({ children }: GuardProps) {
  return (
    <RequireSignedIn>{(user) => (isBackOfficeRole(user.role) ? children(user) : <AccessDeniedPage />)}</RequireSignedIn>
  );
}

/** The client area (dashboard, requests, appointments): staff and admins work in the back office instead. */
export function RequireClient({ children }: GuardProps) {
  return (
    <RequireSignedIn>
      {(user) => (isBackOfficeRole(user.role) ? <Redirect to="/admin" replace /> : children(user))}
    </RequireSignedIn>
  );
}
