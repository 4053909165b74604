import { isClientRole } from '@ta/shared';
import { PhoneLink } from '../../../components/layouts/phone-link';
import { Card, CardContent } from '../../../components/ui/card';
import { CallbackForm } from '../../../features/callback/components/callback-form';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import { useSessionUser } from '../../../lib/session';
import { clientAreaAccess, mayUse, requestPrefill } from '../../../lib/circle-access';
import { RequestsNotShared } from '../../../features/circle/components/requests-not-shared';
import { SiteLayout } from '../../layouts/site-layout';

/**
 * /call-me-back: the Call me back form on its own page. The small form on every page posts here
 * without JavaScript; a refused post comes back to this page with what to fix.
 */
export function CallMeBackPage() {
  const t = useT();
  const { data: user = null } = useSessionUser();
  // While helping with an account, a call back is the client's: asked only with the right to act.
  const access = clientAreaAccess(user);
  return (
    <SiteLayout>
      <PageMeta title={t('callback.page.title')} description={t('callback.page.description')} />
      <div className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="container-page py-10 sm:py-14">
          <div className="mx-auto max-w-2xl">
            <h1 className="text-3xl sm:text-4xl">{t('callback.page.title')}</h1>
            <p className="prose-width mt-3 text-lg">{t('callback.page.intro')}</p>
            <p className="mt-2 flex flex-wrap items-center gap-x-2">
              {t('callback.page.or-call')}
              <PhoneLink className="text-accent-700" />
            </p>
            <Card className="mt-8">
              <CardContent>
                {access.kind !== 'own' && !mayUse(access, 'act') ? (
                  <RequestsNotShared access={access} />
                ) : (
                  <CallbackForm layout="page" defaultName={isClientRole(user?.role) ? requestPrefill(user).name : ''} />
                )}
              </CardContent>
            </Card>
          </div>
        </div>
      </div>
    </SiteLayout>
  );
}
