import { subscriberListSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, withQuery } from '../../../lib/api-client';
import { LIST_PAGES } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';
import type { SubscriberListParams } from '../subscriber-params';

const SUBSCRIBERS_PATH = '/api/admin/newsletter/subscribers';

/**
 * GET /api/admin/newsletter/subscribers (admins): a page of 50, newest first, searched over address and
 * name, with how many are subscribed (who a post is sent to).
 */
export function subscribersQueryOptions(params: SubscriberListParams) {
  const path = withQuery(SUBSCRIBERS_PATH, { search: params.search, page: params.page });
  return queryOptions({
    queryKey: queryKeys.newsletter.subscribers(params),
    ...LIST_PAGES,
    queryFn: ({ signal }) => getParsed(subscriberListSchema, path, signal),
  });
}

export function useSubscribers(params: SubscriberListParams, { enabled = true } = {}) {
  return useQuery({ ...subscribersQueryOptions(params), enabled });
}
