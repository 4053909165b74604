import { Lightbulb } from 'lucide-react';
import type { LoadState } from '../load-state';
import type { NextStep } from '../next-step';
import { CardFailed, CardLoading } from './card-states';
import { DashboardCard } from './dashboard-card';
import { NextStepList } from './next-step-list';

/**
 * The recommended next steps the journey box has no room for (it shows two); none of them repeats one
 * there. Nothing to show when the box holds them all.
 */
export function RecommendedStepsCard({ state }: { state: LoadState<readonly NextStep[]> }) {
  if (state.status === 'success' && state.data.length === 0) return null;
  return (
    <DashboardCard title="More recommended next steps" icon={Lightbulb}>
      {state.status === 'pending' ? <CardLoading label="Loading your recommendations…" /> : null}
      {state.status === 'error' ? <CardFailed>We couldn’t load your recommendations.</CardFailed> : null}
      {state.status === 'success' ? <NextStepList steps={state.data} columns={2} /> : null}
    </DashboardCard>
  );
}
