import { dashboardPathFor, isBackOfficeRole, type SessionUser } from '@ta/shared';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { SectionLink } from '../../../components/layouts/section-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { trackedRequestRead, useTrackedRequest } from '../../../features/tracking/api/get-tracked-request';
import { CallbackRequestCard } from '../../../features/tracking/components/callback-request-card';
import { RequestNotFoundCard } from '../../../features/tracking/components/request-not-found-card';
import { TrackRequestForm } from '../../../features/tracking/components/track-request-form';
import { TrackedRequestCard } from '../../../features/tracking/components/tracked-request-card';
import { TrackingHelp } from '../../../features/tracking/components/tracking-help';
import type { MessageId } from '../../../i18n/messages/en';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import { queryKeys } from '../../../lib/query-keys';
import type { Prefetch } from '../../../lib/server-read';
import { useSessionUser } from '../../../lib/session';
import { SiteLayout } from '../../layouts/site-layout';

/**
 * "Create an Account" leads to /client-portal (a visitor signs in or registers on the way).
 * A signed-in person gets their own dashboard instead.
 */
function accountLinkFor(user: SessionUser | null | undefined): { href: string; label: MessageId } {
  if (!user) return { href: '/client-portal', label: 'tracking.account.create' };
  const label = isBackOfficeRole(user.role) ? 'tracking.account.admin' : 'tracking.account.mine';
  // The back office is outside the page's language (wouter's `~` leaves the /es base).
  return { href: isBackOfficeRole(user.role) ? `~${dashboardPathFor(user.role)}` : dashboardPathFor(user.role), label };
}

/**
 * A request sent without JavaScript lands here (post/redirect/get, `&received=1`): its code is the first
 * thing to keep, so it is said first, with how to come back.
 */
function RequestReceived({ code }: { code: string }) {
  const t = useT();
  return (
    <Alert tone="success" title={t('tracking.received.heading')}>
      <p>
        <FormattedMessage
          id="tracking.received.text"
          values={{
            code: (
              <code className="font-mono text-lg font-bold tracking-wider whitespace-nowrap text-brand-950">
                {code}
              </code>
            ),
          }}
        />
      </p>
    </Alert>
  );
}

/** /track-request?token=CODE: the request is in the server HTML (a 404 renders Request Not Found). */
export const prefetch: Prefetch = (_params, search) => [trackedRequestRead(search.get('token'))];

export function TrackRequestPage() {
  const t = useT();
  const params = new URLSearchParams(useSearch());
  const token = params.get('token');
  const received = params.get('received') === '1';
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const query = useTrackedRequest(token);
  const { data: user } = useSessionUser();
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusResult = useRef(false);

  // After a search, move focus to the answer so it is read out and the next Tab continues from it.
  const { fetchStatus, status, dataUpdatedAt } = query;
  useEffect(() => {
    if (!focusResult.current || fetchStatus !== 'idle' || status === 'pending') return;
    focusResult.current = false;
    resultHeadingRef.current?.focus();
  }, [fetchStatus, status, dataUpdatedAt]);

  const search = (code: string) => {
    focusResult.current = true;
    // Each search shows the latest status, also for a code looked up before.
    void queryClient.invalidateQueries({ queryKey: queryKeys.contacts.tracked(code) });
    // The code goes into the address, so the page can be bookmarked or shared.
    if (code !== token) navigate(`/track-request?token=${encodeURIComponent(code)}`);
  };

  const account = accountLinkFor(user);
  const accountLink = { href: account.href, label: t(account.label) };

  let result = null;
  if (token === null || token.trim() === '') {
    result = (
      <div className="space-y-4">
        <TrackingHelp headingLevel="h2" />
        <p>
          <FormattedMessage
            id="tracking.no-code"
            values={{
              link: (words) => (
                <SectionLink section="contact" className="font-bold">
                  {words}
                </SectionLink>
              ),
            }}
          />
        </p>
      </div>
    );
  } else if (query.isError) {
    result = (
      <div className="space-y-4">
        <Alert tone="error" title={t('tracking.failed.title')}>
          {t('tracking.failed.text')}
        </Alert>
        <Button type="button" variant="outline" onClick={() => void query.refetch()}>
          <RotateCcw aria-hidden />
          {t('ui.try-again')}
        </Button>
      </div>
    );
  } else if (query.data === null) {
    result = <RequestNotFoundCard headingRef={resultHeadingRef} />;
  } else if (query.data?.kind === 'callback') {
    result = <CallbackRequestCard request={query.data} headingRef={resultHeadingRef} />;
  } else if (query.data) {
    result = <TrackedRequestCard request={query.data} accountLink={accountLink} headingRef={resultHeadingRef} />;
  } else {
    result = <Spinner label={t('tracking.looking-up')} showLabel />;
  }

  return (
    <SiteLayout>
      <PageMeta
        title={t('tracking.page.title')}
        description={t('tracking.page.description')}
        // A looked-up request is personal: keep it out of search engines.
        noIndex={token !== null}
        status={query.data === null ? 404 : undefined}
      />
      <div className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="container-page py-10 sm:py-14">
          <div className="mx-auto max-w-3xl">
            <h1 className="text-3xl sm:text-4xl">{t('tracking.page.title')}</h1>
            <p className="prose-width mt-3 text-lg">{t('tracking.page.intro')}</p>
            {received && query.data ? (
              <div className="mt-6">
                <RequestReceived code={query.data.trackingToken} />
              </div>
            ) : null}
            <Card className="mt-8">
              <CardContent>
                <TrackRequestForm
                  key={token ?? ''}
                  initialCode={token ?? ''}
                  sentEmpty={token !== null && token.trim() === ''}
                  onSearch={search}
                />
              </CardContent>
            </Card>
            <div className="mt-8">{result}</div>
          </div>
        </div>
      </div>
    </SiteLayout>
  );
}
