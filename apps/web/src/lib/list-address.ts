/**
 * A back-office list keeps what it shows (search, filters, page) in its address, so Back, reload and
 * a shared link all show the same list. Whatever an address holds is read safely: an odd value falls
 * back to its default instead of failing.
 */
const MAX_SEARCH = 200;
const MAX_PAGE = 100_000;

/** The search as typed, trimmed, at most 200 characters; none when absent. */
export function searchFrom(query: URLSearchParams): string {
  return (query.get('search') ?? '').trim().slice(0, MAX_SEARCH);
}

/** A page from 1 to 100,000 written in digits; anything else is page 1. */
export function pageFrom(query: URLSearchParams): number {
  const raw = query.get('page') ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * The address of a list: `path`, then each value that is not left out (empty, null, undefined), in
 * the order given. Callers leave defaults out, so the plain path means the list's first view.
 */
export function listHref(path: string, values: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== '' && value !== null && value !== undefined) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Page 1 is every list's default: its address leaves it out. */
export const laterPage = (page: number): number | null => (page > 1 ? page : null);
