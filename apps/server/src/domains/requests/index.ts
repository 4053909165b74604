// The requests domain's public face: what other domains may use (docs/architecture.md, "Rules that keep the shape").
export { findContactRequest } from './contact-request-changes.js';
export { submitContactRequest } from './contact-submissions.js';
export { askForHomeChecks } from './home-checks-requests.js';
export { itemsWithoutTrackingCodes } from './tracking-codes-kept.js';
