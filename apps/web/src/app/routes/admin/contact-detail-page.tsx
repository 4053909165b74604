import type { ScheduleResult, SessionUser } from '@ta/shared';
import { ArrowLeft, CalendarPlus, PencilLine, UserCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useContact } from '../../../features/admin-contacts/api/contacts';
import { AssigneeDialog } from '../../../features/admin-contacts/components/assignee-dialog';
import { ContactDetails } from '../../../features/admin-contacts/components/contact-details';
import { ContactStatusBadge } from '../../../features/admin-contacts/components/contact-status-badge';
import { LoadError } from '../../../components/ui/load-error';
import { RequestOutcome } from '../../../features/admin-contacts/components/request-outcome';
import { ScheduleDialog } from '../../../features/admin-contacts/components/schedule-dialog';
import { UpdateContactDialog } from '../../../features/admin-contacts/components/update-contact-dialog';
import { ASSIGN_FAILED, useAssignWithToast } from '../../../features/admin-contacts/components/use-assign';
import { CONTACTS_PATH } from '../../../features/admin-contacts/contacts-url';
import { RequestQuotesPanel } from '../../../features/admin-quotes/components/request-quotes-panel';
import { formatAppointmentDate, formatAppointmentTime } from '../../../lib/appointment-format';
import { ApiError } from '../../../lib/api-client';
import { AdminLayout } from '../../layouts/admin-layout';

function BackToContacts() {
  return (
    <Link href={CONTACTS_PATH} className={buttonVariants({ variant: 'ghost', size: 'compact' })}>
      <ArrowLeft aria-hidden />
      All contact requests
    </Link>
  );
}

/**
 * `/admin/contacts/{id}`: one request in full, with Assign to Me, Choose Assignee, Update and
 * Schedule, what became of it (its appointments and photos), and its quotes with Make a quote.
 */
export function ContactDetailPage({ user, id }: { user: SessionUser; id: string }) {
  const contact = useContact(id);
  const { assign, assigningId, failure } = useAssignWithToast();
  const [updating, setUpdating] = useState(false);
  const [choosingAssignee, setChoosingAssignee] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [scheduled, setScheduled] = useState<ScheduleResult['appointment'] | null>(null);

  const notFound = contact.error instanceof ApiError && contact.error.status === 404;
  const data = contact.data;

  let body;
  if (notFound) {
    body = (
      <div className="space-y-4">
        <h1 className="text-3xl">Contact request not found</h1>
        <p className="text-lg">It may have been removed, or the link is wrong.</p>
      </div>
    );
  } else if (contact.isError && !data) {
    body = (
      <>
        <h1 className="text-3xl">Contact request</h1>
        <LoadError title="Error loading contact request" error={contact.error} onRetry={() => void contact.refetch()} />
      </>
    );
  } else if (!data) {
    body = <Spinner label="Loading the contact request…" showLabel className="py-8" />;
  } else {
    body = (
      <>
        <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <h1 className="text-3xl wrap-anywhere">
              {data.firstName} {data.lastName}
            </h1>
            <p className="mt-2 flex flex-wrap items-center gap-3 text-lg">
              <ContactStatusBadge status={data.status} />
              <span>
                Request <span className="font-mono tracking-wider">{data.trackingToken}</span>
              </span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {data.status === 'new' ? (
              <Button onClick={() => assign(data)} disabled={assigningId !== null}>
                <UserCheck aria-hidden />
                {assigningId === data.id ? 'Assigning...' : 'Assign to Me'}
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => setChoosingAssignee(true)}>
              <Users aria-hidden />
              Choose Assignee
            </Button>
            <Button variant="outline" onClick={() => setUpdating(true)}>
              <PencilLine aria-hidden />
              Update
            </Button>
            <Button variant="accent" onClick={() => setScheduling(true)}>
              <CalendarPlus aria-hidden />
              Schedule
            </Button>
          </div>
        </header>
        {failure ? (
          <Alert tone="error" title={ASSIGN_FAILED}>
            <p>{failure.message}</p>
          </Alert>
        ) : null}
        {scheduled ? (
          <Alert tone="success" title="Appointment scheduled">
            <p>
              {formatAppointmentDate(scheduled.appointmentDate)}, {formatAppointmentTime(scheduled.startTime)} –{' '}
              {formatAppointmentTime(scheduled.endTime)}
              {scheduled.serviceName ? ` (${scheduled.serviceName})` : ''}. A confirmation e-mail went to{' '}
              {scheduled.clientEmail}.
            </p>
            <p className="mt-2">
              <Link href={`/admin/appointments/${scheduled.id}`} className="font-bold text-brand-800">
                View appointment #{scheduled.id}
              </Link>
            </p>
          </Alert>
        ) : null}
        <ContactDetails contact={data} />
        <RequestOutcome contact={data} />
        <RequestQuotesPanel contactRequestId={data.id} />
        <AssigneeDialog contact={data} user={user} open={choosingAssignee} onOpenChange={setChoosingAssignee} />
        <UpdateContactDialog contact={updating ? data : null} onClose={() => setUpdating(false)} />
        <ScheduleDialog
          contact={data}
          user={user}
          open={scheduling}
          onOpenChange={setScheduling}
          onScheduled={(result) => {
            setScheduled(result.appointment);
            setScheduling(false);
          }}
        />
      </>
    );
  }

  return (
    <AdminLayout
      user={user}
      meta={{
        title: data ? `${data.firstName} ${data.lastName} – Contact request` : 'Contact request',
        description: 'One contact request.',
        ...(notFound ? { status: 404 } : {}),
      }}
    >
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
        <BackToContacts />
        {body}
      </div>
    </AdminLayout>
  );
}
