import type { MessageId } from '../../i18n/messages/en';
import { JOURNEY_PROGRESS, JOURNEY_STAGE_IDS, type JourneyStageId } from './journey';
import { STEPS, type NextStep } from './next-step';

/**
 * What the dashboard says about one stage: plain words for the client (catalogue messages, which may
 * name the business), and what to do next.
 */
export interface JourneyStage {
  id: JourneyStageId;
  name: MessageId;
  progress: 20 | 40 | 60 | 80 | 100;
  description: MessageId;
  features: readonly MessageId[];
  /** Most useful first: the journey box shows the first two. */
  nextSteps: readonly NextStep[];
}

type StageText = Omit<JourneyStage, 'id' | 'progress'>;

const TEXT: Record<JourneyStageId, StageText> = {
  inquiry: {
    name: 'client.stage.inquiry.name',
    description: 'client.stage.inquiry.description',
    features: ['client.stage.inquiry.feature.1', 'client.stage.inquiry.feature.2', 'client.stage.inquiry.feature.3'],
    nextSteps: [STEPS.submitRequest, STEPS.callUs, STEPS.uploadPhotos],
  },
  consultation: {
    name: 'client.stage.consultation.name',
    description: 'client.stage.consultation.description',
    features: [
      'client.stage.consultation.feature.1',
      'client.stage.consultation.feature.2',
      'client.stage.consultation.feature.3',
    ],
    nextSteps: [STEPS.trackRequest, STEPS.scheduleAppointment, STEPS.uploadPhotos],
  },
  scheduling: {
    name: 'client.stage.scheduling.name',
    description: 'client.stage.scheduling.description',
    features: [
      'client.stage.scheduling.feature.1',
      'client.stage.scheduling.feature.2',
      'client.stage.scheduling.feature.3',
    ],
    nextSteps: [STEPS.viewAppointments, STEPS.uploadPhotos, STEPS.requestReschedule],
  },
  service: {
    name: 'client.stage.service.name',
    description: 'client.stage.service.description',
    features: ['client.stage.service.feature.1', 'client.stage.service.feature.2', 'client.stage.service.feature.3'],
    nextSteps: [STEPS.callWithQuestion, STEPS.viewAppointments],
  },
  'follow-up': {
    name: 'client.stage.follow-up.name',
    description: 'client.stage.follow-up.description',
    features: [
      'client.stage.follow-up.feature.1',
      'client.stage.follow-up.feature.2',
      'client.stage.follow-up.feature.3',
    ],
    nextSteps: [STEPS.feedbackByPhone, STEPS.feedbackByEmail, STEPS.requestSimilar, STEPS.submitRequest],
  },
};

/** The five stages in order, with their progress values. */
export const JOURNEY_STAGES: readonly JourneyStage[] = JOURNEY_STAGE_IDS.map((id) => ({
  id,
  progress: JOURNEY_PROGRESS[id],
  ...TEXT[id],
}));

export function journeyStage(id: JourneyStageId): JourneyStage {
  const stage = JOURNEY_STAGES.find((s) => s.id === id);
  if (!stage) throw new Error(`Unknown journey stage: ${id}`);
  return stage;
}
