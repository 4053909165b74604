/** The Users screen's search and page live in the address (?search=&page=); the dashboard search links here. */
export interface UsersParams {
  search: string;
  page: number;
}

export function usersParamsFrom(search: string): UsersParams {
  const query = new URLSearchParams(search);
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  return {
    search: (query.get('search') ?? '').trim().slice(0, 200),
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function usersHref({ search, page }: UsersParams): string {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/admin/users?${text}` : '/admin/users';
}
