import { autopayConsentText, type PaymentCard, type SessionUser } from '@ta/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { withIntl } from '../i18n/test-intl';
import { preloadAllComponents } from '../lib/lazy-component';
import { queryKeys } from '../lib/query-keys';
import { ProfilePage } from './routes/portal/profile-page';

const ruth: SessionUser = {
  id: 2,
  username: 'ruth',
  email: 'ruth@example.com',
  firstName: 'Ruth',
  lastName: 'Moss',
  role: 'client',
};
const daughter: SessionUser = {
  ...ruth,
  id: 5,
  username: 'anna',
  firstName: 'Anna',
  actingFor: { clientId: 2, name: 'Ruth Moss', rights: ['billing'] },
};
const staff: SessionUser = { ...ruth, id: 9, username: 'sam', role: 'staff' };

const card: PaymentCard = {
  card: { label: 'Visa ending 4242', expires: '12/2029' },
  autopay: false,
  consentWords: {
    en: autopayConsentText('en', 'Visa ending 4242'),
    es: autopayConsentText('es', 'Visa ending 4242'),
  },
  consentVersion: 'v1',
  agreed: null,
};

/** The account page as `user` sees it, with the card read (null: card payments are off). */
function page(user: SessionUser, read: PaymentCard | null = card) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.session, user);
  queryClient.setQueryData(queryKeys.paymentCard, read);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <Router ssrPath="/profile">{withIntl(<ProfilePage user={user} />)}</Router>
    </QueryClientProvider>,
  );
}

describe('the account page’s card section (decision 077)', () => {
  beforeAll(() => preloadAllComponents());

  it('is the account holder’s alone: not for someone helping with the account, nor for staff', () => {
    expect(page(ruth)).toContain('Payment card and autopay');
    expect(page(daughter)).not.toContain('Payment card and autopay');
    expect(page(staff)).not.toContain('Payment card and autopay');
  });

  it('is absent when card payments are not set up', () => {
    expect(page(ruth, null)).not.toContain('Payment card and autopay');
  });
});
