import type { ContactStatusFilter } from '@ta/shared';
import { isStatusFilter } from './contact-status';
import { laterPage, listHref, pageFrom, searchFrom } from '../../lib/list-address';

/** What the Contacts list shows; it lives in the URL so Back and reload keep it. */
export interface ContactsView {
  search: string;
  status: ContactStatusFilter;
  page: number;
}

export const CONTACTS_PATH = '/admin/contacts';

/** Reads `?search=&status=&page=`; anything unusable falls back to the first page of All. */
export function contactsViewFrom(query: string): ContactsView {
  const params = new URLSearchParams(query);
  const rawStatus = params.get('status');
  return { search: searchFrom(params), status: isStatusFilter(rawStatus) ? rawStatus : 'all', page: pageFrom(params) };
}

/** The list's address for a view; defaults are left out so the plain path means the first page of All. */
export function contactsHref({ search, status, page }: ContactsView): string {
  return listHref(CONTACTS_PATH, { search, status: status !== 'all' ? status : null, page: laterPage(page) });
}

/** The detail view of one request. */
export const contactDetailHref = (id: number) => `${CONTACTS_PATH}/${id}`;
