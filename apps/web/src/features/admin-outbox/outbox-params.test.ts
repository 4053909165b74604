import { describe, expect, it } from 'vitest';
import { outboxHref, outboxParamsFrom } from './outbox-params';

describe('outbox params', () => {
  it('reads the search and page from the address, with safe defaults', () => {
    expect(outboxParamsFrom('')).toEqual({ search: '', page: 1 });
    expect(outboxParamsFrom('?search=%20ann%20&page=3')).toEqual({ search: 'ann', page: 3 });
    expect(outboxParamsFrom('page=-2')).toEqual({ search: '', page: 1 });
    expect(outboxParamsFrom('page=abc')).toEqual({ search: '', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(outboxHref({ search: '', page: 1 })).toBe('/admin/outbox');
    expect(outboxHref({ search: 'a b', page: 2 })).toBe('/admin/outbox?search=a+b&page=2');
  });
});
