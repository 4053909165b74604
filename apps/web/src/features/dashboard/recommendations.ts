import type { JourneyStage } from './journey-stages';
import type { NextStep } from './next-step';
import { seasonalRecommendations } from './seasonal';

/** SPEC §9: the journey box shows only the first two recommended next steps. */
export const JOURNEY_BOX_STEP_COUNT = 2;

/**
 * Every recommended next step: the stage's own first (so the journey box's two are about the journey),
 * then the season's extras. A step already in the list is not repeated.
 */
export function recommendedNextSteps(stage: JourneyStage, now: Date): NextStep[] {
  const steps: NextStep[] = [];
  for (const step of [...stage.nextSteps, ...seasonalRecommendations(now)]) {
    if (!steps.some((s) => s.href === step.href)) steps.push(step);
  }
  return steps;
}

export function journeyBoxSteps(steps: readonly NextStep[]): NextStep[] {
  return steps.slice(0, JOURNEY_BOX_STEP_COUNT);
}
