import { CALLBACK_TIME_LABELS, LANGUAGE_NAMES_IN_ENGLISH, type AdminContact } from '@ta/shared';
import type { ReactNode } from 'react';
import { formatAppointmentDate, formatAppointmentTime } from '../../../lib/appointment-format';
import { formatInstant } from '../../../lib/instant-format';
import { ContactStatusBadge } from './contact-status-badge';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6">
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      <dl className="mt-3 space-y-3">{children}</dl>
    </section>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-bold text-muted">{term}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

const NOT_GIVEN = <span className="text-muted">Not given</span>;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function when(iso: string | null): string {
  if (!iso) return '—';
  const { date, time } = formatInstant(iso);
  return `${date} at ${time}`;
}

/** Everything about one request, in five groups. */
export function ContactDetails({ contact }: { contact: AdminContact }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section id="request-heading" title="Request">
        <Item term="Tracking code">
          <span className="font-mono text-lg tracking-wider">{contact.trackingToken}</span>
        </Item>
        <Item term="Service">{contact.serviceInterest}</Item>
        {contact.kind === 'callback' ? (
          <Item term="Best time to call">{CALLBACK_TIME_LABELS[contact.bestTime ?? 'any']}</Item>
        ) : null}
        {contact.specificService ? <Item term="Specific service">{contact.specificService}</Item> : null}
        {contact.estimatedDuration ? <Item term="Estimated length">{contact.estimatedDuration}</Item> : null}
        <Item term="Received">{when(contact.createdAt)}</Item>
        <Item term="Last updated">{when(contact.updatedAt)}</Item>
        <Item term="Message">
          <span className="whitespace-pre-line">{contact.message}</span>
        </Item>
      </Section>

      <div className="space-y-6">
        <Section id="contact-heading" title="Contact">
          <Item term="Email">
            {contact.email ? (
              <a href={`mailto:${contact.email}`} className="text-brand-800">
                {contact.email}
              </a>
            ) : (
              NOT_GIVEN
            )}
          </Item>
          <Item term="Phone">
            {contact.phone ? (
              <a href={`tel:${contact.phone}`} className="inline-flex min-h-11 items-center font-bold text-brand-800">
                {contact.phone}
              </a>
            ) : (
              NOT_GIVEN
            )}
          </Item>
          {/* The language of the requester's e-mails. */}
          <Item term="Language">{LANGUAGE_NAMES_IN_ENGLISH[contact.language]}</Item>
          <Item term="Client account">
            {contact.userId === null ? 'None (sent without signing in)' : 'Yes, linked'}
          </Item>
        </Section>

        <Section id="preferred-heading" title="Preferred appointment">
          <Item term="Date">{contact.preferredDate ? formatAppointmentDate(contact.preferredDate) : NOT_GIVEN}</Item>
          <Item term="Time">{contact.preferredTime ? formatAppointmentTime(contact.preferredTime) : NOT_GIVEN}</Item>
          <Item term="Location">{contact.location || NOT_GIVEN}</Item>
        </Section>
      </div>

      <Section id="handling-heading" title="Handling">
        <Item term="Status">
          <ContactStatusBadge status={contact.status} />
        </Item>
        <Item term="Assigned to">{contact.assignedToName ?? <span className="text-muted">Not assigned yet</span>}</Item>
        <Item term="Notes">
          {contact.notes ? (
            <span className="whitespace-pre-line">{contact.notes}</span>
          ) : (
            <span className="text-muted">No notes yet</span>
          )}
        </Item>
      </Section>

      <Section id="consent-heading" title="Updates and consent">
        <Item term="Updates by e-mail">{yesNo(contact.notifyByEmail)}</Item>
        <Item term="Updates by text message">{yesNo(contact.notifyBySms)}</Item>
        <Item term="Consent to be contacted">{yesNo(contact.consentGiven)}</Item>
        <Item term="Newsletter">{yesNo(contact.newsletter)}</Item>
      </Section>
    </div>
  );
}
