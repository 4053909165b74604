import { circleContactSchema, circleLogEntrySchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';
import { readAgainOnMount } from '../../../lib/page-data';

const CIRCLE_PATH = '/api/circle';
const CIRCLE_LOG_PATH = '/api/circle/log';

/** Read by the server before it renders /circle, so the list and its Remove links work without JavaScript. */
export const myCircleRead: ServerRead = { queryKey: queryKeys.circle.mine(), path: CIRCLE_PATH };
export const circleLogRead: ServerRead = { queryKey: queryKeys.circle.log(), path: CIRCLE_LOG_PATH };

/** The account holder's trusted contacts, every status (GET /api/circle). */
export const myCircleQueryOptions = queryOptions({
  queryKey: queryKeys.circle.mine(),
  queryFn: ({ signal }) => getParsed(circleContactSchema.array(), CIRCLE_PATH, signal),
});

export function useMyCircle(enabled = true) {
  return useQuery({ ...myCircleQueryOptions, enabled });
}

/** What the trusted contacts did on the account holder's behalf, newest first (GET /api/circle/log). */
export const circleLogQueryOptions = queryOptions({
  queryKey: queryKeys.circle.log(),
  // Contacts act at any time: the log is read again each time it is shown.
  refetchOnMount: readAgainOnMount,
  queryFn: ({ signal }) => getParsed(circleLogEntrySchema.array(), CIRCLE_LOG_PATH, signal),
});

export function useCircleLog(enabled = true) {
  return useQuery({ ...circleLogQueryOptions, enabled });
}
