import { isAdminRole, type SessionUser } from '@ta/shared';
import { Link, useLocation } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useChecklist } from '../../../features/admin-checklists/api/get-checklist';
import { ChecklistEditor } from '../../../features/admin-checklists/components/checklist-editor';
import { AdminLayout } from '../../layouts/admin-layout';
import { AccessDeniedPage } from '../site/access-denied-page';

const CHECKLISTS = '/admin/checklists';

/** /admin/checklists/new (admins). */
export function ChecklistNewPage({ user }: { user: SessionUser }) {
  const [, navigate] = useLocation();
  if (!isAdminRole(user.role)) return <AccessDeniedPage />;
  return (
    <AdminLayout user={user} meta={{ title: 'New checklist', description: 'A new home-watch checklist.' }}>
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader title="New checklist" backHref={CHECKLISTS} />
        <ChecklistEditor onSaved={() => navigate(CHECKLISTS)} />
      </div>
    </AdminLayout>
  );
}

/** /admin/checklists/{id} (admins): edit a template. */
export function ChecklistEditPage({ user, id }: { user: SessionUser; id: string }) {
  if (!isAdminRole(user.role)) return <AccessDeniedPage />;
  return <ChecklistEditScreen user={user} id={id} />;
}

function ChecklistEditScreen({ user, id }: { user: SessionUser; id: string }) {
  const [, navigate] = useLocation();
  const query = useChecklist(id);
  let body;
  if (query.isPending) {
    body = <Spinner label="Loading the checklist…" showLabel />;
  } else if (query.isError) {
    body = (
      <LoadError
        title="Error loading the checklist"
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!query.data) {
    body = (
      <div className="rounded-2xl border border-line bg-white p-8 text-center shadow-card">
        <p className="text-2xl font-bold">Checklist not found</p>
        <p className="mt-2 text-lg text-muted">It may have been deleted.</p>
        <Link href={CHECKLISTS} className={`${buttonVariants({ variant: 'primary' })} mt-5`}>
          Back to Checklists
        </Link>
      </div>
    );
  } else {
    body = <ChecklistEditor key={query.data.id} template={query.data} onSaved={() => navigate(CHECKLISTS)} />;
  }
  return (
    <AdminLayout user={user} meta={{ title: 'Edit checklist', description: 'Edit a home-watch checklist.' }}>
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader title={query.data ? `Edit “${query.data.name}”` : 'Edit checklist'} backHref={CHECKLISTS} />
        {body}
      </div>
    </AdminLayout>
  );
}
