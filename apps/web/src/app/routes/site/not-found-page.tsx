import { NotFound } from '../../../components/errors/not-found';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import { SiteLayout } from '../../layouts/site-layout';

export function NotFoundPage() {
  const t = useT();
  return (
    <SiteLayout>
      <PageMeta
        title={t('error-pages.not-found.meta-title')}
        description={t('error-pages.not-found.meta-description')}
        noIndex
        status={404}
      />
      <div className="container-page">
        <NotFound />
      </div>
    </SiteLayout>
  );
}
