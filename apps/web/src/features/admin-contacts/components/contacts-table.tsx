import type { AdminContact } from '@ta/shared';
import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatInstant } from '../../../lib/instant-format';
import { contactDetailHref } from '../contacts-url';
import { ContactRowActions, type ContactActionHandlers } from './contact-row-actions';
import { ContactStatusBadge } from './contact-status-badge';

interface ContactsTableProps extends ContactActionHandlers {
  contacts: AdminContact[];
  /** Says what the table holds (tab, search, page). */
  caption: string;
}

/** The name opens the request's detail view; the e-mail and phone follow it. */
function ContactCell({ contact }: { contact: AdminContact }) {
  return (
    <>
      <p>
        <Link
          href={contactDetailHref(contact.id)}
          className="inline-flex min-h-11 items-center font-bold text-brand-800 underline underline-offset-2"
        >
          {contact.firstName} {contact.lastName}
        </Link>
      </p>
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

/** Name, Service, Status (with whom it is assigned to), Date, Actions. */
export function ContactsTable({ contacts, caption, ...actions }: ContactsTableProps) {
  const columns: DataColumn<AdminContact>[] = [
    { header: 'Name', rowHeader: true, cell: (contact) => <ContactCell contact={contact} /> },
    { header: 'Service', cell: (contact) => contact.serviceInterest },
    {
      header: 'Status',
      cell: (contact) => (
        <>
          <ContactStatusBadge status={contact.status} />
          {contact.assignedToName ? <p className="mt-1 text-muted">Assigned to {contact.assignedToName}</p> : null}
        </>
      ),
    },
    {
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (contact) => formatInstant(contact.createdAt).date,
    },
    {
      header: 'Actions',
      cardLabel: false,
      cell: (contact, place) => <ContactRowActions contact={contact} stacked={place.layout === 'table'} {...actions} />,
    },
  ];
  return (
    <DataTable caption={caption} rows={contacts} columns={columns} rowKey={(contact) => contact.id} cardsBelow="md" />
  );
}
