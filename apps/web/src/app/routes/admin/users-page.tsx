import { isAdminRole, type SessionUser } from '@ta/shared';
import { Search, UserPlus, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { PageControls } from '../../../components/ui/page-controls';
import { useUsers } from '../../../features/admin-users/api/users';
import { UserFormDialog, type UserFormMode } from '../../../features/admin-users/components/user-form-dialog';
import { UsersTable } from '../../../features/admin-users/components/users-table';
import { usersHref, usersParamsFrom, type UsersParams } from '../../../features/admin-users/users-params';
import { SecuritySettings } from '../../../features/two-step/components/security-settings';
import { AdminLayout } from '../../layouts/admin-layout';
import { QueryContent } from './query-content';
import { AccessDeniedPage } from '../site/access-denied-page';

/** /admin/users: admins only (staff see Access Denied; the server answers 403 to them too). */
export function UsersPage({ user }: { user: SessionUser }) {
  if (!isAdminRole(user.role)) return <AccessDeniedPage />;
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

  const content = (
    <QueryContent query={users} loading="Loading users…" failed="Error loading users">
      {({ items, total, pageSize, page: pageShown }) =>
        total === 0 ? (
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
        ) : (
          <div className="space-y-4">
            <p className="text-lg" aria-live="polite">
              {total === 1 ? '1 user' : `${total.toLocaleString('en-US')} users`}
              {params.search ? ` matching “${params.search}”` : ''}
              {users.isFetching ? ' (updating…)' : ''}
            </p>
            <UsersTable
              users={items}
              caption={`Users${params.search ? ` matching “${params.search}”` : ''}, page ${pageShown}`}
              meId={user.id}
              onEdit={(target) => setDialog({ kind: 'edit', user: target })}
            />
            <PageControls
              label="Pages of users"
              page={params.page}
              total={total}
              pageSize={pageSize}
              onPage={(page) => go({ search: params.search, page })}
            />
          </div>
        )
      }
    </QueryContent>
  );

  return (
    <AdminLayout user={user} meta={{ title: 'Users', description: 'Staff and admin accounts in the back office.' }}>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader
          title="Users"
          description="Everyone who can log in: staff, admins and clients."
          actions={
            <Button type="button" onClick={() => setDialog({ kind: 'create' })}>
              <UserPlus aria-hidden />
              New User
            </Button>
          }
        />

        <SecuritySettings />

        <form role="search" action="/admin/users" method="get" onSubmit={submit} className="max-w-xl">
          <label htmlFor={inputId} className="mb-1 block font-bold">
            Search by name, username, e-mail or role
          </label>
          <div className="flex gap-2">
            <Input id={inputId} type="search" name="search" value={term} onChange={(e) => setTerm(e.target.value)} />
            <Button type="submit" className="shrink-0">
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
