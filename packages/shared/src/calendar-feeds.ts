import { z } from './zod.js';

/**
 * Private calendar feeds (docs/booking.md, "Calendar feeds"): an address a phone's calendar
 * subscribes to, listing the account's own visits. The address holds a random token; the server
 * keeps only its hash, so the address is shown once, when it is made.
 */

/** Where a feed is read: `/calendar/<token>.ics`. */
export const CALENDAR_FEED_PREFIX = '/calendar/';
export const calendarFeedPath = (token: string) => `${CALENDAR_FEED_PREFIX}${token}.ics`;

/** GET /api/calendar-feed: whether the account has a feed, made when and last read when; never its address. */
export const calendarFeedStateSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

/**
 * POST /api/calendar-feed: the new address, this once. `webcalUrl` is the same address with the
 * webcal: scheme, which phones open as "subscribe to this calendar".
 */
export const calendarFeedCreatedSchema = calendarFeedStateSchema.extend({
  url: z.string(),
  webcalUrl: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** The webcal: form of an http(s) address (the scheme phones hand to their calendar app). */
export const webcalAddress = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/** The page forms of the account page's calendar section: buttons alone, no fields. */
export const calendarFeedFormSchema = z.object({});
