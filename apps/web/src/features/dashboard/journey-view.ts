import type { ClientAppointment, ClientRequest } from '@ta/shared';
import { journeyStageIdFor } from './journey';
import { journeyStage, type JourneyStage } from './journey-stages';
import { bothLoaded, mapLoaded, type LoadState } from './load-state';
import type { NextStep } from './next-step';
import { journeyBoxSteps, recommendedNextSteps } from './recommendations';

export interface JourneyView {
  stage: JourneyStage;
  /** The first recommended steps, as many as the journey box shows (SPEC §9: two). */
  boxSteps: readonly NextStep[];
  /** Every recommended step, for the Recommended next steps card. */
  allSteps: readonly NextStep[];
}

/** The journey and its recommendations, once both the requests and the appointments have loaded. */
export function journeyViewFor(
  requests: LoadState<readonly ClientRequest[]>,
  appointments: LoadState<readonly ClientAppointment[]>,
  now: Date,
): LoadState<JourneyView> {
  return mapLoaded(bothLoaded(requests, appointments), ([requestList, appointmentList]) => {
    const stage = journeyStage(journeyStageIdFor({ requests: requestList, appointments: appointmentList, now }));
    const allSteps = recommendedNextSteps(stage, now);
    return { stage, boxSteps: journeyBoxSteps(allSteps), allSteps };
  });
}
