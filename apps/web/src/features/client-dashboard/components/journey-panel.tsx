import { useId } from 'react';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { JOURNEY_STAGES } from '../journey-stages';
import type { JourneyView } from '../journey-view';
import type { LoadState } from '../load-state';
import { JourneyBar } from './journey-bar';
import { JourneyStageDetails } from './journey-stage-details';
import { JourneyStageList } from './journey-stage-list';

/** The five-stage journey bar, the percentage, and the current stage. */
export function JourneyPanel({ state }: { state: LoadState<JourneyView> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardContent className="space-y-6">
          <h2 id={headingId} className="text-2xl sm:text-3xl">
            Your journey with us
          </h2>
          {state.status === 'pending' ? <Spinner label="Loading your progress…" showLabel /> : null}
          {state.status === 'error' ? <p className="text-lg">We couldn’t work out your progress just now.</p> : null}
          {state.status === 'success' ? <JourneyContent view={state.data} headingId={headingId} /> : null}
        </CardContent>
      </Card>
    </section>
  );
}

function JourneyContent({ view: { stage, boxSteps }, headingId }: { view: JourneyView; headingId: string }) {
  const index = JOURNEY_STAGES.findIndex((s) => s.id === stage.id);
  return (
    <>
      <div className="space-y-3">
        <p className="text-lg">
          You are at stage {index + 1} of {JOURNEY_STAGES.length}: <strong>{stage.name}</strong>.
        </p>
        <JourneyBar stage={stage} position={index + 1} total={JOURNEY_STAGES.length} labelledBy={headingId} />
      </div>
      <JourneyStageList stages={JOURNEY_STAGES} currentIndex={index} />
      <JourneyStageDetails stage={stage} steps={boxSteps} />
    </>
  );
}
