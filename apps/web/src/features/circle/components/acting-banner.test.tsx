// @vitest-environment happy-dom
import type { SessionUser } from '@ta/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withIntl } from '../../../i18n/test-intl';
import { queryKeys } from '../../../lib/query-keys';
import { ActingBanner } from './acting-banner';

const user: SessionUser = {
  id: 5,
  username: 'anna',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Lee',
  role: 'client',
};

function show(who: SessionUser, helped: unknown[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.circle.helped(), helped);
  return render(
    <QueryClientProvider client={queryClient}>{withIntl(<ActingBanner user={who} />)}</QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the banner of someone helping with an account', () => {
  it('is not there on one’s own account', () => {
    const { container } = show({ ...user, actingFor: null });
    expect(container.innerHTML).toBe('');
  });

  it('says whose account it is and offers the way back', () => {
    show({ ...user, actingFor: { clientId: 2, name: 'Mary Smith', rights: ['appointments'] } });
    const banner = screen.getByRole('region', { name: 'Whose account this is' });
    expect(banner.textContent).toContain("You are helping with Mary Smith's account");
    expect(screen.getByRole('button', { name: 'Back to my own account' })).toBeTruthy();
    expect(screen.queryByText('Another account')).toBeNull();
  });

  it('offers the other accounts the person helps with', () => {
    show({ ...user, actingFor: { clientId: 2, name: 'Mary Smith', rights: ['appointments'] } }, [
      { clientId: 2, name: 'Mary Smith', rights: ['appointments'], visitNotices: [] },
      { clientId: 8, name: 'Joe Brown', rights: ['reports'], visitNotices: [] },
    ]);
    expect(screen.getByText('Another account')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Help with Joe Brown's account" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Help with Mary Smith's account" })).toBeNull();
  });

  it('says when the access has ended, in Spanish too', () => {
    show({ ...user, actingFor: null, actingEnded: true });
    expect(screen.getByText('Your access to this account has ended.')).toBeTruthy();
    cleanup();
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        {withIntl(<ActingBanner user={{ ...user, actingEnded: true }} />, 'es')}
      </QueryClientProvider>,
    );
    expect(screen.getByText('Su acceso a esta cuenta ha terminado.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver a mi propia cuenta' })).toBeTruthy();
  });
});
