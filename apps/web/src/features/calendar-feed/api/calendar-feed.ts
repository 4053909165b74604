import { calendarFeedCreatedSchema, calendarFeedStateSchema, type CalendarFeedCreated } from '@ta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

const CALENDAR_FEED_PATH = '/api/calendar-feed';

/** Read by the server before the account page, so the section is right without JavaScript. */
export const calendarFeedRead: ServerRead = {
  queryKey: queryKeys.calendarFeed,
  path: CALENDAR_FEED_PATH,
  signedInOnly: true,
};

/** GET /api/calendar-feed: whether the account has a feed, made and last read when (never its address). */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.calendarFeed,
    queryFn: ({ signal }) => getParsed(calendarFeedStateSchema, CALENDAR_FEED_PATH, signal),
    enabled,
  });
}

async function makeCalendarFeed(): Promise<CalendarFeedCreated> {
  return calendarFeedCreatedSchema.parse(await apiRequest<unknown>(CALENDAR_FEED_PATH, { method: 'POST' }));
}

/**
 * POST /api/calendar-feed: a new address (the old one stops at once). The answer is the only time
 * the address is seen: it is kept in the caller's state, never in the query cache.
 */
export function useMakeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeCalendarFeed,
    onSuccess: ({ active, createdAt, lastUsedAt }) =>
      queryClient.setQueryData(queryKeys.calendarFeed, { active, createdAt, lastUsedAt }),
  });
}

async function stopCalendarFeed() {
  return calendarFeedStateSchema.parse(await apiRequest<unknown>(CALENDAR_FEED_PATH, { method: 'DELETE' }));
}

/** DELETE /api/calendar-feed: the address stops working. */
export function useStopCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopCalendarFeed,
    onSuccess: (state) => queryClient.setQueryData(queryKeys.calendarFeed, state),
  });
}
