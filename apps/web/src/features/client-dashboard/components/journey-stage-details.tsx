import { CircleCheck } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import type { JourneyStage } from '../journey-stages';
import type { NextStep } from '../next-step';
import { useDashboardText } from '../use-dashboard-text';
import { NextStepList } from './next-step-list';

/** The current stage in words, what it brings, and the first two next steps. */
export function JourneyStageDetails({ stage, steps }: { stage: JourneyStage; steps: readonly NextStep[] }) {
  const t = useT();
  const text = useDashboardText();
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
      <div>
        <h3 className="text-xl sm:text-2xl">{t('client.journey.where-you-are', { stage: t(stage.name) })}</h3>
        <p className="prose-width mt-2">{text(stage.description)}</p>
        <ul className="mt-4 space-y-2">
          {stage.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <CircleCheck aria-hidden className="mt-1 size-5 shrink-0 text-success-700" />
              <span>{text(feature)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-xl bg-canvas p-4 sm:p-5">
        <h3 className="text-xl sm:text-2xl">{t('client.journey.next-steps')}</h3>
        <div className="mt-3">
          <NextStepList steps={steps} />
        </div>
      </div>
    </div>
  );
}
