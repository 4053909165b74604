import { describe, expect, it } from 'vitest';
import { usersHref, usersParamsFrom } from './users-params';

describe('users params', () => {
  it('reads the search and page from the address, with safe defaults', () => {
    expect(usersParamsFrom('')).toEqual({ search: '', page: 1 });
    expect(usersParamsFrom('?search=%20boss1%20&page=3')).toEqual({ search: 'boss1', page: 3 });
    expect(usersParamsFrom('page=0')).toEqual({ search: '', page: 1 });
    expect(usersParamsFrom('page=abc')).toEqual({ search: '', page: 1 });
    expect(usersParamsFrom(`search=${'a'.repeat(300)}`).search).toHaveLength(200);
  });

  it('writes only what differs from the defaults', () => {
    expect(usersHref({ search: '', page: 1 })).toBe('/admin/users');
    expect(usersHref({ search: 'ann b', page: 2 })).toBe('/admin/users?search=ann+b&page=2');
  });
});
