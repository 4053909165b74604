import type { CircleRight, SessionUser } from '@ta/shared';
import { useState } from 'react';
import {
  myAppointmentsRead,
  useLiveVisitRefresh,
  useMyAppointments,
} from '../../../features/client-appointments/api/my-appointments';
import { helpedAccountsRead } from '../../../features/circle/api/helped-accounts';
import { CircleDashboardCard } from '../../../features/circle/components/circle-dashboard-card';
import { NoRightNotice } from '../../../features/circle/components/no-right-notice';
import { RIGHT_WORDS } from '../../../features/circle/circle-words';
import { myPropertiesRead } from '../../../features/client-properties/api/my-properties';
import { PropertiesDashboardCard } from '../../../features/client-properties/components/properties-dashboard-card';
import { referralRead, useReferral } from '../../../features/referral/api/referral';
import { discountWords, REFERRAL_SECTION_ID } from '../../../features/referral/referral-words';
import { myQuotesRead } from '../../../features/client-quotes/api/client-quote';
import { QuotesDashboardCard } from '../../../features/client-quotes/components/quotes-dashboard-card';
import { myRequestsRead, useMyRequests } from '../../../features/client-requests/api/my-requests';
import { CLAIM_REQUEST_HREF } from '../../../features/client-requests/components/claim-request-card';
import { DashboardLoadError } from '../../../features/client-dashboard/components/dashboard-load-error';
import { HelpfulTips } from '../../../features/client-dashboard/components/helpful-tips';
import { JourneyPanel } from '../../../features/client-dashboard/components/journey-panel';
import { QuickActions } from '../../../features/client-dashboard/components/quick-actions';
import { RecentRequestsCard } from '../../../features/client-dashboard/components/recent-requests-card';
import { RecommendedStepsCard } from '../../../features/client-dashboard/components/recommended-steps-card';
import { SeasonalBanner } from '../../../features/client-dashboard/components/seasonal-banner';
import { SpecialServices } from '../../../features/client-dashboard/components/special-services';
import { UpcomingAppointmentsCard } from '../../../features/client-dashboard/components/upcoming-appointments-card';
import { dashboardAppointments, recentRequests } from '../../../features/client-dashboard/dashboard-lists';
import { dashboardGreeting } from '../../../features/client-dashboard/greeting';
import { journeyViewFor } from '../../../features/client-dashboard/journey-view';
import { loadStateOf, mapLoaded } from '../../../features/client-dashboard/load-state';
import { seasonalBannerFor, seasonFor } from '../../../features/client-dashboard/seasonal';
import { useLoadFailureToast } from '../../../features/client-dashboard/use-load-failure-toast';
import { RequestStatusBadge } from '../../../features/tracking/components/request-status-badge';
import { statusInfo } from '../../../features/tracking/request-status';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { clientAreaAccess, mayUse, type ClientAreaAccess } from '../../../lib/circle-access';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
import { ClientLayout } from '../../layouts/client-layout';

/**
 * The server reads every card's list, so the dashboard is whole in its HTML (and starts at the first reach,
 * docs/decisions/068). A helper's reads beyond their rights are refused and not shown, as in the browser.
 */
export const prefetch: Prefetch = () =>
  [myRequestsRead, myAppointmentsRead, myPropertiesRead, myQuotesRead, helpedAccountsRead, referralRead].map(
    (read) => ({
      ...read,
      signedInOnly: true,
      part: true,
    }),
  );

const statusBadge = (status: string) => <RequestStatusBadge status={statusInfo(status)} />;

/** /dashboard: where the client stands, what is coming up, and what to do next. */
export function DashboardPage({ user }: { user: SessionUser }) {
  const access = clientAreaAccess(user);
  if (access.kind === 'ended') return <EndedDashboard access={access} />;
  if (access.kind === 'helping') return <HelpingDashboard access={access} />;
  return <OwnDashboard user={user} />;
}

