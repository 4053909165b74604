import type { StaffAppointment } from '@ta/shared';
import { AppointmentStatusBadge } from '../../../components/appointments/appointment-status-badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatAppointmentDate, formatTimeRange, serviceLabel } from '../../../lib/appointment-format';

interface ProjectsTableProps {
  projects: StaffAppointment[];
  caption: string;
  onView: (project: StaffAppointment) => void;
  onEdit: (project: StaffAppointment) => void;
  onDelete: (project: StaffAppointment) => void;
}

/** View, Edit and Delete for one project; each button says whose project it is to a screen reader. */
function ProjectActions({
  project,
  onView,
  onEdit,
  onDelete,
}: Omit<ProjectsTableProps, 'projects' | 'caption'> & { project: StaffAppointment }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size="compact" onClick={() => onView(project)}>
        View<span className="sr-only"> the project for {project.clientName}</span>
      </Button>
      <Button type="button" variant="outline" size="compact" onClick={() => onEdit(project)}>
        Edit<span className="sr-only"> the status of the project for {project.clientName}</span>
      </Button>
      <Button type="button" variant="ghost" size="compact" onClick={() => onDelete(project)}>
        Delete<span className="sr-only"> the project for {project.clientName}</span>
      </Button>
    </div>
  );
}

/** Client, Date, Service, Status, Actions: cards below 1024 px, where the columns would not fit. */
export function ProjectsTable({ projects, caption, ...actions }: ProjectsTableProps) {
  const columns: DataColumn<StaffAppointment>[] = [
    {
      header: 'Client',
      rowHeader: true,
      className: 'min-w-40',
      cell: (project) => (
        <>
          <span className="block font-bold wrap-anywhere">{project.clientName}</span>
          <span className="block break-all text-muted">{project.clientEmail}</span>
        </>
      ),
    },
    {
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (project) => (
        <>
          <span className="block">{formatAppointmentDate(project.appointmentDate)}</span>
          <span className="block text-muted">{formatTimeRange(project.startTime, project.endTime)}</span>
        </>
      ),
    },
    { header: 'Service', cell: (project) => serviceLabel(project.serviceName) },
    { header: 'Status', cell: (project) => <AppointmentStatusBadge status={project.status} /> },
    {
      header: 'Actions',
      cardLabel: false,
      cell: (project) => <ProjectActions project={project} {...actions} />,
    },
  ];
  return <DataTable caption={caption} rows={projects} columns={columns} rowKey={(project) => project.id} />;
}
