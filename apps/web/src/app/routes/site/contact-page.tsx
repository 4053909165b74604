import { Suspense } from 'react';
import { useSearch } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { serviceTypesRead } from '../../../lib/service-types';
import { ContactInfoCard } from '../../../features/contact-page/components/contact-info-card';
import { ServiceCategoriesCard } from '../../../features/contact-page/components/service-categories-card';
import { slotChoiceOf, slotsRead } from '../../../features/contact-page/api/slot-read';
import { myAppointmentsRead } from '../../../features/client-appointments/api/my-appointments';
import { useT } from '../../../i18n/use-t';
import { lazyComponent } from '../../../lib/lazy-component';
import type { Prefetch } from '../../../lib/server-read';
import { useSessionUser } from '../../../lib/session';
import { clientAreaAccess, mayUse, requestPrefill } from '../../../lib/circle-access';
import { RequestsNotShared } from '../../../features/circle/components/requests-not-shared';
import { SiteFormPage } from './site-form-page';
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
    <SiteFormPage
      title={t('contact.page.title')}
      description={t('contact.page.description')}
      eyebrow={t('contact.page.eyebrow')}
      intro={t('contact.page.intro')}
      aside={
        <div className="space-y-6">
          <ContactInfoCard />
          <ServiceCategoriesCard />
        </div>
      }
    >
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
    </SiteFormPage>
  );
}
