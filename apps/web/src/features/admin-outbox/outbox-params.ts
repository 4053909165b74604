import type { OutboxParams } from './api/outbox';

/** The screen's search and page live in the address (?search=&page=), so Back and links keep them. */
export function outboxParamsFrom(search: string): OutboxParams {
  const query = new URLSearchParams(search);
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  return {
    search: (query.get('search') ?? '').trim().slice(0, 200),
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function outboxHref({ search, page }: OutboxParams): string {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/admin/outbox?${text}` : '/admin/outbox';
}
