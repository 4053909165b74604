import { Lightbulb } from 'lucide-react';
import type { LoadState } from '../load-state';
import type { NextStep } from '../next-step';
import { CardFailed, CardLoading } from './card-states';
import { DashboardCard } from './dashboard-card';
import { NextStepList } from './next-step-list';

/** Every recommended next step for the client's stage, with the season's extras. */
export function RecommendedStepsCard({ state }: { state: LoadState<readonly NextStep[]> }) {
  return (
    <DashboardCard title="Recommended next steps" icon={Lightbulb}>
      {state.status === 'pending' ? <CardLoading label="Loading your recommendations…" /> : null}
      {state.status === 'error' ? <CardFailed>We couldn’t load your recommendations.</CardFailed> : null}
      {state.status === 'success' ? <NextStepList steps={state.data} columns={2} /> : null}
    </DashboardCard>
  );
}
