import { laterPage, listHref, pageFrom, searchFrom } from '../../lib/list-address';
/** The outbox screen's search and page. */
export interface OutboxParams {
  search: string;
  page: number;
}

/** The screen's search and page live in the address (?search=&page=), so Back and links keep them. */
export function outboxParamsFrom(search: string): OutboxParams {
  const query = new URLSearchParams(search);
  return { search: searchFrom(query), page: pageFrom(query) };
}

export function outboxHref({ search, page }: OutboxParams): string {
  return listHref('/admin/outbox', { search, page: laterPage(page) });
}
