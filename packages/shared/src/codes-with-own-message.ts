/**
 * The error codes whose answer's `message` says more than the code's own text: the first problem a
 * form's schema found (`validation_failed`), or the web server's own words for a request it could not
 * take (`bad_request`). A page shows the message itself for these (docs/i18n.md "Errors as codes").
 * A file of its own: the browser reads this list on every page, and must not carry the whole list of
 * codes with their English words (error-codes.ts) for it.
 */
export const CODES_WITH_OWN_MESSAGE = ['validation_failed', 'bad_request'] as const;
export type CodeWithOwnMessage = (typeof CODES_WITH_OWN_MESSAGE)[number];
