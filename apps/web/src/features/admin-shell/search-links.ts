import type { AdminSearchResults } from '@ta/shared';

export const ADMIN_SEARCH_PATH = '/api/admin/search';

/** The API path (and query key) for a term; the server render fetches the same path. */
export const adminSearchApiPath = (term: string) => `${ADMIN_SEARCH_PATH}?q=${encodeURIComponent(term.trim())}`;

type Result<K extends 'contacts' | 'users' | 'posts' | 'appointments'> = AdminSearchResults[K][number];

/**
 * Where each result leads: requests, posts and appointments have their own pages; users open
 * the Users list searched for that username.
 */
export const resultHref = {
  contact: (c: Result<'contacts'>) => `/admin/contacts/${c.id}`,
  user: (u: Result<'users'>) => `/admin/users?search=${encodeURIComponent(u.username)}`,
  post: (p: Result<'posts'>) => `/admin/blog/${p.id}`,
  appointment: (a: Result<'appointments'>) => `/admin/appointments/${a.id}`,
};
