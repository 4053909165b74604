import { useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import type { JourneyStage } from '../journey-stages';

/** Fixed widths for the five progress values: no inline styles in the server's HTML. */
const FILL: Record<JourneyStage['progress'], string> = {
  20: 'w-1/5',
  40: 'w-2/5',
  60: 'w-3/5',
  80: 'w-4/5',
  100: 'w-full',
};

interface JourneyBarProps {
  stage: JourneyStage;
  position: number;
  total: number;
  labelledBy: string;
}

/** The progress bar, with the percentage also written out beside it. */
export function JourneyBar({ stage, position, total, labelledBy }: JourneyBarProps) {
  const t = useT();
  return (
    <div className="flex items-center gap-4">
      <div
        role="progressbar"
        aria-labelledby={labelledBy}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={stage.progress}
        aria-valuetext={t('client.journey.progress', {
          progress: stage.progress,
          stage: t(stage.name),
          position,
          total,
        })}
        className="h-5 min-w-0 flex-1 overflow-hidden rounded-full border border-brand-700 bg-brand-50"
      >
        <div className={cn('h-full rounded-full bg-brand-700', FILL[stage.progress])} />
      </div>
      <p className="shrink-0 text-2xl font-bold text-brand-950 sm:text-3xl">{stage.progress}%</p>
    </div>
  );
}
