// The text messages domain's public face: what other domains may use (docs/architecture.md, "Rules that keep the shape").
export { textAboutClient, textAboutRequest, textStaffReply } from './texting.js';
export type { TextRecipient } from './sms-messages-repository.js';
