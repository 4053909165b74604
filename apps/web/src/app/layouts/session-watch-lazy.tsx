import type { SessionUser } from '@ta/shared';
import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazy-component';

// The idle warning and the sign-in-again dialog: browser only, their own chunk, loaded after the page.
const SessionWatch = lazyComponent(
  'session-watch',
  () => import('../../features/session-timeout/components/session-watch').then((m) => m.SessionWatch),
  { hydrateWith: false },
);

/** For signed-in layouts: warns before the session ends and offers to sign in again once it has. */
export function SessionWatchLazy({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) {
  return (
    <Suspense fallback={null}>
      <SessionWatch user={user} onSignOut={onSignOut} />
    </Suspense>
  );
}
