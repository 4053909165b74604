import { describe, expect, it } from 'vitest';
import { laterPage, listHref, pageFrom, searchFrom } from './list-address';

describe('list addresses', () => {
  it('reads a page in digits from 1 to 100,000, else page 1', () => {
    const page = (raw: string) => pageFrom(new URLSearchParams({ page: raw }));
    expect(page('3')).toBe(3);
    expect(page('100000')).toBe(100_000);
    for (const raw of ['', '0', '-2', 'abc', '2.5', '1e3', '3abc', '100001', '9999999']) expect(page(raw)).toBe(1);
  });

  it('trims the search and keeps at most 200 characters', () => {
    expect(searchFrom(new URLSearchParams('search=%20ann%20'))).toBe('ann');
    expect(searchFrom(new URLSearchParams(`search=${'a'.repeat(300)}`))).toHaveLength(200);
  });

  it('writes the values that are set, in order, and leaves page 1 out', () => {
    expect(listHref('/admin/x', { search: '', status: null, page: laterPage(1) })).toBe('/admin/x');
    expect(listHref('/admin/x', { status: 'closed', search: 'a & b', page: laterPage(2) })).toBe(
      '/admin/x?status=closed&search=a+%26+b&page=2',
    );
  });
});
