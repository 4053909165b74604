import { Lightbulb } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import type { LoadState } from '../load-state';
import type { NextStep } from '../next-step';
import { CardFailed, CardLoading } from './card-states';
import { DashboardCard } from '../../../components/dashboard/dashboard-card';
import { NextStepList } from './next-step-list';

/**
 * The recommended next steps the journey box has no room for (it shows two); none of them repeats one
 * there. Nothing to show when the box holds them all.
 */
export function RecommendedStepsCard({ state }: { state: LoadState<readonly NextStep[]> }) {
  const t = useT();
  if (state.status === 'success' && state.data.length === 0) return null;
  return (
    <DashboardCard title={t('client.more-steps.title')} icon={Lightbulb}>
      {state.status === 'pending' ? <CardLoading label={t('client.more-steps.loading')} /> : null}
      {state.status === 'error' ? <CardFailed>{t('client.more-steps.failed')}</CardFailed> : null}
      {state.status === 'success' ? <NextStepList steps={state.data} columns={2} /> : null}
    </DashboardCard>
  );
}
