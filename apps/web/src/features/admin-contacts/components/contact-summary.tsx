import type { AdminContact } from '@ta/shared';
import { formatInstant } from '../../../lib/instant-format';
import { ContactStatusBadge } from './contact-status-badge';

/** The request at a glance, for the Update and Schedule dialogs. */
export function ContactSummary({ contact }: { contact: AdminContact }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 rounded-lg bg-sand p-4 sm:grid-cols-[auto_1fr]">
      <dt className="font-bold">Name</dt>
      <dd className="wrap-anywhere">
        {contact.firstName} {contact.lastName}
      </dd>
      <dt className="font-bold">Email</dt>
      <dd className="wrap-anywhere">{contact.email}</dd>
      {contact.phone ? (
        <>
          <dt className="font-bold">Phone</dt>
          <dd>{contact.phone}</dd>
        </>
      ) : null}
      <dt className="font-bold">Service</dt>
      <dd className="wrap-anywhere">{contact.serviceInterest}</dd>
      <dt className="font-bold">Received</dt>
      <dd>{formatInstant(contact.createdAt).date}</dd>
      <dt className="font-bold">Status</dt>
      <dd>
        <ContactStatusBadge status={contact.status} />
      </dd>
      <dt className="font-bold">Message</dt>
      <dd className="wrap-anywhere whitespace-pre-line">{contact.message}</dd>
    </dl>
  );
}
