import type { StaffAppointment } from '@ta/shared';
import { ExternalLink, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AppointmentStatusBadge } from '../../../components/appointments/appointment-status-badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { formatAppointmentDate, formatTimeRange, serviceLabel } from '../../../lib/appointment-format';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="font-bold text-muted">{term}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

interface ProjectDetailsDialogProps {
  project: StaffAppointment | null;
  onClose: () => void;
  onEdit: (project: StaffAppointment) => void;
}

/** Project Details: client info, service, date/time, location, status, notes, Edit Project. */
export function ProjectDetailsDialog({ project, onClose, onEdit }: ProjectDetailsDialogProps) {
  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        {project ? (
          <>
            <DialogTitle>Project Details</DialogTitle>
            <DialogDescription className="mt-1">The project for {project.clientName}.</DialogDescription>
            <dl className="mt-5 space-y-3">
              <Detail term="Client">{project.clientName}</Detail>
              <Detail term="Email">
                <a href={`mailto:${project.clientEmail}`} className="break-all">
                  {project.clientEmail}
                </a>
              </Detail>
              <Detail term="Phone">
                {project.clientPhone ? (
                  <a href={`tel:${project.clientPhone.replace(/[^\d+]/g, '')}`}>{project.clientPhone}</a>
                ) : (
                  <span className="text-muted">Not given</span>
                )}
              </Detail>
              <Detail term="Service">{serviceLabel(project.serviceName)}</Detail>
              <Detail term="Date">{formatAppointmentDate(project.appointmentDate)}</Detail>
              <Detail term="Time">{formatTimeRange(project.startTime, project.endTime)}</Detail>
              <Detail term="Location">{project.location ?? <span className="text-muted">Not given</span>}</Detail>
              <Detail term="Staff">{project.staffName ?? <span className="text-muted">No one yet</span>}</Detail>
              <Detail term="Status">
                <AppointmentStatusBadge status={project.status} />
              </Detail>
              <Detail term="Notes">
                {project.notes ? (
                  <span className="whitespace-pre-line">{project.notes}</span>
                ) : (
                  <span className="text-muted">No notes</span>
                )}
              </Detail>
            </dl>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Link href={`/admin/appointments/${project.id}`} className={buttonVariants({ variant: 'outline' })}>
                <ExternalLink aria-hidden />
                Open the appointment page
              </Link>
              <Button type="button" onClick={() => onEdit(project)}>
                <Pencil aria-hidden />
                Edit Project
              </Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
