import type { CircleRight, SessionUser } from '@ta/shared';
import type { ReactNode } from 'react';
import { clientAreaAccess, mayUse } from '../../lib/circle-access';
import { lazyComponent } from '../../lib/lazy-component';

// Its own chunk: the explanation (and the circle's code) loads only for someone helping with an account.
const NoRightPage = lazyComponent('no-right-page', () =>
  import('../routes/portal/no-right-page').then((m) => m.NoRightPage),
);

interface RequireRightProps {
  user: SessionUser;
  /** What the page shows: a right of the circle, or 'owner' for the account holder's own pages. */
  right: CircleRight | 'owner';
  children: ReactNode;
}

/**
 * A client-area page for someone helping with an account: shown when the account holder gave them
 * what it shows, else a plain explanation instead of the server's refusal (docs/circle.md).
 */
export function RequireRight({ user, right, children }: RequireRightProps) {
  const access = clientAreaAccess(user);
  if (access.kind === 'own' || mayUse(access, right)) return children;
  return <NoRightPage user={user} />;
}
