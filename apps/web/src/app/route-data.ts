/**
 * What the server fetches before rendering a page, so its content is in the HTML. Each entry
 * maps a URL to the API paths (query keys) its page reads with `useQuery({ queryKey: [path] })`.
 * A 404 answer is stored as `null`: the page renders its own "not found" state.
 */
interface RouteData {
  pattern: RegExp;
  paths(match: RegExpMatchArray, search: URLSearchParams): string[];
}

const ROUTE_DATA: RouteData[] = [];

export function serverDataFor(pathname: string, search: URLSearchParams): string[] {
  for (const entry of ROUTE_DATA) {
    const match = pathname.match(entry.pattern);
    if (match) return entry.paths(match, search);
  }
  return [];
}
