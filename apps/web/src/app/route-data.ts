import { ADMIN_SEARCH_MIN_LENGTH } from '@ta/shared';
import { blogPostPath } from '../features/blog/api/get-blog-post';
import { BLOG_POSTS_PATH } from '../features/blog/api/get-blog-posts';
import { SERVICE_TYPES_PATH } from '../features/appointment-requests/api/get-service-types';
import { MY_APPOINTMENTS_PATH } from '../features/client-area/api/my-appointments';
import { trackedRequestPath } from '../features/tracking/api/get-tracked-request';
import { adminSearchApiPath } from '../features/admin-shell/search-links';

/**
 * What the server fetches before rendering a page, so its content is in the HTML. Each entry
 * maps a URL to the API paths (query keys) its page reads with `useQuery({ queryKey: [path] })`.
 * A 404 answer is stored as `null`: the page renders its own "not found" state.
 */
interface RouteData {
  pattern: RegExp;
  paths(match: RegExpMatchArray, search: URLSearchParams): string[];
}

const ROUTE_DATA: RouteData[] = [
  // Blog: the list, and one post by the slug in its URL.
  { pattern: /^\/blog\/?$/i, paths: () => [BLOG_POSTS_PATH] },
  { pattern: /^\/blog\/([^/]+)\/?$/i, paths: (match) => [blogPostPath(match[1] ?? '')] },
  // Request an Appointment: the service select is filled in the server HTML, and a reschedule link's
  // appointment is described there (the client's own list; signed out, the API's 401 leaves it out).
  {
    pattern: /^\/contact\/?$/i,
    paths: (_match, search) =>
      search.has('appointment') ? [SERVICE_TYPES_PATH, MY_APPOINTMENTS_PATH] : [SERVICE_TYPES_PATH],
  },
  // Track a request: the request for the code in `?token=` (a 404 renders Request Not Found).
  {
    pattern: /^\/track-request$/,
    paths: (_match, search) => {
      const path = trackedRequestPath(search.get('token'));
      return path ? [path] : [];
    },
  },
  // Back office search: the results are in the HTML, so the layout's search form works before the
  // scripts load (the API answers only staff; others get the guard's redirect or Access Denied).
  {
    pattern: /^\/admin\/search\/?$/,
    paths: (_match, search) => {
      const term = (search.get('q') ?? '').trim();
      return term.length >= ADMIN_SEARCH_MIN_LENGTH ? [adminSearchApiPath(term)] : [];
    },
  },
];

export function serverDataFor(pathname: string, search: URLSearchParams): string[] {
  for (const entry of ROUTE_DATA) {
    const match = pathname.match(entry.pattern);
    if (match) return entry.paths(match, search);
  }
  return [];
}
