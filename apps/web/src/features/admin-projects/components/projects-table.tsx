import type { StaffAppointment } from '@ta/shared';
import { AppointmentStatusBadge } from '../../../components/appointments/appointment-status-badge';
import { Button } from '../../../components/ui/button';
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

/**
 * Client, Date, Service, Status, Actions: a table where its columns fit (lg, 1024 px and up), one card
 * per project below that, so every button stays inside the card at any width. Only one of the two is
 * displayed; the other is display:none, which hides it from screen readers too.
 */
export function ProjectsTable({ projects, caption, ...actions }: ProjectsTableProps) {
  return (
    <>
      <ul
        aria-label={caption}
        className="divide-y divide-line rounded-2xl border border-line bg-white shadow-card lg:hidden"
      >
        {projects.map((project) => (
          <li key={project.id} className="space-y-2 p-4">
            <p className="font-bold break-words">{project.clientName}</p>
            <p className="break-all text-muted">{project.clientEmail}</p>
            <p>
              {formatAppointmentDate(project.appointmentDate)}, {formatTimeRange(project.startTime, project.endTime)}
            </p>
            <p>{serviceLabel(project.serviceName)}</p>
            <AppointmentStatusBadge status={project.status} />
            <ProjectActions project={project} {...actions} />
          </li>
        ))}
      </ul>
      <div
        role="region"
        aria-labelledby="projects-caption"
        tabIndex={0}
        // relative: the hidden button words stay inside the scrolling box instead of widening the page.
        className="relative hidden overflow-x-auto rounded-2xl border border-line bg-white shadow-card lg:block"
      >
        <table className="w-full border-collapse text-left">
          <caption id="projects-caption" className="sr-only">
            {caption}
          </caption>
          <thead className="bg-sand">
            <tr>
              <th scope="col" className="px-3 py-3">
                Client
              </th>
              <th scope="col" className="px-3 py-3">
                Date
              </th>
              <th scope="col" className="px-3 py-3">
                Service
              </th>
              <th scope="col" className="px-3 py-3">
                Status
              </th>
              <th scope="col" className="px-3 py-3">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {projects.map((project) => (
              <tr key={project.id} className="border-t border-line align-top">
                <th scope="row" className="min-w-40 px-3 py-3 font-normal">
                  <span className="block font-bold">{project.clientName}</span>
                  <span className="block break-all text-muted">{project.clientEmail}</span>
                </th>
                <td className="px-3 py-3">
                  <span className="block whitespace-nowrap">{formatAppointmentDate(project.appointmentDate)}</span>
                  <span className="block whitespace-nowrap text-muted">
                    {formatTimeRange(project.startTime, project.endTime)}
                  </span>
                </td>
                <td className="px-3 py-3">{serviceLabel(project.serviceName)}</td>
                <td className="px-3 py-3">
                  <AppointmentStatusBadge status={project.status} />
                </td>
                <td className="px-3 py-3">
                  <ProjectActions project={project} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
