import { readSearchAndPage, searchAndPageHref, type SearchAndPage } from '../../lib/list-address';

/** The Users screen's search and page live in the address (?search=&page=); the dashboard search links here. */
export type UsersParams = SearchAndPage;

export const usersParamsFrom = readSearchAndPage;

export const usersHref = (params: UsersParams) => searchAndPageHref('/admin/users', params);
