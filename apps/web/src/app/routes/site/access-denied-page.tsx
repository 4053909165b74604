import { AccessDenied } from '../../../components/errors/access-denied';
import { useT } from '../../../i18n/use-t';
import { SiteErrorPage } from './site-error-page';

export function AccessDeniedPage() {
  const t = useT();
  return (
    <SiteErrorPage
      title={t('error-pages.access-denied.title')}
      description={t('error-pages.access-denied.text')}
      status={403}
    >
      <AccessDenied />
    </SiteErrorPage>
  );
}
