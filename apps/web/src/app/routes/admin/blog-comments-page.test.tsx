import type { SessionUser } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { priceListApi } from '../../../features/landing/test-fixtures';
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
const api = priceListApi();

describe('/admin/blog-comments', () => {
  it('is a back-office page of its own for staff, its comments read in the browser; clients are refused', async () => {
    const page = await render({ url: '/admin/blog-comments?status=spam&comment=8', user: staff, origin, api });
    expect(page.status).toBe(200);
    expect(page.html).toContain('What readers write under the blog’s posts');
    expect(page.html).toContain('Loading the comments…');
    // Next to Blog in the navigation.
    expect(page.html).toMatch(/href="\/admin\/blog"[^]*?href="\/admin\/blog-comments"/);
    expect((JSON.parse(page.state) as { components: string[] }).components).toEqual(
      expect.arrayContaining(['back-office-routes', 'admin-blog-comments-page']),
    );
    const denied = await render({ url: '/admin/blog-comments', user: client, origin, api });
    expect(denied.status).toBe(403);
  });
});
