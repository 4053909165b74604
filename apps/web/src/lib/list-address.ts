/** A list screen's search and page, kept in its address (?search=&page=), so Back and links keep them. */
export interface SearchAndPage {
  search: string;
  page: number;
}

const MAX_SEARCH = 200;
const MAX_PAGE = 100_000;

/** Reads `?search=&page=`: the search trimmed and cut to 200 characters, a page from 1 to 100,000 (else 1). */
export function readSearchAndPage(search: string): SearchAndPage {
  const query = new URLSearchParams(search);
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  return {
    search: (query.get('search') ?? '').trim().slice(0, MAX_SEARCH),
    page: Number.isFinite(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The list's address with only what differs from the defaults (no search, page 1). */
export function searchAndPageHref(path: string, { search, page }: SearchAndPage): string {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
