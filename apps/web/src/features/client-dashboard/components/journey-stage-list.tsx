import { Check, MapPin } from 'lucide-react';
import type { MessageId } from '../../../i18n/messages/en';
import { useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import type { JourneyStage } from '../journey-stages';

type Place = 'done' | 'current' | 'ahead';

const WORDS: Record<Place, MessageId> = {
  done: 'client.journey.done',
  current: 'client.journey.current',
  ahead: 'client.journey.ahead',
};

function Marker({ place, number }: { place: Place; number: number }) {
  const look = {
    done: 'border-brand-700 bg-brand-700 text-white',
    current: 'border-accent-600 bg-accent-600 text-white',
    ahead: 'border-field bg-white text-muted',
  }[place];
  return (
    <span
      aria-hidden
      className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-full border-2 font-bold', look)}
    >
      {place === 'done' ? <Check className="size-5" /> : place === 'current' ? <MapPin className="size-5" /> : number}
    </span>
  );
}

/** The five stages by name, each saying in words whether it is done, current or still to come. */
export function JourneyStageList({ stages, currentIndex }: { stages: readonly JourneyStage[]; currentIndex: number }) {
  const t = useT();
  return (
    <ol className="grid gap-3 sm:grid-cols-5 sm:gap-2">
      {stages.map((stage, index) => {
        const place: Place = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'ahead';
        return (
          <li
            key={stage.id}
            aria-current={place === 'current' ? 'step' : undefined}
            className="flex items-center gap-3 sm:flex-col sm:items-center sm:gap-1.5 sm:text-center"
          >
            <Marker place={place} number={index + 1} />
            <div className="min-w-0">
              <p className={cn('leading-snug', place === 'current' ? 'font-bold text-brand-950' : 'text-ink')}>
                {t(stage.name)}
              </p>
              <p className={cn('text-base', place === 'current' ? 'font-bold text-accent-700' : 'text-muted')}>
                {t(WORDS[place])}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
