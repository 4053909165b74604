import { Suspense } from 'react';
import { useSearch } from 'wouter';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { serviceTypesRead } from '../../../lib/service-types';
import { ContactInfoCard } from '../../../features/contact-page/components/contact-info-card';
import { ServiceCategoriesCard } from '../../../features/contact-page/components/service-categories-card';
import { slotChoiceOf, slotsRead } from '../../../features/contact-page/api/slot-read';
import { myAppointmentsRead } from '../../../features/client-appointments/api/my-appointments';
import { useT } from '../../../i18n/use-t';
import { lazyComponent } from '../../../lib/lazy-component';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
import { useSessionUser } from '../../../lib/session';
import { clientAreaAccess, mayUse, requestPrefill } from '../../../lib/circle-access';
import { RequestsNotShared } from '../../../features/circle/components/requests-not-shared';
import { SiteLayout } from '../../layouts/site-layout';
import { useRescheduleTarget } from './use-reschedule-target';

// The form (with zod and react-hook-form) hydrates on its own when its code arrives; the page
// around it, header included, is interactive at once (docs/decisions/009).
const AppointmentRequest = lazyComponent(
  'appointment-request',
  () => import('../../../features/contact-page/components/appointment-request').then((m) => m.AppointmentRequest),
  { hydrateWith: false },
);

/**
 * The service select is filled in the server HTML, and a reschedule link's appointment is described there
 * (from the client's own list; signed out, the API's 401 leaves it out).
 */
export const prefetch: Prefetch = (_params, search) => [
  serviceTypesRead,
  ...(search.has('appointment') ? [myAppointmentsRead] : []),
  // /contact?serviceTypeId=..&county=..&from=..: the list of open times in the HTML (docs/booking.md).
  slotsRead(search),
];

export function ContactPage() {
  const t = useT();
  const { data: user = null } = useSessionUser();
  const query = new URLSearchParams(useSearch());
  const service = query.get('service');
  const reschedule = useRescheduleTarget(query.get('appointment'), user);
  // While helping with an account, a request is the client's: sent only with the right to act.
  const access = clientAreaAccess(user);
  return (
    <SiteLayout>
      <PageMeta title={t('contact.page.title')} description={t('contact.page.description')} />
      <div className="container-page py-10 sm:py-14">
        <div className="max-w-3xl">
          <p className="font-bold tracking-wide text-accent-700">{t('contact.page.eyebrow')}</p>
          <h1 className="mt-1 text-3xl sm:text-4xl">{t('contact.page.title')}</h1>
          <p className="prose-width mt-3 text-lg text-muted">{t('contact.page.intro')}</p>
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <Card>
            <CardContent>
              {/* A new ?service= link starts a fresh form with its own prefill. */}
              <Suspense fallback={<Spinner label={t('contact.page.loading-form')} showLabel />}>
                {access.kind !== 'own' && !mayUse(access, 'act') ? (
                  <RequestsNotShared access={access} />
                ) : reschedule.status === 'loading' ? (
                  <Spinner label={t('contact.page.loading-appointment')} showLabel />
                ) : (
                  <AppointmentRequest
                    key={service ?? ''}
                    prefill={requestPrefill(user)}
                    service={service}
                    reschedule={reschedule.target}
                    slotChoice={slotChoiceOf(query)}
                  />
                )}
              </Suspense>
            </CardContent>
          </Card>
          <div className="space-y-6">
            <ContactInfoCard />
            <ServiceCategoriesCard />
          </div>
        </div>
      </div>
    </SiteLayout>
  );
}
