import type { SessionUser, StaffAppointment } from '@ta/shared';
import { FolderSearch } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PageControls } from '../../../components/ui/page-controls';
import { AppointmentFormDialog } from '../../../features/admin-appointments/components/appointment-form-dialog';
import { useProjectCounts } from '../../../features/admin-projects/api/get-project-counts';
import { useProjects } from '../../../features/admin-projects/api/get-projects';
import { DeleteProjectDialog } from '../../../features/admin-projects/components/delete-project-dialog';
import { ProjectCountCards } from '../../../features/admin-projects/components/project-count-cards';
import { ProjectDetailsDialog } from '../../../features/admin-projects/components/project-details-dialog';
import { ProjectFilters } from '../../../features/admin-projects/components/project-filters';
import { ProjectsTable } from '../../../features/admin-projects/components/projects-table';
import { UpdateProjectStatusDialog } from '../../../features/admin-projects/components/update-project-status-dialog';
import {
  parseProjectParams,
  projectsHref,
  projectStatusLabel,
  type ProjectParams,
} from '../../../features/admin-projects/project-params';
import { fullNameOf } from '../../../lib/initials';
import { AdminLayout } from '../../layouts/admin-layout';
import { QueryContent } from './query-content';

type Open = { dialog: 'details' | 'status' | 'delete' | 'edit'; project: StaffAppointment } | null;

/** /admin/projects: appointments that are approved, in progress or completed. */
export function ProjectsPage({ user }: { user: SessionUser }) {
  const params = parseProjectParams(useSearch());
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<Open>(null);
  const projects = useProjects(params);
  const counts = useProjectCounts();

  const go = (changes: Partial<ProjectParams>) =>
    navigate(projectsHref({ ...params, page: 1, ...changes }), { replace: true });
  const filtered = params.search !== '' || params.status !== '';
  const projectFor = (dialog: NonNullable<Open>['dialog']) => (open?.dialog === dialog ? open.project : null);
  const close = () => setOpen(null);
  const what = params.status ? `${projectStatusLabel(params.status)} projects` : 'Projects';

  const content = (
    <QueryContent query={projects} loading="Loading projects…" failed="Error loading projects">
      {({ items, total, pageSize }) =>
        items.length === 0 ? (
          <div className="rounded-2xl border-2 border-dashed border-line bg-white p-8 text-center">
            <FolderSearch aria-hidden className="mx-auto size-10 text-brand-700" />
            <p className="mt-3 text-xl font-bold">No projects found matching your criteria.</p>
            {filtered ? (
              <Button type="button" variant="outline" className="mt-4" onClick={() => go({ search: '', status: '' })}>
                Show all projects
              </Button>
            ) : null}
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-muted" aria-live="polite">
              {total} {total === 1 ? 'project' : 'projects'}
              {filtered ? ' match the filters' : ''}
              {projects.isFetching ? ' (updating…)' : ''}
            </p>
            <ProjectsTable
              projects={items}
              caption={`${what}${params.search ? ` matching “${params.search}”` : ''}, newest first`}
              onView={(project) => setOpen({ dialog: 'details', project })}
              onEdit={(project) => setOpen({ dialog: 'status', project })}
              onDelete={(project) => setOpen({ dialog: 'delete', project })}
            />
            <PageControls
              label="Pages of projects"
              page={params.page}
              total={total}
              pageSize={pageSize}
              onPage={(page) => go({ page })}
            />
          </div>
        )
      }
    </QueryContent>
  );

  const editing = projectFor('edit');
  return (
    <AdminLayout user={user} meta={{ title: 'Projects', description: 'Projects in the back office.' }}>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader
          backHref="/admin"
          title="Projects"
          description="Appointments that are approved or started, in progress, or completed."
        />
        <ProjectCountCards counts={counts.data} error={counts.isError} />
        <section aria-label="Project list" className="space-y-6">
          <ProjectFilters
            search={params.search}
            status={params.status}
            onSearch={(search) => go({ search })}
            onStatus={(status) => go({ status })}
          />
          {content}
        </section>
      </div>
      <ProjectDetailsDialog
        project={projectFor('details')}
        onClose={close}
        onEdit={(project) => setOpen({ dialog: 'edit', project })}
      />
      <UpdateProjectStatusDialog project={projectFor('status')} onClose={close} />
      <DeleteProjectDialog project={projectFor('delete')} onClose={close} />
      <AppointmentFormDialog
        mode={editing ? { kind: 'edit', appointment: editing } : null}
        me={{ id: user.id, name: fullNameOf(user) }}
        onClose={close}
      />
    </AdminLayout>
  );
}
