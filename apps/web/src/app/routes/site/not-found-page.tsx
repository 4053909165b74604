import { NotFound } from '../../../components/errors/not-found';
import { useT } from '../../../i18n/use-t';
import { SiteErrorPage } from './site-error-page';

export function NotFoundPage() {
  const t = useT();
  return (
    <SiteErrorPage
      title={t('error-pages.not-found.meta-title')}
      description={t('error-pages.not-found.meta-description')}
      status={404}
    >
      <NotFound />
    </SiteErrorPage>
  );
}
