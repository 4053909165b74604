import { defaultBusiness } from '@ta/shared';
import { JOURNEY_PROGRESS, JOURNEY_STAGE_IDS, type JourneyStageId } from './journey';
import { STEPS, type NextStep } from './next-step';

/** What the dashboard says about one stage: plain words for the client, and what to do next. */
export interface JourneyStage {
  id: JourneyStageId;
  name: string;
  progress: 20 | 40 | 60 | 80 | 100;
  description: string;
  features: readonly string[];
  /** Most useful first: the journey box shows the first two. */
  nextSteps: readonly NextStep[];
}

type StageText = Omit<JourneyStage, 'id' | 'progress'>;

const TEXT: Record<JourneyStageId, StageText> = {
  inquiry: {
    name: 'Initial Inquiry',
    description:
      'Welcome! This is where it all begins. Tell us what you need a hand with, and a friendly member of our local team will be in touch.',
    features: [
      'Asking is free, with no obligation',
      'Help with errands, technology, paperwork and more',
      'A real person reads every request',
    ],
    nextSteps: [STEPS.submitRequest, STEPS.callUs, STEPS.uploadPhotos],
  },
  consultation: {
    name: 'Consultation',
    description:
      'Thank you for your request. We are looking at it now and will contact you within 24 to 48 hours to talk through what you need.',
    features: [
      'A friendly conversation about your needs',
      'A clear quote with no hidden fees',
      'Nothing is booked until you say yes',
    ],
    nextSteps: [STEPS.trackRequest, STEPS.scheduleAppointment, STEPS.uploadPhotos],
  },
  scheduling: {
    name: 'Scheduling',
    description:
      'Your appointment is booked, and we look forward to seeing you. You can check the details or ask for a change at any time.',
    features: [
      'The date, time and place are on your Appointments page',
      'Add the visit to your own calendar with one click',
      'Need a change? Please give us at least 24 hours’ notice',
    ],
    nextSteps: [STEPS.viewAppointments, STEPS.uploadPhotos, STEPS.requestReschedule],
  },
  service: {
    name: 'Service Delivery',
    description:
      'Your visit is under way or has just taken place. We will mark it complete once everything is done to your satisfaction.',
    features: [
      'Ask us anything, during or after the visit',
      'You pay only after the work is done',
      'Not happy with something? We will put it right',
    ],
    nextSteps: [STEPS.callWithQuestion, STEPS.viewAppointments],
  },
  'follow-up': {
    name: 'Follow-up',
    description: `Thank you for choosing ${defaultBusiness.name}! We would love to hear how everything went, and we are here whenever you need us again.`,
    features: [
      'Tell us how we did: your feedback helps us improve',
      'Book the same help again in a few steps',
      'Refer a friend and save on your next visit',
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
