import type { ReactNode } from 'react';
import { formatAppointmentDate } from '../../../lib/appointment-format';
import type { StaffPropertyDetail } from '../api/get-property';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="sm:grid sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-x-4">
      <dt className="font-bold">{term}</dt>
      <dd className="min-w-0 wrap-anywhere whitespace-pre-line">{children}</dd>
    </div>
  );
}

const dayOrNotSet = (day: string | null) => (day ? formatAppointmentDate(day) : 'Not set');

/** What the office knows of the property and its owner; the access notes only as "on file". */
export function PropertyDetails({ detail }: { detail: StaffPropertyDetail }) {
  const { property } = detail;
  return (
    <dl className="space-y-3">
      <Row term="Owner">
        <span className="font-bold">{detail.clientName}</span>
        {'\n'}
        <a href={`mailto:${detail.clientEmail}`} className="inline-flex min-h-11 items-center break-all">
          {detail.clientEmail}
        </a>
        {detail.clientPhone ? (
          <>
            {'\n'}
            <a href={`tel:${detail.clientPhone}`} className="inline-flex min-h-11 items-center">
              {detail.clientPhone}
            </a>
          </>
        ) : null}
      </Row>
      <Row term="County">{property.county}</Row>
      <Row term="Away">
        {dayOrNotSet(property.awayFrom)} to {dayOrNotSet(property.awayUntil)}
      </Row>
      <Row term="Alarm company">{property.alarmCompany ?? 'None given'}</Row>
      <Row term="Emergency contacts">{property.emergencyContacts ?? 'None given'}</Row>
      <Row term="Preferred vendors">{property.preferredVendors ?? 'None given'}</Row>
      <Row term="Access notes">
        {property.accessNotesOnFile ? 'On file (read only from a visit, by the staff member on it)' : 'None on file'}
      </Row>
      <Row term="Checklist">
        {detail.checklist.templateName}
        {detail.checklist.extraItems.length > 0
          ? `, and ${detail.checklist.extraItems.length === 1 ? '1 item' : `${detail.checklist.extraItems.length} items`} of its own`
          : ''}
      </Row>
    </dl>
  );
}
