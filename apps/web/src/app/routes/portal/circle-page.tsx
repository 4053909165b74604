import type { SessionUser } from '@ta/shared';
import { useId, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { FormProblems } from '../../../components/ui/form-problems';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { helpedAccountsRead, useHelpedAccounts } from '../../../features/circle/api/helped-accounts';
import { circleLogRead, myCircleRead, useCircleLog, useMyCircle } from '../../../features/circle/api/my-circle';
import { AccessLog } from '../../../features/circle/components/access-log';
import { CircleList } from '../../../features/circle/components/circle-list';
import { HelpedAccounts } from '../../../features/circle/components/helped-accounts';
import { InviteForm } from '../../../features/circle/components/invite-form';
import { RemoveConfirmPanel } from '../../../features/circle/components/remove-confirm-panel';
import type { MessageId } from '../../../i18n/messages/en';
import { useT } from '../../../i18n/use-t';
import { clientAreaAccess } from '../../../lib/circle-access';
import { usePageFormResult } from '../../../lib/page-form';
import type { Prefetch } from '../../../lib/server-read';
import { ClientPage } from '../../layouts/client-layout';

/** The server reads the circle, its log and the accounts the person helps with, so the page works without JavaScript. */
export const prefetch: Prefetch = () => [myCircleRead, circleLogRead, helpedAccountsRead];

/** What a form sent without JavaScript achieved (the post redirects here with `done=`). */
const DONE: Record<string, MessageId> = {
  invited: 'circle.done.invited',
  removed: 'circle.done.removed',
  confirmed: 'circle.done.confirmed',
};

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-2xl sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="prose-width mt-1 text-lg text-muted">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

/**
 * /circle, "My circle": the people the account holder trusts (invite, change, remove), what they
 * did, and the accounts the signed-in person helps with themselves.
 */
export function CirclePage({ user }: { user: SessionUser }) {
  const t = useT();
  const own = clientAreaAccess(user).kind === 'own';
  const search = new URLSearchParams(useSearch());
  const done = DONE[search.get('done') ?? ''];
  const actingProblem = usePageFormResult('circle-acting');
  const confirmProblem = usePageFormResult('circle-confirm');
  const helped = useHelpedAccounts();

  return (
    <ClientPage title={t('circle.title')} description={t('circle.description')} className="max-w-4xl space-y-12">
      <div>
        <h1 className="text-3xl sm:text-4xl">{t('circle.title')}</h1>
        <p className="prose-width mt-3 text-lg text-muted">{own ? t('circle.intro') : t('circle.intro-helping')}</p>
      </div>
      {done ? <Alert tone="success">{t(done)}</Alert> : null}
      <FormProblems result={actingProblem} title={t('circle.acting.failed')} />
      <FormProblems result={confirmProblem} title={t('circle.confirm.failed')} />
      {own ? <OwnCircle removeId={search.get('remove')} /> : null}
      {helped.data && helped.data.length > 0 ? (
        <Section title={t('circle.helped.title')} intro={t('circle.helped.intro')}>
          <HelpedAccounts accounts={helped.data} actingFor={user.actingFor?.clientId ?? null} />
        </Section>
      ) : null}
    </ClientPage>
  );
}

function OwnCircle({ removeId }: { removeId: string | null }) {
  const t = useT();
  const circle = useMyCircle();
  const log = useCircleLog();
  const removing = circle.data?.find((contact) => String(contact.id) === removeId && contact.status !== 'removed');

  return (
    <>
      {removing ? <RemoveConfirmPanel contact={removing} /> : null}
      <Section title={t('circle.list.title')}>
        {circle.data ? (
          <CircleList contacts={circle.data} />
        ) : (
          <QueryFallback query={circle} loading={t('circle.list.loading')} errorTitle={t('circle.list.failed')} />
        )}
      </Section>
      <Section title={t('circle.invite.title')} intro={t('circle.invite.intro')}>
        <div className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-7">
          <InviteForm />
        </div>
      </Section>
      <Section title={t('circle.log.title')} intro={t('circle.log.intro')}>
        {log.data ? (
          <AccessLog entries={log.data} />
        ) : (
          <QueryFallback query={log} loading={t('circle.log.loading')} errorTitle={t('circle.log.failed')} />
        )}
      </Section>
    </>
  );
}
