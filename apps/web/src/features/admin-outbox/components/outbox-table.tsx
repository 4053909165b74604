import type { OutboxEmailView } from '@ta/shared';
import { ChevronDown, ChevronUp, Paperclip } from 'lucide-react';
import { Fragment, useState } from 'react';
import { formatInstant } from '../../../lib/instant-format';
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

const th = 'sticky top-0 bg-sand px-3 py-3 text-left font-bold';
const td = 'px-3 py-3 align-top';

/** The e-mails as a table; each row opens to show the message as it was sent. */
export function OutboxTable({ emails, caption }: { emails: readonly OutboxEmailView[]; caption: string }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div
      role="region"
      aria-label="E-mails (scrolls sideways on small screens)"
      tabIndex={0}
      // relative: the buttons' screen-reader text (absolutely placed) stays inside the scrolling box.
      className="relative overflow-x-auto rounded-2xl border border-line bg-white shadow-card"
    >
      <table className="w-full min-w-[44rem] border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              To
            </th>
            <th scope="col" className={th}>
              Subject
            </th>
            <th scope="col" className={th}>
              Created
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Message
            </th>
          </tr>
        </thead>
        <tbody>
          {emails.map((email) => {
            const expanded = open.has(email.id);
            const bodyId = `outbox-body-${email.id}`;
            return (
              <Fragment key={email.id}>
                <tr className="border-t border-line">
                  <td className={`${td} break-all`}>{email.to}</td>
                  <td className={`${td} font-bold break-words`}>
                    {email.subject}
                    {email.attachments.length > 0 ? (
                      <span className="mt-1 flex items-center gap-1 text-base font-normal text-muted">
                        <Paperclip aria-hidden className="size-4" />
                        {email.attachments.join(', ')}
                      </span>
                    ) : null}
                  </td>
                  <td className={td}>
                    <When iso={email.createdAt} />
                  </td>
                  <td className={td}>
                    <OutboxStatusBadge status={email.status} />
                    {email.status === 'sent' && email.sentAt ? (
                      <span className="sr-only">, sent {formatInstant(email.sentAt).time}</span>
                    ) : null}
                  </td>
                  <td className={td}>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={bodyId}
                      onClick={() => toggle(email.id)}
                      className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg border-2 border-brand-700 bg-white px-3 font-bold whitespace-nowrap text-brand-800 hover:bg-brand-50"
                    >
                      {expanded ? (
                        <ChevronUp aria-hidden className="size-5" />
                      ) : (
                        <ChevronDown aria-hidden className="size-5" />
                      )}
                      {expanded ? 'Hide' : 'Read'}
                      <span className="sr-only">
                        {' '}
                        the e-mail “{email.subject}” to {email.to}
                      </span>
                    </button>
                  </td>
                </tr>
                <tr id={bodyId} hidden={!expanded} className="bg-canvas">
                  <td colSpan={5} className="px-3 pb-4">
                    {email.error ? (
                      <p className="mb-2 font-bold text-danger-700">Could not be sent: {email.error}</p>
                    ) : null}
                    <pre className="max-w-[70ch] font-sans text-base break-words whitespace-pre-wrap">{email.text}</pre>
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
