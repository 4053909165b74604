import { CALLBACK_TIME_LABELS, type AdminContact } from '@ta/shared';
import { PhoneCall } from 'lucide-react';
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
      {/* A callback asks for no e-mail address. */}
      {contact.email ? (
        <p className="wrap-anywhere">
          <a href={`mailto:${contact.email}`} className="text-brand-800">
            {contact.email}
          </a>
        </p>
      ) : null}
      {contact.phone ? (
        <p>
          <a
            href={`tel:${contact.phone}`}
            className={
              contact.kind === 'callback'
                ? 'inline-flex min-h-11 items-center font-bold text-brand-800'
                : 'text-brand-800'
            }
          >
            {contact.phone}
          </a>
        </p>
      ) : null}
    </>
  );
}

/** A callback says so first, with the best time to call; any other request shows its service. */
function ServiceCell({ contact }: { contact: AdminContact }) {
  if (contact.kind !== 'callback') return contact.serviceInterest;
  return (
    <>
      <p className="inline-flex items-center gap-1.5 font-bold text-accent-700">
        <PhoneCall aria-hidden className="size-5 shrink-0" />
        {contact.serviceInterest}
      </p>
      <p>Best time: {CALLBACK_TIME_LABELS[contact.bestTime ?? 'any']}</p>
    </>
  );
}

/** Name, Service, Status (with whom it is assigned to), Date, Actions. */
export function ContactsTable({ contacts, caption, ...actions }: ContactsTableProps) {
  const columns: DataColumn<AdminContact>[] = [
    { header: 'Name', rowHeader: true, cell: (contact) => <ContactCell contact={contact} /> },
    { header: 'Service', cell: (contact) => <ServiceCell contact={contact} /> },
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
