import type { MessageId } from '../../../i18n/messages/en';

/** How it works, in six steps (texts in the catalogue's `landing` file). */
export const HOW_IT_WORKS_STEPS = [
  { title: 'landing.steps.contact.title', description: 'landing.steps.contact.description' },
  { title: 'landing.steps.discuss.title', description: 'landing.steps.discuss.description' },
  { title: 'landing.steps.quote.title', description: 'landing.steps.quote.description' },
  { title: 'landing.steps.schedule.title', description: 'landing.steps.schedule.description' },
  { title: 'landing.steps.service.title', description: 'landing.steps.service.description' },
  { title: 'landing.steps.payment.title', description: 'landing.steps.payment.description' },
] as const satisfies readonly { title: MessageId; description: MessageId }[];
