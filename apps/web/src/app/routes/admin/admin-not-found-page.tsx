import type { SessionUser } from '@ta/shared';
import { NotFound } from '../../../components/errors/not-found';
import { AdminLayout } from '../../layouts/admin-layout';

export function AdminNotFoundPage({ user }: { user: SessionUser }) {
  return (
    <AdminLayout
      user={user}
      meta={{ title: 'Page Not Found', description: 'This back-office page could not be found.', status: 404 }}
    >
      <div className="px-4">
        <NotFound homeHref="/admin" homeLabel="Back to the back office" showHelp={false} />
      </div>
    </AdminLayout>
  );
}
