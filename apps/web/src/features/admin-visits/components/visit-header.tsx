import type { StaffVisit } from '@ta/shared';
import { MapPin, Phone } from 'lucide-react';
import { formatAppointmentDate, formatTimeRange } from '../../../lib/appointment-format';
import { AccessNotes } from './access-notes';
import { VisitStateBadge } from '../../../components/home-watch/visit-badges';

const KIND_LABELS = { routine: 'Home watch visit', 'pre-storm': 'Pre-storm check', 'post-storm': 'Post-storm check' };

/** The house and whom to call: shown above the checklist. */
export function VisitHeader({ visit }: { visit: StaffVisit }) {
  const open = visit.state !== 'finished' && visit.state !== 'cancelled';
  return (
    <header className="space-y-4">
      <div className="space-y-2">
        <p className="text-lg text-muted">
          {KIND_LABELS[visit.kind]} · {formatAppointmentDate(visit.date)},{' '}
          {formatTimeRange(visit.startTime, visit.endTime)}
        </p>
        <h1 className="text-3xl wrap-anywhere sm:text-4xl">{visit.propertyName}</h1>
        <VisitStateBadge state={visit.state} />
      </div>
      <dl className="grid gap-3 rounded-2xl border border-line bg-white p-4 text-lg shadow-card sm:grid-cols-2 sm:p-5">
        <div className="sm:col-span-2">
          <dt className="font-bold">Address</dt>
          <dd className="flex gap-2 wrap-anywhere">
            <MapPin aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
            {visit.address}
          </dd>
        </div>
        <div>
          <dt className="font-bold">Owner</dt>
          <dd className="wrap-anywhere">
            {visit.clientName}
            {visit.clientPhone ? (
              <>
                <br />
                <a
                  href={`tel:${visit.clientPhone.replace(/[^\d+]/g, '')}`}
                  className="inline-flex min-h-11 items-center gap-2 font-bold"
                >
                  <Phone aria-hidden className="size-5" />
                  Call {visit.clientPhone}
                </a>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="font-bold">Alarm company</dt>
          <dd className="wrap-anywhere whitespace-pre-wrap">{visit.alarmCompany || 'None on file'}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-bold">Emergency contacts</dt>
          <dd className="wrap-anywhere whitespace-pre-wrap">{visit.emergencyContacts || 'None on file'}</dd>
        </div>
      </dl>
      {open && visit.accessNotesAvailable ? <AccessNotes visitId={visit.id} /> : null}
    </header>
  );
}
