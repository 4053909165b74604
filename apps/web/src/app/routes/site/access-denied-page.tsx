import { AccessDenied } from '../../../components/errors/access-denied';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import { SiteLayout } from '../../layouts/site-layout';

export function AccessDeniedPage() {
  const t = useT();
  return (
    <SiteLayout>
      <PageMeta
        title={t('error-pages.access-denied.title')}
        description={t('error-pages.access-denied.text')}
        noIndex
        status={403}
      />
      <div className="container-page">
        <AccessDenied />
      </div>
    </SiteLayout>
  );
}
