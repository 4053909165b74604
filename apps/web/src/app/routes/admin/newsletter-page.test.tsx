import type { SessionUser } from '@ta/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { withIntl } from '../../../i18n/test-intl';
import { NewsletterPage } from './newsletter-page';

const staff: SessionUser = {
  id: 3,
  username: 'sam',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Staff',
  role: 'staff',
};

describe('/admin/newsletter', () => {
  it('answers staff with Access Denied and no subscriber', () => {
    const html = renderToStaticMarkup(
      withIntl(
        <QueryClientProvider client={new QueryClient()}>
          <Router ssrPath="/admin/newsletter">
            <NewsletterPage user={staff} />
          </Router>
        </QueryClientProvider>,
      ),
    );
    expect(html).toContain('Access Denied');
    expect(html).not.toContain('Download CSV');
    expect(html).not.toContain('Search by e-mail or name');
  });
});
