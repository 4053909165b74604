import { describe, expect, it } from 'vitest';
import { contactsHref, contactsViewFrom } from './contacts-url';

describe('contactsViewFrom', () => {
  it('reads search, status and page from the query', () => {
    expect(contactsViewFrom('?search=%20smith%20&status=in-progress&page=3')).toEqual({
      search: 'smith',
      status: 'in-progress',
      page: 3,
    });
  });

  it('falls back to the first page of All', () => {
    expect(contactsViewFrom('')).toEqual({ search: '', status: 'all', page: 1 });
    expect(contactsViewFrom('status=open&page=0')).toEqual({ search: '', status: 'all', page: 1 });
    expect(contactsViewFrom('page=2.5')).toMatchObject({ page: 1 });
    expect(contactsViewFrom('page=abc')).toMatchObject({ page: 1 });
  });

  it('keeps a search within the server limit', () => {
    expect(contactsViewFrom(`search=${'a'.repeat(300)}`).search).toHaveLength(200);
  });
});

describe('contactsHref', () => {
  it('leaves defaults out', () => {
    expect(contactsHref({ search: '', status: 'all', page: 1 })).toBe('/admin/contacts');
  });

  it('round-trips a view', () => {
    const view = { search: 'Ann & Bob', status: 'cancelled', page: 2 } as const;
    const href = contactsHref(view);
    expect(href).toBe('/admin/contacts?search=Ann+%26+Bob&status=cancelled&page=2');
    expect(contactsViewFrom(href.split('?')[1] ?? '')).toEqual(view);
  });
});
