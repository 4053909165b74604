import type { ContactRequestReceipt, SessionUser } from '@ta/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardList, List, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import {
  myRequestsQueryOptions,
  myRequestsRead,
  useMyRequests,
} from '../../../features/client-requests/api/my-requests';
import { AccountInfoCard } from '../../../features/client-requests/components/account-info-card';
import { ClaimRequestCard } from '../../../features/client-requests/components/claim-request-card';
import { MyRequests } from '../../../features/client-requests/components/my-requests';
import { NewRequestForm } from '../../../features/client-requests/components/new-request-form';
import { QuickLinksCard } from '../../../features/client-requests/components/quick-links-card';
import { portalTabFrom, portalTabHref, type PortalTab } from '../../../features/client-requests/portal-tab';
import { TrackingCodePanel } from '../../../features/landing-forms/components/tracking-code-panel';
import { RequestStatusBadge } from '../../../features/tracking/components/request-status-badge';
import { statusInfo } from '../../../features/tracking/request-status';
import { useServiceName } from '../../../components/appointments/appointment-words';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
import { useMayUse } from '../../../lib/use-circle-right';
import { ClientLayout } from '../../layouts/client-layout';

/** The server reads the requests, so the list is in the HTML (and the page starts at the first reach). */
export const prefetch: Prefetch = () => [{ ...myRequestsRead, part: true }];

const renderStatus = (status: string) => <RequestStatusBadge status={statusInfo(status)} />;

/**
 * /client-portal: the client's requests and a form for a new one. Both tabs stay
 * mounted, so switching tabs never loses what was typed; `?tab=new` opens New Request.
 */
export function ClientPortalPage({ user }: { user: SessionUser }) {
  const [, navigate] = useLocation();
  const t = useT();
  const serviceName = useServiceName();
  // Someone helping with the account: a new request needs the right to act; claiming a request and
  // the account's own details are the holder's (docs/circle.md).
  const mayAct = useMayUse('act');
  const isOwner = useMayUse('owner');
  const search = useSearch();
  const tab = mayAct ? portalTabFrom(search) : 'requests';
  const queryClient = useQueryClient();
  const requests = useMyRequests();
  const [receipt, setReceipt] = useState<ContactRequestReceipt | null>(null);
  const requestsTabRef = useRef<HTMLButtonElement>(null);
  const newTabRef = useRef<HTMLButtonElement>(null);

  const selectTab = (value: string) => navigate(portalTabHref(value === 'new' ? 'new' : 'requests'), { replace: true });
  // From a button inside a panel: the button disappears with its panel, so focus goes to the new tab.
  const openTab = (value: PortalTab) => {
    selectTab(value);
    (value === 'new' ? newTabRef : requestsTabRef).current?.focus();
  };
  const refreshRequests = () => void queryClient.invalidateQueries({ queryKey: myRequestsQueryOptions.queryKey });

  return (
    <ClientLayout>
      <PageMeta title={t('client.portal.title')} description={t('client.portal.description')} noIndex />
      <div className="container-page py-10 sm:py-14">
        <h1 className="text-3xl sm:text-4xl">{t('client.portal.title')}</h1>
        <p className="prose-width mt-3 text-lg text-muted">{t('client.portal.intro')}</p>

        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList aria-label={t('client.portal.tabs')}>
              <TabsTrigger value="requests" ref={requestsTabRef}>
                <List aria-hidden className="hidden size-5 shrink-0 sm:block" />
                {t('client.portal.tab.requests')}
              </TabsTrigger>
              {mayAct ? (
                <TabsTrigger value="new" ref={newTabRef}>
                  <Plus aria-hidden className="hidden size-5 shrink-0 sm:block" />
                  {t('client.portal.tab.new')}
                </TabsTrigger>
              ) : null}
            </TabsList>

            <TabsContent value="requests" forceMount hidden={tab !== 'requests'} className="space-y-10">
              <section aria-labelledby="my-requests-heading" className="space-y-4">
                <h2 id="my-requests-heading" className="text-2xl">
                  {t('client.portal.your-requests')}
                </h2>
                <MyRequests
                  query={requests}
                  renderStatus={renderStatus}
                  onCreateNew={mayAct ? () => openTab('new') : undefined}
                />
              </section>
              {isOwner ? <ClaimRequestCard defaultEmail={user.email} onClaimed={refreshRequests} /> : null}
            </TabsContent>

            {mayAct ? (
              <TabsContent value="new" forceMount hidden={tab !== 'new'} className="space-y-4">
                <h2 className="text-2xl">{t('client.portal.ask')}</h2>
                {receipt ? (
                  <div className="space-y-4">
                    <TrackingCodePanel
                      title={t('client.portal.sent.title')}
                      nextStep={t('client.portal.sent.next', { service: serviceName(receipt.serviceInterest) })}
                      code={receipt.trackingToken}
                      emailedTo={receipt.email}
                      onStartOver={() => setReceipt(null)}
                    />
                    <Button type="button" variant="ghost" size="lg" onClick={() => openTab('requests')}>
                      <ClipboardList aria-hidden />
                      {t('client.portal.see-requests')}
                    </Button>
                  </div>
                ) : (
                  <Card>
                    <CardContent>
                      <NewRequestForm
                        user={user}
                        onSubmitted={(sent) => {
                          setReceipt(sent);
                          refreshRequests();
                        }}
                      />
                    </CardContent>
                  </Card>
                )}
              </TabsContent>
            ) : null}
          </Tabs>

          <aside aria-label={t('client.portal.your-account')} className="space-y-6">
            {isOwner ? <AccountInfoCard user={user} /> : null}
            {isOwner ? <QuickLinksCard /> : null}
          </aside>
        </div>
      </div>
    </ClientLayout>
  );
}
