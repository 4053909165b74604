import { OUTSIDE_HOURS_LABEL } from '@ta/shared';
import { Clock } from 'lucide-react';
import type { ComponentProps } from 'react';
import { CheckboxField } from '../ui/checkbox-field';

interface OutsideHoursConfirmationProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Why the chosen day and time are outside opening hours (`openingHoursProblem`); nothing shows when null. */
  problem: string | null;
  error?: string | undefined;
}

/**
 * Shown as soon as a booking's day and time fall outside opening hours (a Sunday, 9 pm): the reason,
 * and a box to tick to book it anyway. The server refuses such a booking without it (decision 023).
 */
export function OutsideHoursConfirmation({ problem, error, ...checkbox }: OutsideHoursConfirmationProps) {
  if (problem === null) return null;
  return (
    <div className="rounded-lg border-2 border-accent-700 bg-accent-50 p-4">
      <p className="flex items-start gap-2 font-bold text-ink">
        <Clock aria-hidden className="mt-1 size-5 shrink-0" />
        <span>Outside opening hours. {problem}</span>
      </p>
      <CheckboxField
        className="mt-2"
        label={OUTSIDE_HOURS_LABEL}
        hint="Tick this only when the client and the staff member have agreed to it."
        error={error}
        {...checkbox}
      />
    </div>
  );
}
