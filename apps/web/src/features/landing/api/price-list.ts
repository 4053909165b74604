import type { PublicPriceList } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

/**
 * GET /api/price-list: the packages and pricing notes of the landing page (docs/billing.md, "The price
 * list"). Read by the server before it renders the page, so the prices are in the HTML. Not parsed with
 * zod: the landing page's code stays free of it, and the server's answer schema already checked it.
 */
const PRICE_LIST_PATH = '/api/price-list';

export const priceListRead: ServerRead = { queryKey: queryKeys.priceList.public(), path: PRICE_LIST_PATH };

export const priceListQueryOptions = queryOptions({
  queryKey: queryKeys.priceList.public(),
  queryFn: ({ signal }) => apiRequest<PublicPriceList>(PRICE_LIST_PATH, { signal }),
});

export function usePriceList() {
  return useQuery(priceListQueryOptions);
}
