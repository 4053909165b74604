import { isAdminRole, type SessionUser } from '@ta/shared';
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ChecklistsList } from '../../../features/admin-checklists/components/checklists-list';
import { useChecklistTemplates } from '../../../lib/checklist-templates';
import { AdminLayout } from '../../layouts/admin-layout';
import { AccessDeniedPage } from '../site/access-denied-page';
import { QueryContent } from './query-content';

/** /admin/checklists: admins only (staff see Access Denied; the server answers 403 to them too). */
export function ChecklistsPage({ user }: { user: SessionUser }) {
  if (!isAdminRole(user.role)) return <AccessDeniedPage />;
  return <ChecklistsScreen user={user} />;
}

function ChecklistsScreen({ user }: { user: SessionUser }) {
  const templates = useChecklistTemplates();
  return (
    <AdminLayout user={user} meta={{ title: 'Checklists', description: 'Home-watch checklist templates.' }}>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader
          title="Checklists"
          description="What a visit checks, section by section. A visit copies its checklist when it starts, so changes here never alter a report."
          actions={
            <Link href="/admin/checklists/new" className={buttonVariants({ variant: 'primary' })}>
              <Plus aria-hidden />
              New checklist
            </Link>
          }
        />
        <QueryContent query={templates} loading="Loading checklists…" failed="Error loading checklists">
          {(list) =>
            list.length === 0 ? <p className="text-lg">No checklists yet.</p> : <ChecklistsList templates={list} />
          }
        </QueryContent>
      </div>
    </AdminLayout>
  );
}
