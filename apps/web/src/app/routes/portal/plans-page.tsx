import type { SessionUser } from '@ta/shared';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { plansRead, usePlans } from '../../../features/plans/api/plans';
import { NewPlanForm } from '../../../features/plans/components/new-plan-form';
import { PlanCard } from '../../../features/plans/components/plan-card';
import { isPlanOutcome, type PlanOutcome } from '../../../features/plans/components/plan-form';
import { useT } from '../../../i18n/use-t';
import { useMayUse } from '../../../lib/use-circle-right';
import type { Prefetch } from '../../../lib/server-read';
import { serviceTypesRead, useServiceTypes } from '../../../lib/service-types';
import { ClientPage } from '../../layouts/client-layout';

/** The server reads the plans and the services, so the page and its forms work without JavaScript. */
export const prefetch: Prefetch = () => [plansRead, serviceTypesRead];

/**
 * /plans, "Standing visits" (docs/service-plans.md): the client's visits that repeat, each with its
 * next days, skip, pause, change and stop; and the form to set one up. A trusted contact with the
 * `appointments` right reads it; the server refuses the changes to one without `act`.
 */
export function PlansPage(_props: { user: SessionUser }) {
  const t = useT();
  const plans = usePlans();
  const mayAct = useMayUse('act');
  const services = useServiceTypes();
  const fromPage = new URLSearchParams(useSearch()).get('done');
  const [done, setDone] = useState<PlanOutcome | null>(null);
  const outcome = done ?? (isPlanOutcome(fromPage) ? fromPage : null);

  return (
    <ClientPage title={t('plans.title')} description={t('plans.description')} className="max-w-3xl space-y-6">
      <BackLink href="/appointments">{t('plans.back')}</BackLink>
      <h1 className="text-3xl sm:text-4xl">{t('plans.title')}</h1>
      <p className="prose-width text-lg">{t('plans.intro')}</p>
      {outcome ? <Alert tone="success">{t(`plans.done.${outcome}`)}</Alert> : null}
      {plans.isPending ? (
        <p role="status">{t('plans.loading')}</p>
      ) : !plans.data ? (
        <div role="alert" className="space-y-3">
          <p>{t('plans.load-failed')}</p>
          <Button type="button" onClick={() => void plans.refetch()}>
            {t('plans.retry')}
          </Button>
        </div>
      ) : plans.data.length === 0 ? (
        <p className="text-lg">{t('plans.empty')}</p>
      ) : (
        <div className="space-y-6">
          {plans.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} onDone={setDone} />
          ))}
        </div>
      )}
      {mayAct ? (
        <section aria-labelledby="plan-new-heading" className="space-y-4 rounded-2xl border border-line bg-white p-5">
          <h2 id="plan-new-heading" className="text-2xl">
            {t('plans.new.heading')}
          </h2>
          <p>{t('plans.new.intro')}</p>
          {services.data ? <NewPlanForm services={services.data} onDone={setDone} /> : null}
        </section>
      ) : null}
    </ClientPage>
  );
}
