import { LANGUAGE_NAMES_IN_ENGLISH, type AppointmentDetail } from '@ta/shared';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatAppointmentDate, formatTimeRange, serviceLabel } from '../../../lib/appointment-format';
import { AppointmentStatusBadge } from '../../../components/appointments/appointment-status-badge';
import { formatInstantDateTime } from '../../../lib/instant-format';
import { LateCancellationNote } from './late-cancellation-note';
import { AvailabilityWarnings } from './availability-warnings';
import { LinkedPhotos } from './linked-photos';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-bold text-muted">{term}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

const none = <span className="text-muted">Not given</span>;

/** Everything staff know about one appointment, in the order they look for it. */
export function AppointmentDetails({
  appointment,
  statusControl,
}: {
  appointment: AppointmentDetail;
  statusControl: ReactNode;
}) {
  const { staff, contactRequest } = appointment;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {appointment.availabilityWarnings.length > 0 ? (
        <div className="lg:col-span-2">
          <AvailabilityWarnings warnings={appointment.availabilityWarnings} />
        </div>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Client</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="space-y-3">
            <Detail term="Name">{appointment.clientName}</Detail>
            <Detail term="Email">
              <a href={`mailto:${appointment.clientEmail}`} className="font-bold break-all">
                {appointment.clientEmail}
              </a>
            </Detail>
            <Detail term="Phone">
              {appointment.clientPhone ? (
                <a href={`tel:${appointment.clientPhone.replace(/[^\d+]/g, '')}`} className="font-bold">
                  {appointment.clientPhone}
                </a>
              ) : (
                none
              )}
            </Detail>
            {/* The language of the client's e-mails, reminders and calendar files. */}
            <Detail term="Language">{LANGUAGE_NAMES_IN_ENGLISH[appointment.clientLanguage]}</Detail>
            <Detail term="Account">
              {appointment.clientId === null ? 'No client account' : 'Has a client account (sees this in their area)'}
            </Detail>
            <Detail term="Request">
              {contactRequest ? (
                <Link href={`/admin/contacts/${contactRequest.id}`} className="font-bold">
                  Contact request {contactRequest.trackingToken}
                </Link>
              ) : (
                <span className="text-muted">Not made from a contact request</span>
              )}
            </Detail>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Visit</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="space-y-3">
            <Detail term="Service">{serviceLabel(appointment.serviceName)}</Detail>
            <Detail term="Date">{formatAppointmentDate(appointment.appointmentDate)}</Detail>
            <Detail term="Time">{formatTimeRange(appointment.startTime, appointment.endTime)}</Detail>
            <Detail term="Location">{appointment.location ?? none}</Detail>
            <Detail term="Staff">
              {staff ? (
                <>
                  {staff.firstName} {staff.lastName}{' '}
                  <a href={`mailto:${staff.email}`} className="break-all">
                    ({staff.email})
                  </a>
                </>
              ) : (
                <span className="text-muted">No one yet</span>
              )}
            </Detail>
            <Detail term="Reminder">{appointment.reminderSent ? 'Sent' : 'Not sent yet'}</Detail>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Status</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="flex flex-wrap items-center gap-2">
            <AppointmentStatusBadge status={appointment.status} />
            <LateCancellationNote appointment={appointment} />
          </p>
          {appointment.status === 'cancelled' && appointment.cancelledAt ? (
            <p>Cancelled on {formatInstantDateTime(appointment.cancelledAt)}</p>
          ) : null}
          {statusControl}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Notes</CardTitle>
        </CardHeader>
        <CardContent>
          {appointment.notes ? (
            <p className="whitespace-pre-line wrap-anywhere">{appointment.notes}</p>
          ) : (
            <p className="text-muted">No notes.</p>
          )}
        </CardContent>
      </Card>

      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Furniture photos</CardTitle>
        </CardHeader>
        <CardContent>
          <LinkedPhotos photos={appointment.photos} />
        </CardContent>
      </Card>
    </div>
  );
}
