import { describe, expect, it } from 'vitest';
import { journeyStage } from './journey-stages';
import { journeyBoxSteps, recommendedNextSteps } from './recommendations';

const JULY = new Date('2025-07-15T16:00:00Z');
const APRIL = new Date('2025-04-15T16:00:00Z');
const OCTOBER = new Date('2025-10-15T16:00:00Z');

describe('recommendedNextSteps', () => {
  it('is the stage’s own steps outside the seasons', () => {
    const stage = journeyStage('consultation');
    expect(recommendedNextSteps(stage, JULY)).toEqual(stage.nextSteps);
  });

  it('adds the season’s step after the stage’s, so the journey box keeps the journey’s two', () => {
    const stage = journeyStage('inquiry');
    const spring = recommendedNextSteps(stage, APRIL);
    expect(spring.map((s) => s.href)).toEqual([...stage.nextSteps.map((s) => s.href), '/contact?service=seasonal']);
    expect(journeyBoxSteps(spring)).toEqual(stage.nextSteps.slice(0, 2));

    const autumn = recommendedNextSteps(journeyStage('follow-up'), OCTOBER);
    expect(autumn.at(-1)?.href).toBe('/contact?service=seasonal-return');
  });

  it('shows exactly two steps in the journey box (SPEC §9)', () => {
    for (const id of ['inquiry', 'consultation', 'scheduling', 'service', 'follow-up'] as const) {
      expect(journeyBoxSteps(recommendedNextSteps(journeyStage(id), APRIL))).toHaveLength(2);
    }
  });
});
