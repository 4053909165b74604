// The circle domain's public face: what other domains may use (docs/architecture.md, "Rules that keep the shape").
export {
  chatSenderOf,
  clientCaller,
  holderOnly,
  isActing,
  needsRight,
  notEnded,
  onBehalf,
  requesterOf,
} from './circle-guards.js';
export type { ClientCaller } from './circle-guards.js';
export { sendCircleCopies } from './circle-notices.js';
export type { CircleNoticeContext } from './circle-notices.js';
export { circleRecipients } from './circle-recipients.js';
export { officeAdditionsToShow } from './circle.js';
export type { CircleLink } from './trusted-contacts-repository.js';
