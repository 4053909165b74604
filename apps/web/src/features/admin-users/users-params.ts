import { laterPage, listHref, pageFrom, searchFrom } from '../../lib/list-address';

/** The Users screen's search and page live in the address (?search=&page=); the dashboard search links here. */
export interface UsersParams {
  search: string;
  page: number;
}

export function usersParamsFrom(search: string): UsersParams {
  const query = new URLSearchParams(search);
  return { search: searchFrom(query), page: pageFrom(query) };
}

export function usersHref({ search, page }: UsersParams): string {
  return listHref('/admin/users', { search, page: laterPage(page) });
}
