import { describe, expect, it } from 'vitest';
import {
  appointmentsForEmail,
  photoAltText,
  photoCountLabel,
  photoListHref,
  photoListQueryFrom,
  photoStatusLabel,
  unlinkedLabel,
} from './photo-list';

describe('photoListQueryFrom', () => {
  it('reads the search and page from the query string', () => {
    expect(photoListQueryFrom('?search=%20Ann%40Example.com%20&page=3')).toEqual({
      search: 'Ann@Example.com',
      page: 3,
    });
  });

  it('falls back to page 1 and no search for missing or odd values', () => {
    expect(photoListQueryFrom('')).toEqual({ search: '', page: 1 });
    for (const page of ['0', '-2', 'abc', '2.5', '1e3', '9999999']) {
      expect(photoListQueryFrom(`page=${page}`).page).toBe(1);
    }
  });

  it('cuts a very long search to what the server accepts', () => {
    expect(photoListQueryFrom(`search=${'a'.repeat(500)}`).search).toHaveLength(200);
  });
});

describe('photoListHref', () => {
  it('leaves out page 1 and an empty search', () => {
    expect(photoListHref({ search: '', page: 1 })).toBe('/admin/furniture-photos');
    expect(photoListHref({ search: '  ', page: 1 })).toBe('/admin/furniture-photos');
  });

  it('encodes the search and keeps later pages', () => {
    expect(photoListHref({ search: 'ann+1@example.com', page: 2 })).toBe(
      '/admin/furniture-photos?search=ann%2B1%40example.com&page=2',
    );
  });

  it('round-trips through photoListQueryFrom', () => {
    const query = { search: 'o’brien & co@example.com', page: 4 };
    const href = photoListHref(query);
    expect(photoListQueryFrom(href.slice(href.indexOf('?')))).toEqual(query);
  });
});

describe('group labels', () => {
  it('counts photos in words', () => {
    expect(photoCountLabel(1)).toBe('1 photo');
    expect(photoCountLabel(3)).toBe('3 photos');
  });

  it('shows the unlinked count only when there are some', () => {
    expect(unlinkedLabel(2)).toBe('(2 unlinked)');
    expect(unlinkedLabel(0)).toBe('');
  });
});

describe('photoStatusLabel', () => {
  it('names each status in a word', () => {
    expect(photoStatusLabel('pending')).toBe('Pending');
    expect(photoStatusLabel('linked')).toBe('Linked');
    expect(photoStatusLabel('in-review')).toBe('In review');
    expect(photoStatusLabel('')).toBe('Unknown');
  });
});

describe('photoAltText', () => {
  it('uses the furniture type and the description', () => {
    expect(photoAltText({ furnitureType: 'Dresser', furnitureDescription: 'Six drawers,\n white' })).toBe(
      'Dresser: Six drawers, white',
    );
  });

  it('says what it is without a description', () => {
    expect(photoAltText({ furnitureType: 'Bed frame', furnitureDescription: null })).toBe('Bed frame photo');
    expect(photoAltText({ furnitureType: ' ', furnitureDescription: '' })).toBe('Furniture photo');
  });

  it('shortens a long description', () => {
    const alt = photoAltText({ furnitureType: 'Desk', furnitureDescription: 'word '.repeat(100) });
    expect(alt.length).toBeLessThanOrEqual('Desk: '.length + 120);
    expect(alt.endsWith('…')).toBe(true);
  });
});

describe('appointmentsForEmail', () => {
  it('keeps only the appointments made for exactly that address, ignoring case', () => {
    const list = [
      { id: 1, clientEmail: 'ann@example.com' },
      { id: 2, clientEmail: 'joann@example.com' },
      { id: 3, clientEmail: 'ANN@example.com' },
      { id: 4, clientEmail: 'bob@example.com' },
    ];
    expect(appointmentsForEmail(list, ' Ann@Example.com ').map((a) => a.id)).toEqual([1, 3]);
  });
});
