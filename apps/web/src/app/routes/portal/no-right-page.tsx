import type { SessionUser } from '@ta/shared';
import { NoRightNotice } from '../../../features/circle/components/no-right-notice';
import { useT } from '../../../i18n/use-t';
import { clientAreaAccess } from '../../../lib/circle-access';
import { PageMeta } from '../../../lib/page-meta';
import { ClientLayout } from '../../layouts/client-layout';

/**
 * A client-area page that someone helping with an account was not given, or whose access has ended:
 * a plain explanation and the ways on, instead of the server's refusal.
 */
export function NoRightPage({ user }: { user: SessionUser }) {
  const t = useT();
  const access = clientAreaAccess(user);
  if (access.kind === 'own') return null;
  const title = access.kind === 'ended' ? t('circle.no-right.ended-title') : t('circle.no-right.title');
  return (
    <ClientLayout>
      <PageMeta title={title} description={title} noIndex />
      <NoRightNotice access={access} />
    </ClientLayout>
  );
}
