import { readSearchAndPage, searchAndPageHref, type SearchAndPage } from '../../lib/list-address';

/** The outbox screen's search and page, kept in the address (?search=&page=). */
export type OutboxParams = SearchAndPage;

export const outboxParamsFrom = readSearchAndPage;

export const outboxHref = (params: OutboxParams) => searchAndPageHref('/admin/outbox', params);
