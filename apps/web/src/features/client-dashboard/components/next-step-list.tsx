import { cn } from '../../../lib/cn';
import type { NextStep } from '../next-step';
import { useDashboardText } from '../use-dashboard-text';
import { ActionLink } from './action-link';
import { StepIcon } from './step-icon';

/** Recommended steps: each a real link with a short line on why. */
export function NextStepList({ steps, columns = 1 }: { steps: readonly NextStep[]; columns?: 1 | 2 }) {
  const text = useDashboardText();
  return (
    <ul className={cn('grid gap-4', columns === 2 && 'md:grid-cols-2 md:gap-x-8')}>
      {steps.map((step) => (
        <li key={step.id} className="flex gap-3">
          <StepIcon icon={step.icon} />
          <div className="min-w-0">
            <ActionLink
              href={step.href}
              className="inline-flex min-h-11 items-center text-lg font-bold wrap-anywhere underline"
            >
              {text(step.label)}
            </ActionLink>
            <p className="text-base text-muted">{text(step.description)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
