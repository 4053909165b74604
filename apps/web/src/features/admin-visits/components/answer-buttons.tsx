import type { ItemAnswer } from '@ta/shared';
import { Check, CircleCheck, Minus, TriangleAlert } from 'lucide-react';
import { cn } from '../../../lib/cn';

const OPTIONS: { value: ItemAnswer; label: string; icon: typeof Check; chosen: string }[] = [
  { value: 'ok', label: 'OK', icon: Check, chosen: 'border-success-700 bg-success-700 text-white' },
  { value: 'issue', label: 'Issue', icon: TriangleAlert, chosen: 'border-danger-700 bg-danger-700 text-white' },
  { value: 'na', label: 'N/A', icon: Minus, chosen: 'border-brand-800 bg-brand-800 text-white' },
];

/** OK, Issue or N/A as three large toggle buttons; the chosen one is filled and carries a check mark. */
export function AnswerButtons({
  labelId,
  value,
  onChange,
}: {
  labelId: string;
  value: ItemAnswer | null;
  onChange: (answer: ItemAnswer) => void;
}) {
  return (
    <div role="group" aria-labelledby={labelId} className="grid grid-cols-3 gap-2">
      {OPTIONS.map((option) => {
        const chosen = value === option.value;
        const Icon = chosen ? CircleCheck : option.icon;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={chosen}
            onClick={() => onChange(option.value)}
            className={cn(
              // Icon over the word on a narrow phone (three fit across 320 px), beside it from 368 px.
              'inline-flex min-h-14 min-w-0 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-lg border-2 px-1 py-1 text-lg font-bold min-[368px]:flex-row min-[368px]:gap-1.5 min-[368px]:px-2',
              chosen
                ? cn(option.chosen, 'underline underline-offset-4')
                : 'border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
            )}
          >
            <Icon aria-hidden className="size-5 shrink-0" />
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
