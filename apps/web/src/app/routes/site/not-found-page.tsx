import { NotFound } from '../../../components/errors/not-found';
import { PageMeta } from '../../../lib/page-meta';
import { SiteLayout } from '../../layouts/site-layout';

export function NotFoundPage() {
  return (
    <SiteLayout>
      <PageMeta title="Page Not Found" description="The page you asked for could not be found." noIndex status={404} />
      <div className="container-page">
        <NotFound />
      </div>
    </SiteLayout>
  );
}
