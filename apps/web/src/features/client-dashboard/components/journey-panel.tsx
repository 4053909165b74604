import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { JOURNEY_STAGES } from '../journey-stages';
import type { JourneyView } from '../journey-view';
import type { LoadState } from '../load-state';
import { JourneyBar } from './journey-bar';
import { JourneyStageDetails } from './journey-stage-details';
import { JourneyStageList } from './journey-stage-list';

/** The five-stage journey bar, the percentage, and the current stage. */
export function JourneyPanel({ state }: { state: LoadState<JourneyView> }) {
  const headingId = useId();
  const t = useT();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardContent className="space-y-6">
          <h2 id={headingId} className="text-2xl sm:text-3xl">
            {t('client.journey.heading')}
          </h2>
          {state.status === 'pending' ? <Spinner label={t('client.journey.loading')} showLabel /> : null}
          {state.status === 'error' ? <p className="text-lg">{t('client.journey.failed')}</p> : null}
          {state.status === 'success' ? <JourneyContent view={state.data} headingId={headingId} /> : null}
        </CardContent>
      </Card>
    </section>
  );
}

function JourneyContent({ view: { stage, boxSteps }, headingId }: { view: JourneyView; headingId: string }) {
  const index = JOURNEY_STAGES.findIndex((s) => s.id === stage.id);
  const t = useT();
  return (
    <>
      <div className="space-y-3">
        <p className="text-lg">
          <FormattedMessage
            id="client.journey.at-stage"
            values={{
              position: index + 1,
              total: JOURNEY_STAGES.length,
              stage: t(stage.name),
              strong: (chunks) => <strong>{chunks}</strong>,
            }}
          />
        </p>
        <JourneyBar stage={stage} position={index + 1} total={JOURNEY_STAGES.length} labelledBy={headingId} />
      </div>
      <JourneyStageList stages={JOURNEY_STAGES} currentIndex={index} />
      <JourneyStageDetails stage={stage} steps={boxSteps} />
    </>
  );
}
