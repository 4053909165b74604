import { laterPage, listHref, pageFrom, searchFrom } from '../../lib/list-address';

/** The subscriber list's search and page, kept in the address (/admin/newsletter?search=&page=). */
export interface SubscriberListParams {
  search: string;
  page: number;
}

export const ADMIN_NEWSLETTER_PATH = '/admin/newsletter';

/** The whole list as a spreadsheet: address, name, language, state and dates. */
export const SUBSCRIBERS_CSV_PATH = '/api/admin/newsletter/subscribers.csv';

export function parseSubscriberListParams(search: string): SubscriberListParams {
  const query = new URLSearchParams(search);
  return { search: searchFrom(query), page: pageFrom(query) };
}

export function subscriberListHref(params: SubscriberListParams): string {
  return listHref(ADMIN_NEWSLETTER_PATH, { search: params.search, page: laterPage(params.page) });
}
