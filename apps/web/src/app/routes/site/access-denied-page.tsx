import { AccessDenied } from '../../../components/errors/access-denied';
import { PageMeta } from '../../../lib/page-meta';
import { SiteLayout } from '../../layouts/site-layout';

export function AccessDeniedPage() {
  return (
    <SiteLayout>
      <PageMeta
        title="Access Denied"
        description="You do not have permission to access this page."
        noIndex
        status={403}
      />
      <div className="container-page">
        <AccessDenied />
      </div>
    </SiteLayout>
  );
}
