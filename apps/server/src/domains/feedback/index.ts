// The feedback domain's public face: what other domains may use (docs/architecture.md, "Rules that keep the shape").
export { feedbackPath, requestFeedback } from './feedback-requests.js';
export type { FeedbackVisit } from './feedback-requests.js';
