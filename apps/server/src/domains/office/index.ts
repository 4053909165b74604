// The office domain's public face: what other domains may use (docs/architecture.md, "Rules that keep the shape").
export { forClient, nameOf, whoFor } from './activity-events.js';
export type { EventToRecord, Person } from './activity-events.js';
export type { EventsRepository } from './events-repository.js';
export {
  tellOfficeOfCallback,
  tellOfficeOfClientCancellation,
  tellOfficeOfClientMove,
  tellOfficeOfNewRequest,
} from './office-notices.js';
export { sendWorkGivenNotice } from './staff-emails.js';
export { officeRecipients, recipientsContext } from './staff-recipients.js';
export type { StaffRecipient } from './staff-recipients.js';
