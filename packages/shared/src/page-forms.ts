/**
 * Forms that work without JavaScript (docs/architecture.md "A form sent without JavaScript"): the
 * browser posts the form to the page's own URL, the server does what the JSON call does and renders
 * the page again with the form's result. This is the contract between the two.
 */

/** The hidden field that says which of a page's forms was sent. */
export const PAGE_FORM_FIELD = '_form';

export const PAGE_FORM_IDS = [
  'contact',
  'quote',
  'appointment',
  'furniture-upload',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'callback',
  // The account page's name and e-mail (a new e-mail needs the current password).
  'profile',
  // The client's circle (docs/circle.md): invite, remove, accept (signed in or with a new account),
  // and which account a trusted contact's session works on.
  'circle-invite',
  'circle-remove',
  'circle-accept',
  'circle-accept-new',
  'circle-acting',
  // The client's yes to a contact the office proposed, and OK on the notice of the office's additions.
  'circle-confirm',
  'circle-notice-seen',
  'email-sign-in',
  'sign-in-code',
  'sign-in-link',
  'two-step-code',
  'two-step-recovery',
  'two-step-setup-start',
  'two-step-setup',
  // The account page's calendar feed (docs/booking.md, "Calendar feeds"): make or renew it, stop it.
  'calendar-feed-make',
  'calendar-feed-stop',
  // Moving a visit to another open time (docs/booking.md).
  'appointment-move',
  // A quote's answer (docs/quotes.md): approve by typing one's name, or ask for changes.
  'quote-approve',
  'quote-changes',
  // Pay an approved quote's deposit by card, on the quote's page (client area and e-mailed link).
  'quote-deposit',
  // Pay by card (docs/payments.md): on the client's invoice page and on the e-mailed pay link's page.
  'invoice-pay',
  // The account page's card on file and autopay (decision 077): save or replace the card on
  // Stripe's page, turn autopay on (the box ticked under its words) or off, remove the card.
  'payment-card-setup',
  'payment-card-autopay-on',
  'payment-card-autopay-off',
  'payment-card-remove',
  // The account page's texts (docs/sms.md): turn them on (the number, the kinds, the box under the
  // consent words), change the kinds, stop them.
  // The feedback page's stars and comment (docs/feedback.md).
  'feedback',
  'texts-on',
  'texts-kinds',
  'texts-off',
  // Standing visits (docs/service-plans.md): set one up; skip a visit, pause, end a pause, change, stop.
  'plan-new',
  'plan-skip',
  'plan-pause',
  'plan-pause-end',
  'plan-change',
  'plan-stop',
  // The newsletter (docs/newsletter.md): subscribe (the footer's form and /newsletter), confirm, unsubscribe.
  'newsletter-subscribe',
  'newsletter-confirm',
  'newsletter-unsubscribe',
  // A reader's comment under a blog post, or a reply to one (docs/blog-comments.md).
  'blog-comment',
  // A client's houses (docs/home-watch.md): add one, change one, ask for home checks of one.
  'property-new',
  'property-edit',
  'home-checks-request',
  // The owner's answer to a finding in a home check's report: ask for the repair, or no action.
  'finding-decision',
] as const;
export type PageFormId = (typeof PAGE_FORM_IDS)[number];

export function isPageFormId(value: unknown): value is PageFormId {
  return (PAGE_FORM_IDS as readonly unknown[]).includes(value);
}

/** What was typed, as the form's schema reads it (checkboxes as booleans). Never a password or token. */
export type PageFormValues = Record<string, string | boolean>;

/** A form's result, rendered into its page: the typed values with the problems, or what it achieved. */
export interface PageFormResult {
  form: PageFormId;
  values: PageFormValues;
  /** Messages by field name, shown next to the fields and listed at the top of the form. */
  errors: Record<string, string>;
  /** A problem that belongs to no one field (a refused login, a rate limit), or null. */
  message: string | null;
  /** The error code of `message` when it is the API's answer (docs/i18n.md "Errors as codes"), with its values. */
  code?: string;
  params?: Record<string, string>;
  /** The JSON call's answer when the page shows it in place (a reset link sent, photos stored). */
  outcome?: unknown;
}
