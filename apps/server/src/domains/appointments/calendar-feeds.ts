import { addDaysToDate, businessToday, isBackOfficeRole, type CalendarFeedState } from '@ta/shared';
import { appointmentFeed } from './appointment-calendar.js';
import type { CalendarFeedState as StoredState } from './calendar-feeds-repository.js';
import type { ServiceContext } from '../service-context.js';

/**
 * Private calendar feeds (docs/booking.md, "Calendar feeds"): the signed-in person's own feed (made,
 * renewed or stopped), and the feed file a phone reads with the feed's token.
 */

/** How far back a feed reaches: a month of past visits stays in the phone's calendar. */
const PAST_DAYS = 30;

/** `last_used_at` is written at most this often, not on every poll. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

const stateOf = (stored: StoredState | undefined): CalendarFeedState => ({
  active: stored !== undefined,
  createdAt: stored?.createdAt ?? null,
  lastUsedAt: stored?.lastUsedAt ?? null,
});

export async function calendarFeedState(ctx: ServiceContext, userId: number): Promise<CalendarFeedState> {
  return stateOf(await ctx.repos.calendarFeeds.state(userId));
}

/** Makes the account's feed, or renews it under `tokenHash`: the old address stops at once. */
export function renewCalendarFeed(ctx: ServiceContext, userId: number, tokenHash: string): Promise<CalendarFeedState> {
  return ctx.inTransaction(async (tx) => stateOf(await tx.repos.calendarFeeds.replace(userId, tokenHash)));
}

export function stopCalendarFeed(ctx: ServiceContext, userId: number): Promise<CalendarFeedState> {
  return ctx.inTransaction(async (tx) => {
    await tx.repos.calendarFeeds.remove(userId);
    return stateOf(undefined);
  });
}

/**
 * The feed file a token's hash opens (GET /calendar/<token>.ics), in its owner's language: a staff
 * member's assigned visits, a client's own, from a month back. Undefined when the token opens no feed.
 * Its last use is noted at most hourly (one conditional UPDATE: a phone polls often).
 */
export async function calendarFeedFile(
  ctx: ServiceContext,
  tokenHash: string,
  now: Date = new Date(),
): Promise<string | undefined> {
  const owner = await ctx.repos.calendarFeeds.ownerOf(tokenHash);
  if (!owner) return undefined;
  await ctx.repos.calendarFeeds.touch(
    owner.feedId,
    now.toISOString(),
    new Date(now.getTime() - TOUCH_EVERY_MS).toISOString(),
  );
  const kind = isBackOfficeRole(owner.role) ? 'staff' : 'client';
  const today = businessToday(now);
  const appointments = await ctx.repos.calendarFeeds.appointments(
    kind,
    owner.userId,
    addDaysToDate(today, -PAST_DAYS),
    today,
  );
  return appointmentFeed(appointments, { publicUrl: ctx.publicUrl, language: owner.language, owner: kind });
}
