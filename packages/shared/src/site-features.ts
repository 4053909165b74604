/**
 * What the site offers that depends on the business's provider settings, as the server tells the pages
 * (in the page's state): a feature whose settings are missing is absent from the screens, never broken.
 */
export interface SiteFeatures {
  /** Text messages are set up (Twilio, docs/sms.md): the request forms offer updates by text. */
  texts: boolean;
}

/** Nothing optional set up: what a page assumes when the server said nothing (plain `vite`). */
export const NO_SITE_FEATURES: SiteFeatures = { texts: false };
