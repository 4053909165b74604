import type { AdminContact } from '@ta/shared';
import { Link } from 'wouter';
import { contactDetailHref } from '../contacts-url';
import { formatInstant } from '../../../lib/instant-format';
import { ContactRowActions, type ContactActionHandlers } from './contact-row-actions';
import { ContactStatusBadge } from './contact-status-badge';

interface ContactsTableProps extends ContactActionHandlers {
  contacts: AdminContact[];
  /** Says what the table holds (tab, search, page). */
  caption: string;
}

function Assignee({ contact }: { contact: AdminContact }) {
  return contact.assignedToName ? <p className="mt-1 text-muted">Assigned to {contact.assignedToName}</p> : null;
}

/** The name opens the request's detail view. */
function NameLink({ contact }: { contact: AdminContact }) {
  return (
    <Link
      href={contactDetailHref(contact.id)}
      className="inline-flex min-h-11 items-center font-bold text-brand-800 underline underline-offset-2"
    >
      {contact.firstName} {contact.lastName}
    </Link>
  );
}

function ContactLines({ contact }: { contact: AdminContact }) {
  return (
    <>
      <p className="break-words">
        <a href={`mailto:${contact.email}`} className="text-brand-800">
          {contact.email}
        </a>
      </p>
      {contact.phone ? (
        <p>
          <a href={`tel:${contact.phone}`} className="text-brand-800">
            {contact.phone}
          </a>
        </p>
      ) : null}
    </>
  );
}

/**
 * The requests: a table on wider screens, one card per request on phones (only one of the two is
 * displayed, so screen readers meet each request once).
 */
export function ContactsTable({ contacts, caption, ...actions }: ContactsTableProps) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white shadow-card md:block">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-sand">
            <tr>
              <th scope="col" className="px-4 py-3">
                Name
              </th>
              <th scope="col" className="px-4 py-3">
                Service
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Date
              </th>
              <th scope="col" className="px-4 py-3">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {contacts.map((contact) => (
              <tr key={contact.id} className="border-t border-line align-top">
                <th scope="row" className="px-4 py-3 font-normal">
                  <p>
                    <NameLink contact={contact} />
                  </p>
                  <ContactLines contact={contact} />
                </th>
                <td className="px-4 py-3">{contact.serviceInterest}</td>
                <td className="px-4 py-3">
                  <ContactStatusBadge status={contact.status} />
                  <Assignee contact={contact} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatInstant(contact.createdAt).date}</td>
                <td className="px-4 py-3">
                  <ContactRowActions contact={contact} stacked {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={caption} className="space-y-4 md:hidden">
        {contacts.map((contact) => (
          <li key={contact.id} className="rounded-2xl border border-line bg-white p-4 shadow-card">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="text-xl break-words">
                <NameLink contact={contact} />
              </h3>
              <ContactStatusBadge status={contact.status} />
            </div>
            <div className="mt-2 space-y-0.5">
              <ContactLines contact={contact} />
              <p>
                <span className="font-bold">Service:</span> {contact.serviceInterest}
              </p>
              <p>
                <span className="font-bold">Date:</span> {formatInstant(contact.createdAt).date}
              </p>
              <Assignee contact={contact} />
            </div>
            <div className="mt-3">
              <ContactRowActions contact={contact} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
