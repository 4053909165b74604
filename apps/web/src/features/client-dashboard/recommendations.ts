import type { JourneyStage } from './journey-stages';
import type { NextStep } from './next-step';

/** The journey box shows the first two recommended next steps. */
export const JOURNEY_BOX_STEP_COUNT = 2;

export interface NextSteps {
  /** The first two, in the journey box. */
  box: NextStep[];
  /** The others, in the More next steps card. */
  more: NextStep[];
}

/**
 * The stage's recommended steps, each listed once on the dashboard: the journey box takes the first
 * two and the More next steps card the rest. A step that leads where an earlier one does (the same
 * page, call or e-mail) is left out. The season's step is not here: the seasonal banner offers it.
 */
export function nextStepsFor(stage: Pick<JourneyStage, 'nextSteps'>): NextSteps {
  const steps: NextStep[] = [];
  for (const step of stage.nextSteps) {
    if (!steps.some((s) => s.id === step.id || s.href === step.href)) steps.push(step);
  }
  return { box: steps.slice(0, JOURNEY_BOX_STEP_COUNT), more: steps.slice(JOURNEY_BOX_STEP_COUNT) };
}
