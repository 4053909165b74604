import { describe, expect, it } from 'vitest';
import { queryKeys } from '../lib/query-keys';
import { serverReadsFor } from './routes';

const readsFor = async (url: string) => {
  const [pathname = '', search = ''] = url.split('?');
  return serverReadsFor(pathname, new URLSearchParams(search));
};
const pathsFor = async (url: string) => (await readsFor(url)).map((read) => read.path);

describe('what the server reads before rendering a page', () => {
  it('reads the blog list, and a post by the slug in its address', async () => {
    expect(await readsFor('/blog')).toEqual([{ queryKey: queryKeys.blog.published(), path: '/api/blog' }]);
    expect(await readsFor('/blog/spring-cleaning')).toEqual([
      { queryKey: queryKeys.blog.post('spring-cleaning'), path: '/api/blog/spring-cleaning' },
    ]);
    // The slug as the router gives it (decoded) names the same query as the page reads.
    expect(await readsFor('/blog/caf%C3%A9')).toEqual([
      { queryKey: queryKeys.blog.post('café'), path: '/api/blog/caf%C3%A9' },
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
