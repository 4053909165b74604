import type { SessionUser } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server';

const client: SessionUser = {
  id: 2,
  username: 'jane',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'client',
};
const staff: SessionUser = { ...client, id: 3, username: 'sam', firstName: 'Sam', role: 'staff' };
const origin = 'https://trusted.example.com';
// The pages read their data in the browser, but for the report, which the server reads first (its
// 404 is tested in entry-server.test.tsx). Here that read fails, so the page loads in the browser.
const api = async (path: string) => {
  if (path === '/api/visits/30/report') return { status: 503, body: { message: 'Service unavailable' } };
  throw new Error('no API call expected');
};
const PAGES = ['/properties', '/properties/new', '/properties/7', '/reports/30'];

describe('the home-watch pages of the client area', () => {
  it('are for signed-in clients: others log in first and come back', async () => {
    for (const url of PAGES) {
      expect((await render({ url, user: null, origin, api })).redirect, url).toBe(
        `/auth?next=${encodeURIComponent(url)}`,
      );
    }
  });

  it('render in the client area, with My Properties in its navigation', async () => {
    for (const url of PAGES) {
      const result = await render({ url, user: client, origin, api });
      expect(result.status, url).toBe(200);
      expect(result.html, url).toMatch(/href="\/properties"[^>]*>.*?My Properties/s);
    }
    const list = await render({ url: '/properties', user: client, origin, api });
    expect(list.head).toContain('<title>My Properties');
    expect(list.html).toMatch(
      /aria-current="page"[^>]*href="\/properties"|href="\/properties"[^>]*aria-current="page"/,
    );
    const form = await render({ url: '/properties/new', user: client, origin, api });
    expect(form.html).toContain('Add a property</h1>');
    expect(form.html).toContain('name="addressLine"');
  });

  it('say at once that an address with no such id has nothing, with a way back', async () => {
    const property = await render({ url: '/properties/abc', user: client, origin, api });
    expect(property.html).toContain('Property not found');
    expect(property.html).toMatch(/href="\/properties"[^>]*>.*?Back to My Properties/s);
    const report = await render({ url: '/es/reports/0', user: client, origin, api });
    expect(report.html).toContain('No encontramos esa visita');
  });

  it('are in Spanish at their Spanish addresses', async () => {
    const result = await render({ url: '/es/properties/new', user: client, origin, api });
    expect(result.html).toContain('Agregar una propiedad</h1>');
    expect(result.html).toContain('Mis propiedades');
  });

  it('send staff to the back office', async () => {
    for (const url of PAGES) expect((await render({ url, user: staff, origin, api })).redirect, url).toBe('/admin');
  });
});
