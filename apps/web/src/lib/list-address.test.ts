import { describe, expect, it } from 'vitest';
import { readSearchAndPage, searchAndPageHref } from './list-address';

describe('a list screen’s search and page in its address', () => {
  it('reads them with safe defaults', () => {
    expect(readSearchAndPage('')).toEqual({ search: '', page: 1 });
    expect(readSearchAndPage('?search=%20ann%20&page=3')).toEqual({ search: 'ann', page: 3 });
    for (const page of ['0', '-2', 'abc', '100001']) expect(readSearchAndPage(`page=${page}`).page).toBe(1);
    expect(readSearchAndPage(`search=${'a'.repeat(300)}`).search).toHaveLength(200);
  });

  it('writes only what differs from the defaults', () => {
    expect(searchAndPageHref('/admin/outbox', { search: '', page: 1 })).toBe('/admin/outbox');
    expect(searchAndPageHref('/admin/outbox', { search: 'a b', page: 2 })).toBe('/admin/outbox?search=a+b&page=2');
  });
});
