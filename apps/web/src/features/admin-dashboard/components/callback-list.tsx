import { CALLBACK_TIME_LABELS, CONTACT_STATUS_LABELS, LANGUAGE_NAMES_IN_ENGLISH, type OpenCallback } from '@ta/shared';
import { Check, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatInstant } from '../../../lib/instant-format';
import { useMarkCallbackDone } from '../api/mark-callback-done';

/**
 * Call back: the open callbacks, the longest wait first, each with the number as a tap-to-call link and
 * the best time. Mark done moves it to completed; the request's page has the rest (notes, assignee).
 */
export function CallbackList({ callbacks }: { callbacks: readonly OpenCallback[] }) {
  const markDone = useMarkCallbackDone();
  if (callbacks.length === 0) return <p className="text-muted">No one is waiting for a call.</p>;
  return (
    <>
      {markDone.isError ? (
        <p role="alert" className="mb-3 font-bold text-danger-700">
          Could not mark it done: {errorMessage(markDone.error)}
        </p>
      ) : null}
      <ul className="divide-y divide-line">
        {callbacks.map((callback) => {
          const name = `${callback.firstName} ${callback.lastName}`.trim();
          const asked = formatInstant(callback.createdAt);
          const pending = markDone.isPending && markDone.variables === callback.id;
          return (
            <li key={callback.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 md:flex-row md:items-center">
              <div className="min-w-0 flex-1">
                <p>
                  <Link
                    href={`/admin/contacts/${callback.id}`}
                    className="inline-flex min-h-11 items-center text-lg font-bold wrap-anywhere text-brand-800 underline underline-offset-2"
                  >
                    {name}
                  </Link>
                </p>
                <p>
                  <span className="font-bold">Best time:</span> {CALLBACK_TIME_LABELS[callback.bestTime]}
                  {' · '}
                  {CONTACT_STATUS_LABELS[callback.status]}
                  {callback.assignedToName ? `, with ${callback.assignedToName}` : ''}
                </p>
                <p>
                  <span className="font-bold">Language:</span> {LANGUAGE_NAMES_IN_ENGLISH[callback.language]}
                </p>
                {callback.message ? <p className="wrap-anywhere whitespace-pre-line">“{callback.message}”</p> : null}
                <p className="text-base text-muted">
                  Asked <time dateTime={callback.createdAt}>{`${asked.date} at ${asked.time}`}</time>
                </p>
              </div>
              <div className="flex flex-wrap gap-3">
                <a
                  href={`tel:${callback.phone}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-800 px-4 font-bold whitespace-nowrap text-white no-underline hover:bg-brand-900"
                >
                  <Phone aria-hidden className="size-5" />
                  <span className="sr-only">Call {name} at </span>
                  {callback.phone}
                </a>
                <Button type="button" variant="outline" disabled={pending} onClick={() => markDone.mutate(callback.id)}>
                  <Check aria-hidden />
                  {pending ? 'Saving…' : 'Mark done'}
                  <span className="sr-only"> for {name}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
