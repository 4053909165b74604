import { blogPostRead } from '../features/blog/api/get-blog-post';
import { blogPostsRead } from '../features/blog/api/get-blog-posts';
import { serviceTypesRead } from '../features/appointment-requests/api/get-service-types';
import { myAppointmentsRead } from '../features/client-area/api/my-appointments';
import { trackedRequestRead } from '../features/tracking/api/get-tracked-request';
import { adminSearchRead } from '../features/admin-shell/api/admin-search';
import type { ServerRead } from '../lib/server-read';

/**
 * What the server fetches before rendering a page, so its content is in the HTML. Each entry
 * maps a URL to the reads (API path and query key) its page uses.
 */
interface RouteData {
  pattern: RegExp;
  reads(match: RegExpMatchArray, search: URLSearchParams): (ServerRead | null)[];
}

const ROUTE_DATA: RouteData[] = [
  // Blog: the list, and one post by the slug in its URL.
  { pattern: /^\/blog\/?$/i, reads: () => [blogPostsRead()] },
  { pattern: /^\/blog\/([^/]+)\/?$/i, reads: (match) => [blogPostRead(match[1] ?? '')] },
  // Request an Appointment: the service select is filled in the server HTML, and a reschedule link's
  // appointment is described there (the client's own list; signed out, the API's 401 leaves it out).
  {
    pattern: /^\/contact\/?$/i,
    reads: (_match, search) =>
      search.has('appointment') ? [serviceTypesRead, myAppointmentsRead] : [serviceTypesRead],
  },
  // Track a request: the request for the code in `?token=` (a 404 renders Request Not Found).
  { pattern: /^\/track-request$/, reads: (_match, search) => [trackedRequestRead(search.get('token'))] },
  // Back office search: the results are in the HTML.
  { pattern: /^\/admin\/search\/?$/, reads: (_match, search) => [adminSearchRead(search.get('q') ?? '')] },
];

export function serverDataFor(pathname: string, search: URLSearchParams): ServerRead[] {
  for (const entry of ROUTE_DATA) {
    const match = pathname.match(entry.pattern);
    if (match) return entry.reads(match, search).filter((read) => read !== null);
  }
  return [];
}
