/**
 * What others change all day (a client's appointments, the office's lists) is read again each time a page
 * that shows it opens in the browser (`refetchOnMount: readAgainOnMount`), so every page shows it as it is now
 * (docs/decisions/012-client-area.md). The page the server has just rendered is the exception: the server read
 * those queries for it a moment ago and sent them in its state, so reading them again as it starts would
 * only fetch the same answer and render the page twice (docs/decisions/068-signed-in-pages-start-at-the-first-reach.md).
 */
let sentWithPage: { address: string; hashes: Set<string> } | undefined;

const addressNow = () => window.location.pathname + window.location.search;

/** Browser, at start: the hashes of the queries the server read for this page (its dehydrated state). */
export function rememberPageData(hashes: Iterable<string>): void {
  sentWithPage = { address: addressNow(), hashes: new Set(hashes) };
}

/** For `refetchOnMount`: again on every mount, except a query the server read for the page still open. */
export function readAgainOnMount(query: { queryHash: string }): boolean | 'always' {
  // The server renders with what it read before rendering: nothing is being read again there, and the page
  // must not say so ("updating…"), or its HTML would differ from the browser's first render.
  if (typeof window === 'undefined') return false;
  if (sentWithPage && sentWithPage.address !== addressNow()) sentWithPage = undefined;
  return sentWithPage?.hashes.has(query.queryHash) ? false : 'always';
}
