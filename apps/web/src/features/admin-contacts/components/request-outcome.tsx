import { FINDING_SEVERITY_WORDS, type AdminContact, type ContactRelated } from '@ta/shared';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AppointmentStatusBadge } from '../../../components/appointments/appointment-status-badge';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatAppointmentDate, formatTimeRange, serviceLabel } from '../../../lib/appointment-format';
import { useContactRelated } from '../api/contacts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6">
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Appointments({ appointments }: { appointments: ContactRelated['appointments'] }) {
  if (appointments.length === 0) {
    return <p className="text-muted">No appointment has been scheduled from this request yet.</p>;
  }
  return (
    <ul className="divide-y divide-line">
      {appointments.map((a) => (
        <li key={a.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
          <p className="font-bold">
            {formatAppointmentDate(a.appointmentDate)}, {formatTimeRange(a.startTime, a.endTime)}
          </p>
          <p className="wrap-anywhere text-muted">
            {serviceLabel(a.serviceName)} · {a.staffName ? `With ${a.staffName}` : 'No one assigned yet'}
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <AppointmentStatusBadge status={a.status} />
            <Link href={`/admin/appointments/${a.id}`} className="inline-flex min-h-11 items-center font-bold">
              View appointment #{a.id}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Photos({ contact, related }: { contact: AdminContact; related: ContactRelated }) {
  if (related.photos.length === 0) {
    return <p className="text-muted">No photos were sent from {contact.email} or linked to its appointments.</p>;
  }
  const more = related.photoTotal - related.photos.length;
  return (
    <>
      <p className="text-muted">Sent from {contact.email}, or linked to its appointments. Newest first.</p>
      <ul className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {related.photos.map((photo) => (
          <li key={photo.id} className="min-w-0">
            <a href={photo.photoUrl} target="_blank" rel="noreferrer" className="block rounded-lg no-underline">
              <img
                src={photo.thumbnailUrl}
                alt={`${photo.furnitureType}, photo ${photo.id} (opens the full photo)`}
                width={160}
                height={160}
                loading="lazy"
                className="aspect-square w-full rounded-lg border border-line bg-sand object-cover"
              />
              <span className="mt-1 block text-base wrap-anywhere text-ink">{photo.furnitureType}</span>
            </a>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="mt-3">
          {more} more on the{' '}
          <Link href={`/admin/furniture-photos?search=${encodeURIComponent(contact.email)}`} className="font-bold">
            furniture photos screen
          </Link>
          .
        </p>
      ) : null}
    </>
  );
}

/** A repair the owner asked for from a home check: what was found, how urgent, linked to its visit. */
function FromFinding({ finding }: { finding: NonNullable<ContactRelated['fromFinding']> }) {
  return (
    <Section id="finding-heading" title="From a home check">
      {finding.severity === 'urgent' ? (
        <p className="font-bold text-danger-700">Urgent finding: please call the owner today.</p>
      ) : null}
      <p>
        The owner asked us to fix what was found at {finding.propertyName}
        {finding.note ? `: “${finding.note}”` : '.'}
      </p>
      <p className="text-muted">
        Item checked: {finding.label}
        {finding.severity ? ` (${FINDING_SEVERITY_WORDS[finding.severity]})` : ''}
      </p>
      <Link
        href={`/admin/visits/${finding.visitId}`}
        className="mt-2 inline-flex min-h-11 items-center font-bold underline"
      >
        Open the visit and its photos
      </Link>
    </Section>
  );
}

/**
 * What became of the request, read from the server (so it is there after a reload): the home-check
 * finding it came from, if any, then appointments and photos.
 */
export function RequestOutcome({ contact }: { contact: AdminContact }) {
  const related = useContactRelated(String(contact.id));
  if (related.isPending) return <Spinner label="Loading its appointments and photos…" showLabel className="py-4" />;
  if (related.isError) {
    return (
      <Alert tone="error" title="Could not load the request’s appointments and photos">
        <p>{errorMessage(related.error)}</p>
        <Button variant="outline" className="mt-3" onClick={() => void related.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {related.data.fromFinding ? <FromFinding finding={related.data.fromFinding} /> : null}
      <Section id="appointments-heading" title="Appointments">
        <Appointments appointments={related.data.appointments} />
      </Section>
      <Section id="photos-heading" title={`Photos (${related.data.photoTotal})`}>
        <Photos contact={contact} related={related.data} />
      </Section>
    </div>
  );
}
