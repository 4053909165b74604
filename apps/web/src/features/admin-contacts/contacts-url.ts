import type { ContactStatusFilter } from '@ta/shared';
import { isStatusFilter } from './contact-status';

/** What the Contacts list shows; it lives in the URL so Back and reload keep it. */
export interface ContactsView {
  search: string;
  status: ContactStatusFilter;
  page: number;
}

export const CONTACTS_PATH = '/admin/contacts';
const SEARCH_MAX = 200;

/** Reads `?search=&status=&page=`; anything unusable falls back to the first page of All. */
export function contactsViewFrom(query: string): ContactsView {
  const params = new URLSearchParams(query);
  const search = (params.get('search') ?? '').trim().slice(0, SEARCH_MAX);
  const rawStatus = params.get('status');
  const status = isStatusFilter(rawStatus) ? rawStatus : 'all';
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 100_000 ? rawPage : 1;
  return { search, status, page };
}

/** The list's address for a view; defaults are left out so the plain path means the first page of All. */
export function contactsHref({ search, status, page }: ContactsView): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (status !== 'all') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${CONTACTS_PATH}?${query}` : CONTACTS_PATH;
}

/** The detail view of one request. */
export const contactDetailHref = (id: number) => `${CONTACTS_PATH}/${id}`;
