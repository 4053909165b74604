import { FurnitureUpload } from '../../../features/furniture-photos/components/furniture-upload';
import { PhotoTipsCard } from '../../../features/furniture-photos/components/photo-tips-card';
import { Card, CardContent } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import { useSessionUser } from '../../../lib/session';
import { SiteLayout } from '../../layouts/site-layout';

export function FurnitureUploadPage() {
  const t = useT();
  const { data: user } = useSessionUser();
  return (
    <SiteLayout>
      <PageMeta title={t('furniture.page.title')} description={t('furniture.page.description')} />
      <div className="container-page py-10 sm:py-14">
        <div className="max-w-3xl">
          <p className="font-bold tracking-wide text-accent-700">{t('furniture.page.eyebrow')}</p>
          <h1 className="mt-1 text-3xl sm:text-4xl">{t('furniture.page.title')}</h1>
          <p className="prose-width mt-3 text-lg text-muted">{t('furniture.page.intro')}</p>
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <Card>
            <CardContent>
              <FurnitureUpload defaultEmail={user?.email ?? ''} />
            </CardContent>
          </Card>
          <PhotoTipsCard />
        </div>
      </div>
    </SiteLayout>
  );
}
