import { describe, expect, it } from 'vitest';
import { JOURNEY_STAGE_IDS } from './journey';
import { journeyStage } from './journey-stages';
import { STEPS } from './next-step';
import { JOURNEY_BOX_STEP_COUNT, nextStepsFor } from './recommendations';

describe('nextStepsFor', () => {
  it('puts the first two in the journey box and the rest in the card', () => {
    const stage = journeyStage('inquiry');
    const { box, more } = nextStepsFor(stage);
    expect(JOURNEY_BOX_STEP_COUNT).toBe(2);
    expect(box).toEqual(stage.nextSteps.slice(0, 2));
    expect(more).toEqual(stage.nextSteps.slice(2));
  });

  it('never lists the same step twice on the dashboard, at any stage', () => {
    for (const id of JOURNEY_STAGE_IDS) {
      const { box, more } = nextStepsFor(journeyStage(id));
      const shown = [...box, ...more];
      expect(box.length, id).toBe(Math.min(2, shown.length));
      expect(new Set(shown.map((s) => s.id)).size, id).toBe(shown.length);
      expect(new Set(shown.map((s) => s.href)).size, id).toBe(shown.length);
    }
  });

  it('leaves out a step that repeats an earlier one, by name or by where it leads', () => {
    const { box, more } = nextStepsFor({
      nextSteps: [
        STEPS.submitRequest,
        STEPS.callUs,
        STEPS.submitRequest,
        // A different step name, but the same phone call.
        STEPS.callWithQuestion,
        STEPS.uploadPhotos,
      ],
    });
    expect(box).toEqual([STEPS.submitRequest, STEPS.callUs]);
    expect(more).toEqual([STEPS.uploadPhotos]);
  });

  it('leaves the season to the seasonal banner', () => {
    for (const id of JOURNEY_STAGE_IDS) {
      const { box, more } = nextStepsFor(journeyStage(id));
      expect(
        [...box, ...more].some((s) => s.href.startsWith('/contact?service=seasonal')),
        id,
      ).toBe(false);
    }
  });
});
