import type { FeedbackEntry } from '@ta/shared';
import { Star } from 'lucide-react';
import { Link } from 'wouter';
import { formatAppointmentDate } from '../../../lib/appointment-format';

/** "★★★★☆ 4 of 5": the stars drawn and said in words, never by colour alone. */
export function StarsShown({ stars }: { stars: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="inline-flex" aria-hidden>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} className={n <= stars ? 'size-5 fill-gold-200 text-accent-700' : 'size-5 text-field'} />
        ))}
      </span>
      <span className="font-bold">{stars} of 5</span>
    </span>
  );
}

/** Answers, newest visit first: stars, comment, the visit, who went; a low score says so in words. */
export function FeedbackEntries({ entries, showClient }: { entries: readonly FeedbackEntry[]; showClient: boolean }) {
  if (entries.length === 0) return <p className="text-lg">No feedback yet.</p>;
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className="space-y-1 rounded-lg border-2 border-line bg-white p-4">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StarsShown stars={entry.stars} />
            {entry.stars <= 2 ? <span className="font-bold text-danger-700">Low score: call the client</span> : null}
          </p>
          <p>
            {showClient ? (
              entry.clientId !== null ? (
                <Link
                  href={`/admin/users/${entry.clientId}`}
                  className="inline-flex min-h-11 items-center font-bold underline"
                >
                  {entry.clientName}
                </Link>
              ) : (
                <span className="font-bold">{entry.clientName}</span>
              )
            ) : null}
            {showClient ? ', ' : ''}
            <Link
              href={`/admin/appointments/${entry.appointmentId}`}
              className="inline-flex min-h-11 items-center underline"
            >
              {entry.serviceName ?? 'Visit'} on {formatAppointmentDate(entry.date)}
            </Link>
            {entry.staffName ? `, with ${entry.staffName}` : ''}
          </p>
          {entry.comment ? (
            <blockquote className="border-l-4 border-line pl-3 whitespace-pre-line">{entry.comment}</blockquote>
          ) : (
            <p className="text-muted">No comment.</p>
          )}
        </li>
      ))}
    </ol>
  );
}
