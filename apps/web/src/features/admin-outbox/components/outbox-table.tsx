import type { OutboxEmailView } from '@ta/shared';
import { ChevronDown, ChevronUp, Paperclip } from 'lucide-react';
import { useState } from 'react';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatInstant } from '../../../lib/instant-format';
import { OutboxDelivery } from './outbox-delivery';
import { OutboxStatusBadge } from './outbox-status-badge';

function When({ iso }: { iso: string }) {
  const { date, time } = formatInstant(iso);
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {date}
      <br />
      {time}
    </time>
  );
}

/** The e-mails; each opens to show the message as it was sent. */
export function OutboxTable({ emails, caption }: { emails: readonly OutboxEmailView[]; caption: string }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const columns: DataColumn<OutboxEmailView>[] = [
    { header: 'To', className: 'break-all', cell: (email) => email.to },
    {
      header: 'Subject',
      className: 'font-bold wrap-anywhere',
      cell: (email) => (
        <>
          {email.subject}
          {email.attachments.length > 0 ? (
            <span className="mt-1 flex items-center gap-1 text-base font-normal text-muted">
              <Paperclip aria-hidden className="size-4" />
              {email.attachments.join(', ')}
            </span>
          ) : null}
        </>
      ),
    },
    { header: 'Created', cell: (email) => <When iso={email.createdAt} /> },
    {
      header: 'Status',
      cell: (email) => (
        <>
          <OutboxStatusBadge status={email.status} />
          {email.status === 'sent' && email.sentAt ? (
            <span className="sr-only">, sent {formatInstant(email.sentAt).time}</span>
          ) : null}
          <OutboxDelivery email={email} />
        </>
      ),
    },
    {
      header: 'Message',
      cardLabel: false,
      cell: (email, place) => {
        const expanded = open.has(email.id);
        return (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={place.detailsId}
            onClick={() => toggle(email.id)}
            className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg border-2 border-brand-700 bg-white px-3 font-bold whitespace-nowrap text-brand-800 hover:bg-brand-50"
          >
            {expanded ? <ChevronUp aria-hidden className="size-5" /> : <ChevronDown aria-hidden className="size-5" />}
            {expanded ? 'Hide' : 'Read'}
            <span className="sr-only">
              {' '}
              the e-mail “{email.subject}” to {email.to}
            </span>
          </button>
        );
      },
    },
  ];

  return (
    <DataTable
      caption={caption}
      rows={emails}
      columns={columns}
      rowKey={(email) => email.id}
      details={{
        open: (email) => open.has(email.id),
        render: (email) => (
          <>
            {email.error ? (
              <p className="mb-2 font-bold text-danger-700">
                {email.status === 'failed' ? 'Could not be sent' : 'The last try failed'}: {email.error}
              </p>
            ) : null}
            <pre className="max-w-[70ch] font-sans text-base wrap-anywhere whitespace-pre-wrap">{email.text}</pre>
          </>
        ),
      }}
    />
  );
}
