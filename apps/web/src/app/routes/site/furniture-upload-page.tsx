import { FurnitureUpload } from '../../../features/furniture-photos/components/furniture-upload';
import { PhotoTipsCard } from '../../../features/furniture-photos/components/photo-tips-card';
import { useT } from '../../../i18n/use-t';
import { useSessionUser } from '../../../lib/session';
import { SiteFormPage } from './site-form-page';

export function FurnitureUploadPage() {
  const t = useT();
  const { data: user } = useSessionUser();
  return (
    <SiteFormPage
      title={t('furniture.page.title')}
      description={t('furniture.page.description')}
      eyebrow={t('furniture.page.eyebrow')}
      intro={t('furniture.page.intro')}
      aside={<PhotoTipsCard />}
    >
      <FurnitureUpload defaultEmail={user?.email ?? ''} />
    </SiteFormPage>
  );
}
