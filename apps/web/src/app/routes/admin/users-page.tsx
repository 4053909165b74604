import type { SessionUser } from '@ta/shared';
import { Search, UserPlus, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { PageControls } from '../../../components/ui/page-controls';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { useUsers } from '../../../features/admin-users/api/users';
import { UserFormDialog, type UserFormMode } from '../../../features/admin-users/components/user-form-dialog';
import { UsersTable } from '../../../features/admin-users/components/users-table';
import { usersHref, usersParamsFrom, type UsersParams } from '../../../features/admin-users/users-params';
import { PageMeta } from '../../../lib/page-meta';
import { AdminLayout } from '../../layouts/admin-layout';
import { AccessDeniedPage } from '../site/access-denied-page';

/** SPEC §2 "Users": admins only (staff see Access Denied; the server answers 403 to them too). */
export function UsersPage({ user }: { user: SessionUser }) {
  if (user.role !== 'admin') return <AccessDeniedPage />;
  return <UsersScreen user={user} />;
}

function UsersScreen({ user }: { user: SessionUser }) {
  const params = usersParamsFrom(useSearch());
  const [, navigate] = useLocation();
  const users = useUsers(params);
  const [term, setTerm] = useState(params.search);
  const [dialog, setDialog] = useState<UserFormMode | null>(null);
  const inputId = useId();

  const go = (next: UsersParams) => navigate(usersHref(next));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ search: term.trim(), page: 1 });
  };

  let content;
  if (users.isPending) {
    content = <Spinner label="Loading users…" showLabel className="py-8" />;
  } else if (users.isError && !users.data) {
    content = (
      <LoadError
        title="Error loading users"
        error={users.error}
        retrying={users.isFetching}
        onRetry={() => void users.refetch()}
      />
    );
  } else if (users.data.total === 0) {
    content = (
      <div className="rounded-2xl border-2 border-dashed border-line bg-white p-8 text-center">
        <Users aria-hidden className="mx-auto size-10 text-brand-700" />
        <p className="mt-3 text-xl font-bold">
          {params.search ? 'No users match your search.' : 'There are no users in the system yet.'}
        </p>
        {params.search ? (
          <Button
            type="button"
            variant="outline"
            className="mt-4"
            onClick={() => {
              setTerm('');
              go({ search: '', page: 1 });
            }}
          >
            Show all users
          </Button>
        ) : null}
      </div>
    );
  } else {
    const { total } = users.data;
    content = (
      <div className="space-y-4">
        <p className="text-lg" aria-live="polite">
          {total === 1 ? '1 user' : `${total.toLocaleString('en-US')} users`}
          {params.search ? ` matching “${params.search}”` : ''}
          {users.isFetching ? ' (updating…)' : ''}
        </p>
        <UsersTable
          users={users.data.items}
          caption={`Users${params.search ? ` matching “${params.search}”` : ''}, page ${users.data.page}`}
          meId={user.id}
          onEdit={(target) => setDialog({ kind: 'edit', user: target })}
        />
        <PageControls
          label="Pages of users"
          page={params.page}
          total={total}
          pageSize={users.data.pageSize}
          onPage={(page) => go({ search: params.search, page })}
        />
      </div>
    );
  }

  return (
    <AdminLayout user={user}>
      <PageMeta title="Users" description="Staff and admin accounts in the back office." noIndex />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl sm:text-4xl">Users</h1>
            <p className="mt-2 text-lg text-muted">Everyone who can log in: staff, admins and clients.</p>
          </div>
          <Button type="button" onClick={() => setDialog({ kind: 'create' })}>
            <UserPlus aria-hidden />
            New User
          </Button>
        </div>

        <form role="search" action="/admin/users" method="get" onSubmit={submit} className="max-w-xl">
          <label htmlFor={inputId} className="mb-1 block font-bold">
            Search by name, username, e-mail or role
          </label>
          <div className="flex gap-2">
            <Input id={inputId} type="search" name="search" value={term} onChange={(e) => setTerm(e.target.value)} />
            <Button type="submit">
              <Search aria-hidden />
              Search
            </Button>
          </div>
        </form>

        {content}
      </div>
      <UserFormDialog mode={dialog} onClose={() => setDialog(null)} />
    </AdminLayout>
  );
}
