import type { ClientAppointment, ClientRequest } from '@ta/shared';
import { journeyStageIdFor } from './journey';
import { journeyStage, type JourneyStage } from './journey-stages';
import { bothLoaded, mapLoaded, type LoadState } from './load-state';
import type { NextStep } from './next-step';
import { nextStepsFor } from './recommendations';

export interface JourneyView {
  stage: JourneyStage;
  /** The first two recommended steps, in the journey box. */
  boxSteps: readonly NextStep[];
  /** The other recommended steps, for the More next steps card (none repeats one in the box). */
  moreSteps: readonly NextStep[];
}

/** The journey and its recommendations, once both the requests and the appointments have loaded. */
export function journeyViewFor(
  requests: LoadState<readonly ClientRequest[]>,
  appointments: LoadState<readonly ClientAppointment[]>,
  now: Date,
): LoadState<JourneyView> {
  return mapLoaded(bothLoaded(requests, appointments), ([requestList, appointmentList]) => {
    const stage = journeyStage(journeyStageIdFor({ requests: requestList, appointments: appointmentList, now }));
    const { box, more } = nextStepsFor(stage);
    return { stage, boxSteps: box, moreSteps: more };
  });
}