function OwnDashboard({ user }: { user: SessionUser }) {
  const t = useT();
  const greeting = dashboardGreeting(user);
  const requestsQuery = useMyRequests();
  const appointmentsQuery = useMyAppointments();
  // The moment the page opened: every "today", "upcoming", "ago" and season on it is measured from here.
  const [now] = useState(() => new Date());
  // Today's visit as it happens: read again every 30 seconds until it is done.
  useLiveVisitRefresh(appointmentsQuery.data);

  const requests = loadStateOf(requestsQuery);
  const appointments = loadStateOf(appointmentsQuery);
  const journey = journeyViewFor(requests, appointments, now);
  const banner = seasonalBannerFor(now);

  const failed = [requestsQuery, appointmentsQuery].filter((query) => query.isError);
  useLoadFailureToast(Math.max(0, ...failed.map((query) => query.errorUpdatedAt)));

  return (
    <ClientLayout>
      <PageMeta title={t('client.dashboard.title')} description={t('client.dashboard.description')} noIndex />
      <div className="container-page space-y-10 py-10 sm:py-14">
        <div>
          <h1 className="text-3xl sm:text-4xl">{t(greeting.id, greeting.values)}</h1>
          <p className="prose-width mt-3 text-lg text-muted">{t('client.dashboard.intro')}</p>
        </div>

        {failed.length > 0 ? (
          <DashboardLoadError
            onRetry={() => failed.forEach((query) => void query.refetch())}
            retrying={failed.some((query) => query.isFetching)}
          />
        ) : null}

        {banner ? <SeasonalBanner banner={banner} /> : null}

        <JourneyPanel state={journey} />

        <div className="grid gap-6 md:grid-cols-2">
          <UpcomingAppointmentsCard
            state={mapLoaded(appointments, (list) => dashboardAppointments(list, now))}
            now={now}
          />
          <RecentRequestsCard
            state={mapLoaded(requests, recentRequests)}
            now={now}
            statusBadge={statusBadge}
            addEarlierHref={CLAIM_REQUEST_HREF}
          />
        </div>
        <QuotesDashboardCard />
        <PropertiesDashboardCard />
        <CircleDashboardCard />
        <RecommendedStepsCard state={mapLoaded(journey, (view) => view.moreSteps)} />

        <QuickActions />
        <SpecialServices season={seasonFor(now)} />
        <Tips />
      </div>
    </ClientLayout>
  );
}

/** The tips: referring a friend only while the owner gives a referral discount (docs/referrals.md). */
function Tips() {
  const referral = useReferral();
  const localePath = useLocalePath();
  const discount = referral.data?.discount;
  return (
    <HelpfulTips
      referDiscount={discount ? discountWords(discount) : null}
      referHref={localePath(`/profile#${REFERRAL_SECTION_ID}`)}
    />
  );
}

/** The helped account's holder ended the access: the page says so and offers the way back. */
function EndedDashboard({ access }: { access: Extract<ClientAreaAccess, { kind: 'ended' }> }) {
  const t = useT();
  return (
    <ClientLayout>
      <PageMeta title={t('circle.no-right.ended-title')} description={t('client.dashboard.description')} noIndex />
      <NoRightNotice access={access} />
    </ClientLayout>
  );
}

function HelperAppointments({ name }: { name: string }) {
  const query = useMyAppointments();
  const [now] = useState(() => new Date());
  // The helper follows the visit as it happens, as the client does.
  useLiveVisitRefresh(query.data);
  return (
    <UpcomingAppointmentsCard
      state={mapLoaded(loadStateOf(query), (list) => dashboardAppointments(list, now))}
      now={now}
      forName={name}
    />
  );
}

function HelperRequests({ name }: { name: string }) {
  const query = useMyRequests();
  const [now] = useState(() => new Date());
  return (
    <RecentRequestsCard
      state={mapLoaded(loadStateOf(query), recentRequests)}
      now={now}
      statusBadge={statusBadge}
      forName={name}
    />
  );
}

/**
 * The dashboard of someone helping with a client's account: whose account it is, what they may do
 * there, and the cards their rights cover (the rest is not read at all).
 */
function HelpingDashboard({ access }: { access: Extract<ClientAreaAccess, { kind: 'helping' }> }) {
  const t = useT();
  const may = (right: CircleRight) => mayUse(access, right);
  return (
    <ClientLayout>
      <PageMeta
        title={t('circle.helping.title', { name: access.name })}
        description={t('client.dashboard.description')}
        noIndex
      />
      <div className="container-page space-y-10 py-10 sm:py-14">
        <div>
          <h1 className="text-3xl sm:text-4xl">{t('circle.helping.title', { name: access.name })}</h1>
          <p className="prose-width mt-3 text-lg text-muted">{t('circle.helping.intro', { name: access.name })}</p>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-lg" data-testid="circle-helping-rights">
            {access.rights.map((right) => (
              <li key={right}>{t(RIGHT_WORDS[right].theirs, { name: access.name })}</li>
            ))}
          </ul>
        </div>
        {may('appointments') || may('requests') ? (
          <div className="grid gap-6 md:grid-cols-2">
            {may('appointments') ? <HelperAppointments name={access.name} /> : null}
            {may('requests') ? <HelperRequests name={access.name} /> : null}
          </div>
        ) : null}
        {may('billing') ? <QuotesDashboardCard /> : null}
        {may('reports') ? <PropertiesDashboardCard /> : null}
        {may('act') ? <QuickActions /> : null}
      </div>
    </ClientLayout>
  );
}
