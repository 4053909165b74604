import { describe, expect, it } from 'vitest';
import { queryKeys } from '../lib/query-keys';
import { serverReadsFor, startOf } from './routes';

const readsFor = async (url: string) => {
  const [pathname = '', search = ''] = url.split('?');
  return serverReadsFor(pathname, new URLSearchParams(search));
};
const pathsFor = async (url: string) => (await readsFor(url)).map((read) => read.path);

describe('what the server reads before rendering a page', () => {
  it('reads the blog list, and a post by the slug in its address with its comments', async () => {
    expect(await readsFor('/blog')).toEqual([{ queryKey: queryKeys.blog.published(), path: '/api/blog' }]);
    expect(await readsFor('/blog/spring-cleaning')).toEqual([
      { queryKey: queryKeys.blog.post('spring-cleaning'), path: '/api/blog/spring-cleaning' },
      {
        queryKey: queryKeys.blog.comments('spring-cleaning'),
        path: '/api/blog/spring-cleaning/comments',
        part: true,
      },
    ]);
    // The slug as the router gives it (decoded) names the same query as the page reads.
    expect(await readsFor('/blog/caf%C3%A9')).toEqual([
      { queryKey: queryKeys.blog.post('café'), path: '/api/blog/caf%C3%A9' },
      { queryKey: queryKeys.blog.comments('café'), path: '/api/blog/caf%C3%A9/comments', part: true },
    ]);
  });

  it('reads the services for the request page, and the client’s appointments for a reschedule link', async () => {
    expect(await pathsFor('/contact')).toEqual(['/api/service-types']);
    expect(await pathsFor('/contact?service=reschedule&appointment=12')).toEqual([
      '/api/service-types',
      '/api/appointments',
    ]);
  });

  it('reads the client’s invoices, and one invoice only for an id that is a whole number', async () => {
    expect(await readsFor('/invoices')).toEqual([
      { queryKey: queryKeys.invoices.mine, path: '/api/invoices', signedInOnly: true },
    ]);
    expect(await readsFor('/invoices/42')).toEqual([
      { queryKey: queryKeys.invoices.mineDetail(42), path: '/api/invoices/42', signedInOnly: true },
    ]);
    expect(await pathsFor('/invoices/4x2')).toEqual([]);
    expect(await pathsFor('/invoices/0')).toEqual([]);
  });

  it('reads a tracked request only when there is a code', async () => {
    expect(await readsFor('/track-request?token=TA-ABC123')).toEqual([
      { queryKey: queryKeys.contacts.tracked('TA-ABC123'), path: '/api/contact/track/TA-ABC123' },
    ]);
    expect(await pathsFor('/track-request')).toEqual([]);
    expect(await pathsFor('/track-request?token=%20')).toEqual([]);
  });

  it('reads back-office search results for a term long enough', async () => {
    expect(await readsFor('/admin/search?q=%20ma%20')).toEqual([
      { queryKey: queryKeys.search.results('ma'), path: '/api/admin/search?q=ma' },
    ]);
    expect(await pathsFor('/admin/search?q=m')).toEqual([]);
  });

  it('reads the price list for the home page, so its prices are in the HTML', async () => {
    expect(await pathsFor('/')).toEqual(['/api/price-list']);
  });

  it('reads nothing for the other pages', async () => {
    for (const url of ['/auth', '/admin', '/admin/contacts/3', '/blog/a/b', '/no-such-page']) {
      expect(await pathsFor(url), url).toEqual([]);
    }
  });
});

describe('when a page starts its app', () => {
  it('starts a public page rendered whole at the first reach, signed out only', async () => {
    expect(await startOf('/blog', false)).toBe('first-reach');
    expect(await startOf('/blog', true)).toBe('load');
    expect(await startOf('/no-such-page', false)).toBe('first-reach');
  });

  // The back office's table is a chunk of its own (back-office-routes.tsx): the server matches the path in it.
  it('starts the back office’s calendar at the first reach once signed in, its other pages at load', async () => {
    expect(await startOf('/admin/appointments', true)).toBe('first-reach-live');
    expect(await startOf('/admin/appointments/4', true)).toBe('load');
    for (const path of ['/admin', '/admin/', '/admin/unknown', '/admin/contacts/3']) {
      expect(await startOf(path, true), path).toBe('load');
      expect(await startOf(path, false), path).toBe('load');
    }
  });
});
