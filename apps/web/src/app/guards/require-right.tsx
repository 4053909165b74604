import type { CircleRight, SessionUser } from '@ta/shared';
import type { ReactNode } from 'react';
import { NoRightNotice } from '../../features/circle/components/no-right-notice';
import { useT } from '../../i18n/use-t';
import { clientAreaAccess, mayUse } from '../../lib/circle-access';
import { PageMeta } from '../../lib/page-meta';
import { ClientLayout } from '../layouts/client-layout';

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
  const t = useT();
  const access = clientAreaAccess(user);
  if (access.kind === 'own' || mayUse(access, right)) return children;
  const title = access.kind === 'ended' ? t('circle.no-right.ended-title') : t('circle.no-right.title');
  return (
    <ClientLayout>
      <PageMeta title={title} description={title} noIndex />
      <NoRightNotice access={access} />
    </ClientLayout>
  );
}
