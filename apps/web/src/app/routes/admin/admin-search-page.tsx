import { ADMIN_SEARCH_MIN_LENGTH, ADMIN_SEARCH_TOO_SHORT_MESSAGE, isAdminRole, type SessionUser } from '@ta/shared';
import { useSearch } from 'wouter';
import { AdminSearchForm } from '../../../components/layouts/admin-search-form';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { adminSearchRead, useAdminSearch } from '../../../features/admin-shell/api/admin-search';
import { SearchResults } from '../../../features/admin-shell/components/search-results';
import type { Prefetch } from '../../../lib/server-read';
import { AdminLayout } from '../../layouts/admin-layout';

/** The results are in the server HTML, so the layout's search form works before the scripts load. */
export const prefetch: Prefetch = (_params, search) => [adminSearchRead(search.get('q') ?? '')];

/** /admin/search?q=: the layout search box's results (contacts, users for admins, posts, appointments). */
export function AdminSearchPage({ user }: { user: SessionUser }) {
  const term = (new URLSearchParams(useSearch()).get('q') ?? '').trim();
  const search = useAdminSearch(term);
  const tooShort = term.length < ADMIN_SEARCH_MIN_LENGTH;

  return (
    <AdminLayout user={user} meta={{ title: 'Search', description: 'Search the back office.' }}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <PageHeader title="Search" />
        <div className="max-w-xl">
          {/* Keyed by the term so a new search from the top bar refills the box. */}
          <AdminSearchForm key={term} initial={term} />
        </div>
        {tooShort ? (
          <Alert tone="info">
            {term ? ADMIN_SEARCH_TOO_SHORT_MESSAGE : 'Type a name, e-mail, code or title to search.'}
          </Alert>
        ) : search.isPending ? (
          <Spinner label="Searching…" showLabel />
        ) : search.isError ? (
          <LoadError
            title="Error loading data"
            retryLabel="Retry"
            message={search.error.message}
            onRetry={() => void search.refetch()}
            retrying={search.isFetching}
          />
        ) : (
          <>
            <p role="status" className="text-lg">
              Results for <strong>“{search.data.q}”</strong>
            </p>
            <SearchResults results={search.data} showUsers={isAdminRole(user.role)} />
          </>
        )}
      </div>
    </AdminLayout>
  );
}
