// No zod here: every page's data reader (apps/web/src/lib/api-client.ts) imports these.

/**
 * A request header the browser sets on reads it makes by itself (a count polled every 30 seconds):
 * such a read is not someone using the site, so it does not put off the idle limit.
 */
export const BACKGROUND_READ_HEADER = 'x-background-read';

/** How long before the idle limit the browser warns that the session is about to end. */
export const SESSION_WARNING_SECONDS = 120;
