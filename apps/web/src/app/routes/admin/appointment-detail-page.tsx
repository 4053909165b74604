import { isAdminRole, type SessionUser } from '@ta/shared';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useAppointment } from '../../../features/admin-appointments/api/get-appointment';
import { formatAppointmentDate } from '../../../lib/appointment-format';
import { AppointmentDetails } from '../../../features/admin-appointments/components/appointment-details';
import { StaffCircleSection } from '../../../features/circle/components/staff-circle-section';
import { AppointmentFormDialog } from '../../../features/admin-appointments/components/appointment-form-dialog';
import { DeleteAppointmentDialog } from '../../../features/admin-appointments/components/delete-appointment-dialog';
import { AppointmentInvoiceActions } from '../../../features/admin-invoices/components/appointment-invoice-actions';
import { StatusChangeForm } from '../../../features/admin-appointments/components/status-change-form';
import { JobTimePanel } from '../../../features/admin-appointments/components/job-time-panel';
import { VisitStepButtons } from '../../../features/admin-appointments/components/visit-step-buttons';
import { fullNameOf } from '../../../lib/initials';
import { AdminLayout } from '../../layouts/admin-layout';
import { DetailNotFound, DetailWaiting } from '../../../components/admin/admin-query-fallback';

const CALENDAR = '/admin/appointments';

/** `/admin/appointments/{id}`: the appointment's detail page, with Edit and Delete. */
export function AppointmentDetailPage({ user, id }: { user: SessionUser; id: string }) {
  const query = useAppointment(id);
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const appointment = query.data;
  const backHref = appointment ? `${CALENDAR}?date=${appointment.appointmentDate}` : CALENDAR;

  let body;
  if (query.isPending || query.isError) {
    body = (
      <DetailWaiting
        query={query}
        title="Appointment"
        loading="Loading the appointment…"
        failed="Error loading appointments"
      />
    );
  } else if (!appointment) {
    body = (
      <DetailNotFound
        title="Appointment not found"
        text="It may have been deleted, or the address is not right."
        back={{ href: CALENDAR, label: 'Back to Appointments' }}
      />
    );
  } else {
    body = (
      <>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl wrap-anywhere sm:text-4xl">{appointment.clientName}</h1>
            <p className="mt-1 text-lg text-muted">
              Appointment on {formatAppointmentDate(appointment.appointmentDate)}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="primary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              Edit
            </Button>
            <Button type="button" variant="destructive" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden />
              Delete
            </Button>
          </div>
        </div>
        {/* First on the page: the staff member taps these on a phone, in the driveway. */}
        <section
          aria-labelledby="visit-progress-heading"
          className="rounded-2xl border border-line bg-white p-4 shadow-card sm:p-6 lg:max-w-xl"
        >
          <h2 id="visit-progress-heading" className="mb-3 text-2xl">
            Visit progress
          </h2>
          <VisitStepButtons
            appointment={appointment}
            canTap={isAdminRole(user.role) || appointment.staffId === user.id}
          />
        </section>
        {/* Then the time on the job and what was bought for it, which the invoice bills (docs/job-time.md). */}
        <JobTimePanel appointmentId={appointment.id} staffName={appointment.staffName} />
        <AppointmentDetails
          appointment={appointment}
          statusControl={<StatusChangeForm id={appointment.id} status={appointment.status} />}
        />
        <AppointmentInvoiceActions appointmentId={appointment.id} cancelled={appointment.status === 'cancelled'} />
        {/* Staff add a trusted contact for a client who cannot do it themselves (docs/circle.md). */}
        {appointment.clientId !== null ? (
          <StaffCircleSection clientId={appointment.clientId} clientName={appointment.clientName} />
        ) : null}
        <AppointmentFormDialog
          mode={editing ? { kind: 'edit', appointment } : null}
          me={{ id: user.id, name: fullNameOf(user) }}
          onClose={() => setEditing(false)}
        />
        <DeleteAppointmentDialog
          appointment={deleting ? appointment : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate(backHref, { replace: true })}
        />
      </>
    );
  }

  return (
    <AdminLayout
      user={user}
      meta={{
        title: appointment ? `Appointment: ${appointment.clientName}` : 'Appointment',
        description: 'One appointment in the back office.',
      }}
    >
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <Link href={backHref} className={buttonVariants({ variant: 'ghost', size: 'compact' })}>
          <ArrowLeft aria-hidden />
          Back to Appointments
        </Link>
        {body}
      </div>
    </AdminLayout>
  );
}
